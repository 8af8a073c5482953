import { IMAGE_MSG } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { ApiError } from './api-client';
import { uploadImage } from './upload-image';

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'llanta.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('sends the file and the client as a form, the client in the query too, and answers the stored name', async () => {
    const nombre = `${'a'.repeat(32)}.png`;
    const fetchMock = stubFetch({
      'POST /api/imagen/subirimagen': {
        body: { success: { nombre, url: `/api/archivos/imagenes/${nombre}` } },
      },
    });
    await expect(uploadImage(7, file())).resolves.toEqual({
      nombre,
      url: `/api/archivos/imagenes/${nombre}`,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/imagen/subirimagen?id_cliente=7');
    const form = init?.body as FormData;
    expect(form.get('id_cliente')).toBe('7');
    expect((form.get('file') as File).name).toBe('llanta.png');
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it("passes on the server's refusal with its message", async () => {
    stubFetch({ 'POST /api/imagen/subirimagen': { status: 415, body: { error: IMAGE_MSG.tipoInvalido } } });
    const error = await uploadImage(7, file()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: IMAGE_MSG.tipoInvalido });
  });
});
