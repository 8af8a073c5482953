import { installationLoadResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the installation screen lives under this key, so a save refreshes them all. */
export const installationQueryKey = ['instalacion'] as const;

/** POST vehiculos/obtenerneumaticosporid: the vehicle's installation data and the tyres on it. */
export const getInstallation = (clientId: number, vehicleId: number) =>
  api
    .post(
      '/vehiculos/obtenerneumaticosporid',
      { id_cliente: clientId, id_vehiculo: vehicleId },
      installationLoadResponse,
    )
    .then((answer) => answer.success.resultado);

export const installationQueryOptions = (clientId: number, vehicleId: number) =>
  queryOptions({
    queryKey: [...installationQueryKey, clientId, vehicleId, 'datos'],
    queryFn: () => getInstallation(clientId, vehicleId),
  });

export const useInstallation = (clientId: number, vehicleId: number) =>
  useQuery(installationQueryOptions(clientId, vehicleId));
