import { z } from 'zod';
import { emailSchema, idSchema, INT4_MAX, requiredText } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';

/** Texts of the client screens (spec 1 §5, §8). */
export const CLIENT_MSG = {
  sinCaracteresEspeciales: 'No se permiten caracteres especiales',
  min6: 'Min 6 caracteres',
  max15: 'Max 15 caracteres',
  rucMax: 'Máximo 11 caracteres',
  sectorRequerido: 'Sector es requerido',
  sectorDuplicado: 'Sector duplicado',
  // The spec says only that a duplicate nickname is "an error state"; this is our text, in the style of §5.
  apodoDuplicado: 'Apodo duplicado',
  logoRequerido: 'Este Campo es Requerido.',
  guardado: 'Se guardo correctamente!',
  actualizado: 'Se actualizo correctamente!',
} as const;

/** Default cost indicator of a client (spec 1 §3): 1 per kilometre, 2 per hour. */
export const COSTO_LABEL: Record<number, string> = { 1: 'Costo por Kilometro', 2: 'Costo por hora' };
export const clientStatus = z.enum(['Activo', 'Inactivo']);

/** RUC: digits only, up to 11 (spec 1 §5). Blank reports only 'required'. */
export const rucSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, MSG.campoRequerido)
  .max(11, CLIENT_MSG.rucMax)
  .regex(/^\d*$/, MSG.soloNumeros);

/** Nickname (slug): letters and digits only, 6 to 15 characters. */
export const slugSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, MSG.campoRequerido)
  .regex(/^[A-Za-z0-9]*$/, CLIENT_MSG.sinCaracteresEspeciales)
  .max(15, CLIENT_MSG.max15)
  .refine((value) => value.length === 0 || value.length >= 6, CLIENT_MSG.min6);

/**
 * The `data` JSON of POST cliente/store from the 'Gestión de Clientes' dialog. `id` 0 or absent = new; `estado`
 * is read only on edit (a new client is active). The logo file travels beside it (required on create only).
 */
export const clientForm = z.object({
  id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  razon_social: requiredText(200),
  slug: slugSchema,
  ruc: rucSchema,
  id_sectors: z.coerce
    .number({ error: CLIENT_MSG.sectorRequerido })
    .int()
    .positive(CLIENT_MSG.sectorRequerido),
  direccion: requiredText(255),
  costo: z.coerce.number({ error: MSG.campoRequerido }).int().min(1, MSG.campoRequerido).max(2),
  estado: clientStatus.optional(),
});
export type ClientForm = z.infer<typeof clientForm>;

/** The `data` JSON of POST cliente/store from '/micuenta': the client's own profile (spec 1 §2.7). */
export const clientProfileForm = z.object({
  id: idSchema,
  razon_social: requiredText(200),
  ruc: rucSchema,
  direccion: requiredText(255),
});
export type ClientProfileForm = z.infer<typeof clientProfileForm>;

/** A client as the administration screens show it; `logo` is the browser URL of the logo or null. */
export const clientItem = z.object({
  id: z.number(),
  razon_social: z.string(),
  slug: z.string().nullable(),
  ruc: z.string().nullable(),
  id_sectors: z.number().nullable(),
  sector: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: clientStatus,
  costo: z.number(),
  logo: z.string().nullable(),
});
export type ClientItem = z.infer<typeof clientItem>;

/** GET cliente/index (our path: GET cliente stays the client-selection list). */
export const clientListQuery = pagedQueryWith(['id', 'razon_social', 'ruc', 'estado']);
export const clientListResponse = pagedResponse(clientItem);

/** POST cliente/show. */
export const clientShowRequest = z.object({ id_cliente: idSchema });
export const clientShowResponse = z.object({ success: z.object({ datos: clientItem }) });

/** POST cliente/store answer: `status` true and the saved client, with the spec's success text. */
export const clientStoreResponse = z.object({
  success: z.object({ status: z.literal(true), message: z.string(), resultado: clientItem }),
});

/** Sectors (GET sectors/index, POST sectors/create). */
export const sectorItem = z.object({ id: z.number(), name: z.string() });
export type SectorItem = z.infer<typeof sectorItem>;
export const sectorListResponse = z.object({ success: z.object({ resultado: z.array(sectorItem) }) });
export const sectorCreateRequest = z.object({ name: requiredText(100, CLIENT_MSG.sectorRequerido) });
export const sectorCreateResponse = z.object({ success: z.object({ resultado: sectorItem }) });

/** Contacts of a client (spec 1 §3): `reporte` = include in the consolidated report. */
export const contactForm = z.object({
  id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  id_cliente: idSchema,
  nombre: requiredText(150),
  correo: emailSchema,
  telefono: z
    .string({ error: MSG.campoRequerido })
    .trim()
    .min(1, MSG.campoRequerido)
    .max(20, MSG.demasiadoLargo(20))
    .regex(/^\d*$/, MSG.soloNumeros),
  cargo: requiredText(100),
  reporte: z.boolean().default(false),
});
export type ContactForm = z.input<typeof contactForm>;
export const contactItem = z.object({
  id: z.number(),
  id_cliente: z.number(),
  nombre: z.string(),
  correo: z.string(),
  telefono: z.string(),
  cargo: z.string(),
  reporte: z.boolean(),
});
export type ContactItem = z.infer<typeof contactItem>;
/** POST contacto/show: `id` is the client's. */
export const contactShowRequest = z.object({ id: idSchema });
export const contactListResponse = z.object({ success: z.object({ resultado: z.array(contactItem) }) });
export const contactStoreResponse = z.object({
  success: z.object({ message: z.string(), resultado: contactItem }),
});
