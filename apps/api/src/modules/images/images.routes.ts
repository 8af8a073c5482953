import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  IMAGE_MSG,
  IMAGES_FOLDER,
  imageUploadQuery,
  imageUploadResponse,
  MSG,
  protectedFileUrl,
} from '@huella/contracts';
import { ForbiddenError, ValidationError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart, removeStoredFile, storeFile } from '../../lib/uploads';
import { clientOf, userOf } from '../../plugins/access';
import { recordImage } from './images.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/**
 * Spec 2 §7, §9: the one upload behind the bad-tyre and scrap photos of several screens
 * (docs/decisions/0021-image-upload.md). Any user who may work on the client may upload, since those screens
 * hang from several menus; the image then belongs to that client.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/imagen/subirimagen',
    {
      schema: {
        tags: ['Imágenes'],
        summary: 'Subir una imagen de un cliente (multipart: file, png o jpeg ≤ 10 MB y ≤ 50 megapíxeles)',
        description:
          'multipart/form-data: `file` = la imagen (png o jpeg por contenido, ≤ 10 MB, ≤ 50 megapíxeles) y, ' +
          'opcional, `id_cliente`, que debe ser el de la consulta. id_cliente va en la consulta (se verifica ' +
          'antes de leer el archivo). La respuesta da el nombre que envían las llamadas que usan la imagen y ' +
          'la dirección protegida donde la ven los usuarios del cliente.',
        consumes: ['multipart/form-data'],
        querystring: imageUploadQuery,
        response: { 200: imageUploadResponse, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      const clientId = clientOf(request);
      const { file, fields } = await readMultipart(request, {
        kinds: ['png', 'jpeg'],
        maxBytes: MAX_UPLOAD_BYTES,
      });
      // The form's own id_cliente (the spec's calls carry one) cannot point elsewhere than the checked one.
      if (fields.id_cliente !== undefined && Number(fields.id_cliente) !== clientId)
        throw new ForbiddenError(MSG.clienteNoPermitido);
      if (!file) throw new ValidationError('file', IMAGE_MSG.imagenRequerida);
      const stored = await storeFile(app.uploadsDir, IMAGES_FOLDER, file);
      try {
        await recordImage(app.db, { clientId, userId: userOf(request).id, stored });
      } catch (error) {
        await removeStoredFile(app.uploadsDir, stored);
        throw error;
      }
      return { success: { nombre: stored.slice(IMAGES_FOLDER.length + 1), url: protectedFileUrl(stored) } };
    },
  );
};
