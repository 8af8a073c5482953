import { installationCheckResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { installationQueryKey } from './get-installation';

/** POST vehiculos/validateKilometrajeInstalacion: 'KM Correcto', or why the reading is too low. */
export const checkInstallationKm = (clientId: number, vehicleId: number, km: number) =>
  api
    .post(
      '/vehiculos/validateKilometrajeInstalacion',
      { id_cliente: clientId, id_vehiculo: vehicleId, km_inspeccion: km },
      installationCheckResponse,
    )
    .then((answer) => answer.mensaje);

export const installationKmCheckQueryOptions = (clientId: number, vehicleId: number, km: number) =>
  queryOptions({
    queryKey: [...installationQueryKey, clientId, vehicleId, 'km', km],
    queryFn: () => checkInstallationKm(clientId, vehicleId, km),
    staleTime: 0,
  });

/** Runs once `km` is a valid reading (null while it is not). */
export const useInstallationKmCheck = (clientId: number, vehicleId: number, km: number | null) =>
  useQuery({ ...installationKmCheckQueryOptions(clientId, vehicleId, km ?? 0), enabled: km !== null });
