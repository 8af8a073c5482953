import { plantOptionsResponse, vehicleExtraDataResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET vehiculos/datosadicionales: the client's razón social and RUC, shown read-only in the header. */
export const useClientHeader = (clientId: number) =>
  useQuery({
    queryKey: ['vehiculos-datos', clientId],
    queryFn: () => api.get('/vehiculos/datosadicionales', vehicleExtraDataResponse, { id_cliente: clientId }),
    staleTime: 5 * 60_000,
  });

/** GET plantas/opciones: the header's Planta selector (same key as the vehicle dialog's, so edits refresh it). */
export const useInspectionPlants = (clientId: number) =>
  useQuery({
    queryKey: ['plantas', clientId, 'opciones'],
    queryFn: async () =>
      (await api.get('/plantas/opciones', plantOptionsResponse, { id_cliente: clientId })).data,
  });
