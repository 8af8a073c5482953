import { incidentTyreOptions, incidentVehicleOptions } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET incidente/vehiculos: the current client's vehicles whose plate contains `search` (up to 20). */
export const vehicleOptionsQuery = (clientId: number, search: string) =>
  queryOptions({
    queryKey: ['incidencias', 'vehiculos', clientId, search],
    queryFn: async () =>
      (await api.get('/incidente/vehiculos', incidentVehicleOptions, { id_cliente: clientId, search })).data,
    placeholderData: keepPreviousData,
  });

/** GET incidente/neumaticos: the current client's tyres whose serial contains `search` (up to 20). */
export const tyreOptionsQuery = (clientId: number, search: string) =>
  queryOptions({
    queryKey: ['incidencias', 'neumaticos', clientId, search],
    queryFn: async () =>
      (await api.get('/incidente/neumaticos', incidentTyreOptions, { id_cliente: clientId, search })).data,
    placeholderData: keepPreviousData,
  });

export const useVehicleOptions = (clientId: number, search: string, enabled: boolean) =>
  useQuery({ ...vehicleOptionsQuery(clientId, search), enabled });
export const useTyreOptions = (clientId: number, search: string, enabled: boolean) =>
  useQuery({ ...tyreOptionsQuery(clientId, search), enabled });
