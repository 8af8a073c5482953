import { installationCheckResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { installationQueryKey } from './get-installation';

/** POST vehiculos/validateFechaInstalacion: 'Correcto', or why the date cannot be a new event of the vehicle. */
export const checkInstallationDate = (clientId: number, vehicleId: number, fecha: string) =>
  api
    .post(
      '/vehiculos/validateFechaInstalacion',
      { id_cliente: clientId, id_vehiculo: vehicleId, fecha_inspeccion: fecha },
      installationCheckResponse,
    )
    .then((answer) => answer.mensaje);

export const installationDateCheckQueryOptions = (clientId: number, vehicleId: number, fecha: string) =>
  queryOptions({
    queryKey: [...installationQueryKey, clientId, vehicleId, 'fecha', fecha],
    queryFn: () => checkInstallationDate(clientId, vehicleId, fecha),
    // The answer depends on the vehicle's history, which another user may change: ask again each time.
    staleTime: 0,
  });

/** Runs once `fecha` is a complete date (null while it is not). */
export const useInstallationDateCheck = (clientId: number, vehicleId: number, fecha: string | null) =>
  useQuery({
    ...installationDateCheckQueryOptions(clientId, vehicleId, fecha ?? ''),
    enabled: fecha !== null,
  });
