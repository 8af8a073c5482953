import { type ImageUpload, imageUploadResponse } from '@huella/contracts';
import { request } from './api-client';

/**
 * POST imagen/subirimagen (spec 2 §7): one png/jpeg of the client, for the screens that attach photos (bad
 * tyre, scrap, inspections). Answers `nombre`, what those screens send in their own call, and `url`, the
 * protected address to show it with `ProtectedImage`. The client goes in the query (checked before the file
 * is read) and in the form, as the spec's calls carry it; refusals (413, 415, 422, 403) come as ApiError.
 */
export async function uploadImage(clientId: number, file: File): Promise<ImageUpload> {
  const body = new FormData();
  body.append('id_cliente', String(clientId));
  body.append('file', file);
  const answer = await request('/imagen/subirimagen', {
    method: 'POST',
    body,
    query: { id_cliente: clientId },
    schema: imageUploadResponse,
  });
  return answer.success;
}
