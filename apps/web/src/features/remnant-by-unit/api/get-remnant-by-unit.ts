import { remnantByUnitResponse, type RemnantByUnitFilter } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/nivelesremanenteunidad: each unit's latest inspection of the period, and the size summaries. */
export const getRemnantByUnit = (clientId: number, filters: RemnantByUnitFilter) =>
  api.post('/reporte/nivelesremanenteunidad', { id_cliente: clientId, ...filters }, remnantByUnitResponse);

export const remnantByUnitQueryOptions = (clientId: number, filters: RemnantByUnitFilter) =>
  queryOptions({
    queryKey: ['reporte', 'nivelesremanenteunidad', clientId, filters],
    queryFn: () => getRemnantByUnit(clientId, filters),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked until the filters are submitted ('Filtrar remanente'). */
export const useRemnantByUnit = (clientId: number, filters: RemnantByUnitFilter | null) =>
  useQuery({
    ...remnantByUnitQueryOptions(clientId, filters ?? { placa: '', fecha_inicial: '', fecha_final: '' }),
    enabled: filters !== null,
  });
