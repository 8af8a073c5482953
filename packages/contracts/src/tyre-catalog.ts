import { z } from 'zod';
import { idSchema, INT4_MAX, requiredText } from './fields';

/**
 * Global tyre catalogues (architecture §6, spec 2 §3 Tyre master data): brand, model by brand, size
 * (measure), design and retreading company. Texts of spec 2 §5; where it is silent the text is ours
 * (docs/decisions/0011-tyres.md).
 */
export const TYRE_CATALOG_MSG = {
  descripcionRequerida: 'Descripción es requerido',
  nombreRequerido: 'Nombre es requerido',
  marcaRequerida: 'Marca es requerido',
  marcaDuplicada: 'Marca duplicada',
  modeloDuplicado: 'Modelo duplicado',
  disenioDuplicado: 'Diseño duplicado',
  anchoRequerido: 'Ancho es requerido',
  perfilRequerido: 'Perfil es requerido',
  aroRequerido: 'Aro es requerido',
  medidaDuplicada: 'Medida duplicada',
  medidaInvalida: 'Solo números o números decimales',
  rucRequerido: 'RUC es requerido',
  rucNumerico: 'RUC debe ser numérico, sin decimales, de hasta 11 dígitos',
  razonSocialRequerida: 'Razón social es requerido',
  rucDuplicado: 'RUC duplicado',
  agregado: 'Agregado',
} as const;

/** Stored uppercased with spaces collapsed (spec 2 §9), so the unique constraints are the "compared uppercased" check. */
const catalogName = (max: number, message: string) =>
  requiredText(max, message).transform((value) => value.replace(/\s+/g, ' ').toUpperCase());

/** Width, profile and rim: digits with an optional decimal part ('22.5', '12.00'). */
const measurePart = (message: string) =>
  requiredText(6, message).regex(/^$|^\d{1,3}(\.\d{1,2})?$/, TYRE_CATALOG_MSG.medidaInvalida);

/** The auto-built description of a size: width/profile R rim (spec 2 §3). */
export const measureDescription = (ancho: string, perfil: string, aro: string) =>
  `${ancho.trim()}/${perfil.trim()}R${aro.trim()}`;

export const tyreBrandForm = z.object({
  descripcion: catalogName(60, TYRE_CATALOG_MSG.descripcionRequerida),
});
export type TyreBrandForm = z.input<typeof tyreBrandForm>;
export const tyreBrand = z.object({ id: z.number(), descripcion: z.string() });
export type TyreBrand = z.infer<typeof tyreBrand>;

export const tyreModelForm = z.object({
  id_marca: z.coerce
    .number({ error: TYRE_CATALOG_MSG.marcaRequerida })
    .int(TYRE_CATALOG_MSG.marcaRequerida)
    .positive(TYRE_CATALOG_MSG.marcaRequerida)
    .max(INT4_MAX, TYRE_CATALOG_MSG.marcaRequerida),
  descripcion: catalogName(60, TYRE_CATALOG_MSG.descripcionRequerida),
});
export type TyreModelForm = z.input<typeof tyreModelForm>;
export const tyreModel = z.object({
  id: z.number(),
  id_marca: z.number(),
  descripcion: z.string(),
  marca: z.string(),
});
export type TyreModel = z.infer<typeof tyreModel>;

/**
 * The size dialog: width, profile, rim and a description built from them unless 'Activar descripción' is
 * ticked (then the user writes it, e.g. '11R22.5'). The server trusts the description it gets: the dialog
 * builds it.
 */
export const tyreMeasureForm = z.object({
  ancho: measurePart(TYRE_CATALOG_MSG.anchoRequerido),
  perfil: measurePart(TYRE_CATALOG_MSG.perfilRequerido),
  aro: measurePart(TYRE_CATALOG_MSG.aroRequerido),
  descripcion: catalogName(40, TYRE_CATALOG_MSG.descripcionRequerida),
});
export type TyreMeasureForm = z.input<typeof tyreMeasureForm>;
export const tyreMeasure = z.object({
  id: z.number(),
  ancho: z.string(),
  perfil: z.string(),
  aro: z.string(),
  descripcion: z.string(),
});
export type TyreMeasure = z.infer<typeof tyreMeasure>;

export const tyreDesignForm = z.object({ nombre: catalogName(60, TYRE_CATALOG_MSG.nombreRequerido) });
export type TyreDesignForm = z.input<typeof tyreDesignForm>;
export const tyreDesign = z.object({ id: z.number(), nombre: z.string() });
export type TyreDesign = z.infer<typeof tyreDesign>;

/** RUC: numeric, at most 11 digits, no decimals (spec 2 §5, §9). */
export const retreaderForm = z.object({
  ruc: z
    .string({ error: TYRE_CATALOG_MSG.rucRequerido })
    .trim()
    .min(1, TYRE_CATALOG_MSG.rucRequerido)
    .regex(/^$|^\d{1,11}$/, TYRE_CATALOG_MSG.rucNumerico),
  razon_social: catalogName(150, TYRE_CATALOG_MSG.razonSocialRequerida),
});
export type RetreaderForm = z.input<typeof retreaderForm>;
export const retreader = z.object({ id: z.number(), ruc: z.string(), razon_social: z.string() });
export type Retreader = z.infer<typeof retreader>;

/** Every master store call also names the client (spec 2 §7: each call carries id_cliente). */
const withClient = { id_cliente: idSchema };
export const tyreBrandStoreRequest = tyreBrandForm.extend(withClient);
export const tyreModelStoreRequest = tyreModelForm.extend(withClient);
export const tyreMeasureStoreRequest = tyreMeasureForm.extend(withClient);
export const tyreDesignStoreRequest = tyreDesignForm.extend(withClient);
export const retreaderStoreRequest = retreaderForm.extend(withClient);

/** Answers of the master store calls: id plus name, description or razon_social (and marca for a model), spec 2 §7. */
export const tyreBrandStoreResponse = z.object({
  message: z.string(),
  id: z.number(),
  descripcion: z.string(),
});
export const tyreModelStoreResponse = z.object({
  message: z.string(),
  id: z.number(),
  id_marca: z.number(),
  descripcion: z.string(),
  marca: z.string(),
});
export const tyreMeasureStoreResponse = z.object({ message: z.string() }).extend(tyreMeasure.shape);
export const tyreDesignStoreResponse = z.object({ message: z.string(), id: z.number(), nombre: z.string() });
export const retreaderStoreResponse = z.object({
  message: z.string(),
  id: z.number(),
  ruc: z.string(),
  razon_social: z.string(),
});

/** POST neumaticos/list: the five catalogues for the tyre dialog (spec 2 §7). */
export const tyreCatalogRequest = z.object({ id_cliente: idSchema });
export const tyreCatalogResponse = z.object({
  success: z.object({
    marcas: z.array(tyreBrand),
    modelos: z.array(tyreModel),
    medidas: z.array(tyreMeasure),
    disenios: z.array(tyreDesign),
    empresas: z.array(retreader),
  }),
});
export type TyreCatalog = z.infer<typeof tyreCatalogResponse>['success'];
