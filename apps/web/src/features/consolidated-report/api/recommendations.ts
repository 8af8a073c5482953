import {
  ACTION,
  type ConsolidatedPeriod,
  hasPermission,
  recommendationDeleteResponse,
  recommendationStoreResponse,
} from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMenu } from '../../../lib/session/get-menu';
import { useStoredSession } from '../../../lib/use-stored-session';
import { CONSOLIDATED_KEY } from './get-consolidated-report';

/** Permission id of /reporteconsolidado (spec 3 §2). */
export const CONSOLIDATED_MENU = 80;

/** What this user may do with the recommendations; the API checks the same grants (delete is an edit). */
export function useRecommendationGrants() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  return {
    canAdd: hasPermission(permissions, CONSOLIDATED_MENU, ACTION.add),
    canEdit: hasPermission(permissions, CONSOLIDATED_MENU, ACTION.edit),
  };
}

/** After a change the report is read again: the list shows what the PDF will print. */
function useReloadReport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONSOLIDATED_KEY });
}

export interface StoreRecommendation {
  period: ConsolidatedPeriod;
  /** null adds a new one. */
  id: number | null;
  descripcion: string;
}

/** POST recomendacion/store: add (no id) or edit one recommendation of the period. */
export function useStoreRecommendation(clientId: number) {
  const reload = useReloadReport();
  return useMutation({
    mutationFn: ({ period, id, descripcion }: StoreRecommendation) =>
      api.post(
        '/recomendacion/store',
        { id_cliente: clientId, ...period, recomendacion: { id, descripcion } },
        recommendationStoreResponse,
      ),
    onSuccess: reload,
  });
}

/** POST recomendacion/delete. */
export function useDeleteRecommendation(clientId: number) {
  const reload = useReloadReport();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(
        '/recomendacion/delete',
        { id_cliente: clientId, id_recomendacion: id },
        recommendationDeleteResponse,
      ),
    onSuccess: reload,
  });
}
