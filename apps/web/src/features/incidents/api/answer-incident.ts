import {
  ACTION,
  hasPermission,
  incidentAnswerResponse,
  type IncidentReplyRequest,
  type IncidentStateRequest,
} from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMenu } from '../../../lib/session/get-menu';
import { useStoredSession } from '../../../lib/use-stored-session';

/** '/incidencias' (docs/decisions/0032-answering-incidents.md): its edit grant lets support answer. */
export const INCIDENTS_MENU = 98;

/** Whether this user may change an incident's status and reply (the API checks the same grant). */
export function useCanAnswerIncidents(): boolean {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  return hasPermission(menu.data?.permissions ?? {}, INCIDENTS_MENU, ACTION.edit);
}

/** After an answer, the detail, the page and the bell read the new status. */
function useRefreshIncidents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['incidencias'] });
}

/** POST incidente/estado. */
export function useSetIncidentState() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: (body: IncidentStateRequest) => api.post('/incidente/estado', body, incidentAnswerResponse),
    onSuccess: refresh,
  });
}

/** POST incidente/responder: the reply reaches the reporter by e-mail and in their headset menu. */
export function useReplyIncident() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: (body: IncidentReplyRequest) =>
      api.post('/incidente/responder', body, incidentAnswerResponse),
    onSuccess: refresh,
  });
}
