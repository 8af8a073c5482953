import {
  ACCESS_MSG,
  APPLICATION_MSG,
  CLIENT_MSG,
  CONFIGURATION_MSG,
  CRITERIA_MSG,
  EXCHANGE_RATE_MSG,
  LIFECYCLE_MSG,
  MSG,
  PLANT_MSG,
  SUBSCRIPTION_MSG,
  TYRE_CATALOG_MSG,
  TYRE_MSG,
  VEHICLE_CATALOG_MSG,
  VEHICLE_MSG,
} from '@huella/contracts';
import { ConflictError, HttpError } from './http-errors';

/** The fields of a PostgreSQL error the mapping reads (pg and PGlite raise the same shape). */
export interface PgError {
  code: string;
  constraint?: string;
}

const isPgError = (value: unknown): value is PgError =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  typeof value.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(value.code);

/** drizzle wraps driver errors (DrizzleQueryError, transaction errors): the PostgreSQL error sits on a cause. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return chain;
}

/** The PostgreSQL error on the error or its causes: its SQLSTATE and, for a constraint, the constraint's name. */
export function findPgError(error: unknown): PgError | undefined {
  return causes(error).find(isPgError);
}

/** PostgreSQL's unique_violation, raised the same way by pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23505';
}

/** Texts for what the database refuses and no service message covers (ADR 0017). */
export const DB_MSG = {
  registroDuplicado: 'El registro ya existe',
  registroEnUso: 'No se puede eliminar: otros registros lo usan',
  instalacionAbierta: 'El neumático ya tiene una instalación abierta',
} as const;

/**
 * Unique constraints whose duplicate has a service message: a request that loses a race against another gets
 * the same answer as the service's own check would have given it.
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  tipo_cambio_cliente_fecha: EXCHANGE_RATE_MSG.fechaDuplicada,
  sectors_nombre: CLIENT_MSG.sectorDuplicado,
  clientes_slug_unique: CLIENT_MSG.apodoDuplicado,
  vehiculos_cliente_placa: VEHICLE_MSG.placaDuplicada,
  neumaticos_cliente_serie: TYRE_MSG.serieDuplicada,
  neumatico_historial_abierto: DB_MSG.instalacionAbierta,
  neumatico_historial_posicion_abierta: LIFECYCLE_MSG.posicionOcupada,
  neumatico_scrap_neumatico: LIFECYCLE_MSG.yaEnScrap,
  plantas_cliente_nombre: PLANT_MSG.duplicada,
  aplicaciones_cliente_nombre: APPLICATION_MSG.duplicada,
  remanentes_aplicacion_cliente_aplicacion: APPLICATION_MSG.yaRegistrado,
  criterios_aceptacion_clave: CRITERIA_MSG.yaRegistrado,
  suscripciones_cliente: SUBSCRIPTION_MSG.duplicada,
  usuarios_email_unique: MSG.correoYaRegistrado,
  roles_name_unique: ACCESS_MSG.rolDuplicado,
  acciones_nombre: ACCESS_MSG.accionDuplicada,
  menus_path: ACCESS_MSG.rutaDuplicada,
  vehiculo_tipos_descripcion_unique: VEHICLE_CATALOG_MSG.tipoDuplicado,
  vehiculo_marcas_descripcion_unique: VEHICLE_CATALOG_MSG.marcaDuplicada,
  vehiculo_modelos_marca_descripcion: VEHICLE_CATALOG_MSG.modeloDuplicado,
  neumatico_marcas_descripcion_unique: TYRE_CATALOG_MSG.marcaDuplicada,
  neumatico_modelos_marca_descripcion: TYRE_CATALOG_MSG.modeloDuplicado,
  neumatico_medidas_descripcion_unique: TYRE_CATALOG_MSG.medidaDuplicada,
  neumatico_disenios_nombre_unique: TYRE_CATALOG_MSG.disenioDuplicado,
  empresas_reencauche_ruc_unique: TYRE_CATALOG_MSG.rucDuplicado,
  vehiculo_configuraciones_identidad: CONFIGURATION_MSG.duplicada,
};

/** Rules the database enforces with a trigger (migration 0013): a state conflict, not bad input. */
const RULE_MESSAGES: Record<string, string> = {
  neumaticos_scrap_terminal: LIFECYCLE_MSG.yaEnScrap,
  neumatico_eventos_solo_agregar: LIFECYCLE_MSG.eventoInmutable,
};

/** Bad input the database refused: invalid text, number out of range, bad date, too long, missing value. */
const INVALID_INPUT = new Set(['22P02', '22003', '22007', '22008', '22001', '23502', '23514']);

/** The failing statement drizzle kept on its wrapper, to tell a refused delete from a refused insert. */
function failedQuery(error: unknown): string {
  for (const link of causes(error)) {
    if (typeof link === 'object' && link && 'query' in link && typeof link.query === 'string')
      return link.query;
  }
  return '';
}

/**
 * The HTTP answer for an error the database raised (architecture §4, ADR 0017), or undefined when it is not
 * one: a duplicate is a 409 with the message of the rule it broke, a refused code, missing value or reference
 * a 422, a delete of a row others still use a 409. Only these fixed Spanish texts are sent: never the
 * constraint, the statement or its values.
 */
export function httpErrorFromDatabase(error: unknown): HttpError | undefined {
  const pgError = findPgError(error);
  if (!pgError) return undefined;
  if (pgError.code === '23505') {
    return new ConflictError(UNIQUE_MESSAGES[pgError.constraint ?? ''] ?? DB_MSG.registroDuplicado);
  }
  if (pgError.code === '23503') {
    return /^\s*delete\b/i.test(failedQuery(error))
      ? new ConflictError(DB_MSG.registroEnUso)
      : new HttpError(422, MSG.datosInvalidos);
  }
  const rule = pgError.code === '23514' ? RULE_MESSAGES[pgError.constraint ?? ''] : undefined;
  if (rule) return new ConflictError(rule);
  if (INVALID_INPUT.has(pgError.code)) return new HttpError(422, MSG.datosInvalidos);
  return undefined;
}

/** The constraint a database error names, for the server log only. */
export const constraintOf = (error: unknown): string | undefined => findPgError(error)?.constraint;
