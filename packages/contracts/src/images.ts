import { z } from 'zod';
import { idSchema } from './fields';
import { STORED_IMAGE_NAME } from './incidents';

/**
 * The generic image upload of spec 2 §7 and §9 (`imagen/subirimagen`), docs/decisions/0021. The two size and
 * type texts are the spec's (typo included); the others are ours.
 */
export const IMAGE_MSG = {
  tipoInvalido: 'Tipo de archivo inválido',
  muyGrande: 'Los archivos no deben exceder los 10MB de tramaño',
  // ours
  imagenRequerida: 'Seleccione una imagen',
  dimensionesExcedidas: 'La imagen no debe exceder los 50 megapíxeles',
  imagenNoDisponible: 'La imagen no existe o no pertenece a este cliente; vuelva a subirla',
} as const;

/**
 * Width × height an uploaded png/jpeg may declare, read from its headers before anything decodes it (every
 * image upload, not only this one). 50 MP lets a 48 MP phone photo through and bounds a decoded picture near
 * 200 MB (4 bytes a pixel); a 10 MB file could otherwise declare gigapixels.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Folder of these uploads under the uploads directory, and of their protected address /api/archivos/imagenes/…. */
export const IMAGES_FOLDER = 'imagenes';

/** POST imagen/subirimagen?id_cliente=: the client the image belongs to (checked before the file is read). */
export const imageUploadQuery = z.object({ id_cliente: idSchema });

/**
 * The answer: `nombre` is what later calls send (scrap, inspection and incident photos), `url` where the
 * client's users fetch it with their token.
 */
export const imageUploadResponse = z.object({ success: z.object({ nombre: z.string(), url: z.string() }) });
export type ImageUpload = z.infer<typeof imageUploadResponse>['success'];

/** An uploaded image's name as later requests send it: the generated hex and the detected type's extension. */
export const uploadedImageName = z
  .string({ error: IMAGE_MSG.imagenNoDisponible })
  .regex(STORED_IMAGE_NAME, IMAGE_MSG.imagenNoDisponible);
