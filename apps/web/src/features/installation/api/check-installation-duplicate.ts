import { installationCheckResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { installationQueryKey } from './get-installation';

/** POST vehiculos/validateDuplicadoInstalacion: a warning text when the date and reading are already recorded. */
export const checkInstallationDuplicate = (clientId: number, vehicleId: number, fecha: string, km: number) =>
  api
    .post(
      '/vehiculos/validateDuplicadoInstalacion',
      { id_cliente: clientId, id_vehiculo: vehicleId, fecha_inspeccion: fecha, km_inspeccion: km },
      installationCheckResponse,
    )
    .then((answer) => answer.mensaje);

export const installationDuplicateCheckQueryOptions = (
  clientId: number,
  vehicleId: number,
  fecha: string,
  km: number,
) =>
  queryOptions({
    queryKey: [...installationQueryKey, clientId, vehicleId, 'duplicado', fecha, km],
    queryFn: () => checkInstallationDuplicate(clientId, vehicleId, fecha, km),
    staleTime: 0,
  });

/** Runs once date and reading both passed their checks. */
export const useInstallationDuplicateCheck = (
  clientId: number,
  vehicleId: number,
  reading: { fecha: string; km: number } | null,
) =>
  useQuery({
    ...installationDuplicateCheckQueryOptions(clientId, vehicleId, reading?.fecha ?? '', reading?.km ?? 0),
    enabled: reading !== null,
  });
