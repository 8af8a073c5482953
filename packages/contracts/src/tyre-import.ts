/**
 * POST importar/neumatico (spec 1 §7): the answer is the import's text (IMPORT_MSG, IMPORT_SEPARATOR). Row
 * errors reuse the tyre form's messages (TYRE_MSG); these are the import's own, where the spec is silent
 * (docs/decisions/0013-tyre-import.md).
 */
export const TYRE_IMPORT_MSG = {
  registrados: (total: number) => `Se registraron ${total} neumáticos`,
  unaMoneda: 'Ingrese el precio en dólares o en soles, no en ambas columnas',
  fechaInvalida: 'Fecha registro debe ser una fecha (AAAA-MM-DD)',
  masErrores: (more: number) => `… y ${more} errores más`,
} as const;

/** Condición and unidad de medida as the template writes them (its help sheet lists them). */
export const TYRE_IMPORT_CONDITIONS = ['Nuevo', 'Reencauchado'] as const;
export const TYRE_IMPORT_UNITS = [
  { code: 'K', nombre: 'Kilómetros' },
  { code: 'H', nombre: 'Horas' },
] as const;
