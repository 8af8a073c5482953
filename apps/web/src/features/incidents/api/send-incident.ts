import { incidentCreateResponse, type IncidentCreateRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST support/message/email: stores the incident and e-mails support (spec 3 §7). */
export const sendIncident = async (body: IncidentCreateRequest) =>
  (await api.post('/support/message/email', body, incidentCreateResponse)).success;

export const useSendIncident = () => useMutation({ mutationFn: sendIncident });
