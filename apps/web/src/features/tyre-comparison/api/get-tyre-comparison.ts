import { tyreComparisonResponse } from '@huella/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/comparativoneumatico: one tyre's comparison row. */
export const getTyreComparison = (clientId: number, tyreId: number) =>
  api.post(
    '/reporte/comparativoneumatico',
    { id_cliente: clientId, id_neumatico: tyreId },
    tyreComparisonResponse,
  );

/** One call per tyre in the slots (each cached on its own: freeing a slot never reloads the others). */
export const useTyreComparisons = (clientId: number, tyreIds: number[]) =>
  useQueries({
    queries: tyreIds.map((tyreId) => ({
      queryKey: ['reporte', 'comparativoneumatico', clientId, tyreId],
      queryFn: () => getTyreComparison(clientId, tyreId),
      staleTime: 60_000,
    })),
  });
