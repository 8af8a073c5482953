import { incidentImageResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST support/message/image: one image (`image_support`); answers the stored name to send with the incident. */
export async function uploadIncidentImage(file: File) {
  const body = new FormData();
  body.append('image_support', file);
  return (await api.post('/support/message/image', body, incidentImageResponse)).success;
}

export const useUploadIncidentImage = () => useMutation({ mutationFn: uploadIncidentImage });
