import { installationPositionsResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { installationQueryKey } from './get-installation';

export interface InstallationPositionsQuery {
  page: number;
  per_page: number;
  num_serie: string;
}

/**
 * POST showDatosNeumaticosPosicionHistorial?page&per_page&num_serie: the client's installable tyres (paged,
 * searched by serial) and the vehicle's positions with the tyre on each.
 */
export const getInstallationPositions = (
  clientId: number,
  vehicleId: number,
  query: InstallationPositionsQuery,
) =>
  request('/showDatosNeumaticosPosicionHistorial', {
    method: 'POST',
    body: { id_cliente: clientId, vehiculo: vehicleId },
    query: { page: query.page, per_page: query.per_page, num_serie: query.num_serie || undefined },
    schema: installationPositionsResponse,
  }).then((answer) => answer.success.resultado);

export const installationPositionsQueryOptions = (
  clientId: number,
  vehicleId: number,
  query: InstallationPositionsQuery,
) =>
  queryOptions({
    queryKey: [...installationQueryKey, clientId, vehicleId, 'posiciones', query],
    queryFn: () => getInstallationPositions(clientId, vehicleId, query),
    // Paging keeps the diagram and the rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

export const useInstallationPositions = (
  clientId: number,
  vehicleId: number,
  query: InstallationPositionsQuery,
  enabled: boolean,
) => useQuery({ ...installationPositionsQueryOptions(clientId, vehicleId, query), enabled });
