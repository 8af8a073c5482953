import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  IMPORT_MSG,
  IMPORT_SEPARATOR,
  TYRE_IMPORT_CONDITIONS,
  TYRE_IMPORT_MSG,
  TYRE_IMPORT_UNITS,
  TYRE_MSG,
  tyreFields,
  tyreForm,
  tyreSerial,
  type TyreFormInput,
} from '@huella/contracts';
import { CURRENCY, rateForDate, todayInLima, toUsd, type ExchangeRate } from '@huella/domain';
import type { Db } from '../../db/client';
import { type Actor, recordAction } from '../../lib/action-log';
import {
  empresasReencauche,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  tipoCambio,
} from '../../db/schema/index';
import { normalizeName, unknownValueMessage } from '../../lib/closest-match';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError } from '../../lib/http-errors';
import { assertNotCancelled, openSpreadsheet, type CellValue } from '../../lib/spreadsheet-import';
import { addExamplesSheet, examplesNote } from '../../lib/template-examples';
import { insertTyres, type NewTyre } from './tyres.service';

/**
 * The template's columns, in order (issue: imports); the import reads the same order (header text is not
 * matched). Mapping to the form's fields: docs/decisions/0013-tyre-import.md.
 */
export const TYRE_IMPORT_COLUMNS = [
  { header: 'Serie del cliente', key: 'num_serie', width: 18 },
  { header: 'Número de serie (DOT)', key: 'serie_cliente', width: 20 },
  { header: 'Fecha registro', key: 'fecha_registro', width: 14 },
  { header: 'Precio dólares', key: 'precio_dolares', width: 14 },
  { header: 'Precio soles', key: 'precio_soles', width: 14 },
  { header: 'Unidad de medida', key: 'unidad_medida', width: 16 },
  { header: 'Condición', key: 'condicion', width: 14 },
  { header: 'Cantidad de reencauches', key: 'cantidad_reencauche', width: 22 },
  { header: 'Presión recomendada', key: 'presion_recomendada', width: 19 },
  { header: 'Modelo', key: 'modelo', width: 16 },
  { header: 'Marca', key: 'marca', width: 16 },
  { header: 'Medida', key: 'medida', width: 14 },
  { header: 'Diseño de reencauche', key: 'disenio', width: 20 },
  { header: 'RUC reencauchadora', key: 'ruc', width: 16 },
  { header: 'Razón social reencauchadora', key: 'razon_social', width: 32 },
  { header: 'Km recorridos', key: 'k_recorridos', width: 14 },
  { header: 'Profundidad izquierda', key: 'profundidad_izquierda', width: 20 },
  { header: 'Profundidad media', key: 'profundidad_media', width: 18 },
  { header: 'Profundidad derecha', key: 'profundidad_derecha', width: 19 },
  { header: 'Remanente de reencauche', key: 'remanente_reencauche', width: 22 },
  { header: 'Remanente original', key: 'remanente_original', width: 18 },
] as const;

type ColumnKey = (typeof TYRE_IMPORT_COLUMNS)[number]['key'];
type RowInput = Record<ColumnKey, CellValue>;

/** Past this many lines the answer is cut: a whole wrong file would otherwise list tens of thousands. */
const MAX_ERROR_LINES = 1000;

/** Tread-depth columns that do not exist in the form: checked with the form's depth rule, named in the message. */
const DEPTH_COLUMNS = [
  { key: 'profundidad_izquierda', label: 'Profundidad izquierda' },
  { key: 'profundidad_media', label: 'Profundidad media' },
  { key: 'profundidad_derecha', label: 'Profundidad derecha' },
  { key: 'remanente_reencauche', label: 'Remanente de reencauche' },
] as const;
/** The form's depth messages do not say which depth; an import row has several, so the column is named. */
const FIELD_LABELS: Partial<Record<string, string>> = { remanente_original: 'Remanente original' };
const depthRule = tyreFields.shape.remanente_original;

const text = (cell: CellValue): string | null => (cell === null ? null : String(cell).trim() || null);

/** A date cell: yyyy-mm-dd (ExcelJS dates arrive so), dd/mm/yyyy, or an Excel day number; null when blank. */
function dateOf(cell: CellValue): string | null | undefined {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    const time = Date.UTC(1899, 11, 30) + Math.round(cell) * 86_400_000;
    return Number.isFinite(time) && cell > 0 ? new Date(time).toISOString().slice(0, 10) : undefined;
  }
  const value = String(cell).trim();
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = slashed
    ? `${slashed[3]}-${slashed[2]?.padStart(2, '0')}-${slashed[1]?.padStart(2, '0')}`
    : value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

interface Catalogue {
  brands: Map<string, { id: number; descripcion: string }>;
  modelsByBrand: Map<number, Map<string, { id: number; descripcion: string }>>;
  /** Brands holding a model name: a model typed under the wrong brand is told so. */
  brandsOfModel: Map<string, string[]>;
  measures: Map<string, { id: number; descripcion: string }>;
  designs: Map<string, { id: number; nombre: string }>;
  retreadersByRuc: Map<string, { id: number; ruc: string; razon_social: string }>;
  retreadersByName: Map<string, { id: number; ruc: string; razon_social: string }>;
}

/** The global tyre catalogue, keyed the way the catalogue compares names (upper case; accents ignored). */
async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [brands, models, measures, designs, retreaders] = await Promise.all([
    db.select().from(neumaticoMarcas).orderBy(asc(neumaticoMarcas.descripcion)),
    db.select().from(neumaticoModelos).orderBy(asc(neumaticoModelos.descripcion)),
    db.select().from(neumaticoMedidas).orderBy(asc(neumaticoMedidas.descripcion)),
    db.select().from(neumaticoDisenios).orderBy(asc(neumaticoDisenios.nombre)),
    db.select().from(empresasReencauche).orderBy(asc(empresasReencauche.razon_social)),
  ]);
  const modelsByBrand = new Map<number, Map<string, { id: number; descripcion: string }>>();
  const brandsOfModel = new Map<string, string[]>();
  const brandName = new Map(brands.map((row) => [row.id, row.descripcion]));
  for (const model of models) {
    const name = normalizeName(model.descripcion);
    const ofBrand = modelsByBrand.get(model.id_marca) ?? new Map();
    ofBrand.set(name, model);
    modelsByBrand.set(model.id_marca, ofBrand);
    brandsOfModel.set(name, [...(brandsOfModel.get(name) ?? []), brandName.get(model.id_marca) ?? '']);
  }
  return {
    brands: new Map(brands.map((row) => [normalizeName(row.descripcion), row])),
    modelsByBrand,
    brandsOfModel,
    measures: new Map(measures.map((row) => [normalizeName(row.descripcion), row])),
    designs: new Map(designs.map((row) => [normalizeName(row.nombre), row])),
    retreadersByRuc: new Map(retreaders.map((row) => [row.ruc, row])),
    retreadersByName: new Map(retreaders.map((row) => [normalizeName(row.razon_social), row])),
  };
}

/** The client's rates, newest first, so `rateForDate` picks what `findExchangeRate` would (domain.md §2). */
async function loadRates(db: Db, clientId: number): Promise<ExchangeRate[]> {
  const rows = await db
    .select({ fecha: tipoCambio.fecha, valor: tipoCambio.valor, estado: tipoCambio.estado })
    .from(tipoCambio)
    .where(eq(tipoCambio.id_cliente, clientId))
    .orderBy(desc(tipoCambio.fecha), desc(tipoCambio.id));
  return rows.map((row) => ({ fecha: row.fecha, valor: Number(row.valor), estado: row.estado }));
}

/** One catalogue cell: its id, null when blank, or an error naming the closest existing value. */
function lookup<T extends { id: number }>(
  cell: CellValue,
  map: Map<string, T>,
  label: string,
  nameOf: (row: T) => string,
  errors: string[],
): number | null {
  const value = text(cell);
  if (value === null) return null;
  const found = map.get(normalizeName(value));
  if (found) return found.id;
  errors.push(unknownValueMessage(label, value, Array.from(map.values(), nameOf)));
  return null;
}

const CONDITION_CODES = new Map<string, number>([
  ['NUEVO', 1],
  ['N', 1],
  ['1', 1],
  ['REENCAUCHADO', 0],
  ['R', 0],
  ['0', 0],
]);
const UNIT_CODES = new Map<string, string>(
  TYRE_IMPORT_UNITS.flatMap((unit) => [
    [unit.code, unit.code],
    [normalizeName(unit.nombre), unit.code],
  ]),
);

/** The retreader: by RUC when given, else by razón social; an unknown one names the closest. */
function retreaderOf(input: RowInput, catalogue: Catalogue, errors: string[]): number | null {
  const ruc = text(input.ruc);
  if (ruc !== null) {
    const found = catalogue.retreadersByRuc.get(ruc);
    if (found) return found.id;
    errors.push(
      unknownValueMessage(
        'RUC reencauchadora',
        ruc,
        Array.from(catalogue.retreadersByRuc.values(), (row) => row.ruc),
      ),
    );
    return null;
  }
  return lookup(
    input.razon_social,
    catalogue.retreadersByName,
    'Reencauchadora',
    (row) => row.razon_social,
    errors,
  );
}

/**
 * Maps one row to the form's input: names to catalogue ids, the two price columns to precio + tipo_moneda,
 * the three depths to remanente_actual (NSD = their minimum, domain.md §1). Unknown values go to `errors`.
 */
function toFormInput(input: RowInput, catalogue: Catalogue, errors: string[]) {
  const dollars = input.precio_dolares;
  const soles = input.precio_soles;
  if (dollars !== null && soles !== null) errors.push(TYRE_IMPORT_MSG.unaMoneda);
  const tipo_moneda = soles !== null && dollars === null ? CURRENCY.soles : CURRENCY.dollars;

  const conditionText = text(input.condicion);
  let nuevo: number | null = null;
  if (conditionText !== null) {
    nuevo = CONDITION_CODES.get(normalizeName(conditionText)) ?? null;
    if (nuevo === null) errors.push(unknownValueMessage('Condición', conditionText, TYRE_IMPORT_CONDITIONS));
  }
  const unitText = text(input.unidad_medida);
  let unidad: string | null = null;
  if (unitText !== null) {
    unidad = UNIT_CODES.get(normalizeName(unitText)) ?? null;
    if (unidad === null)
      errors.push(
        unknownValueMessage(
          'Unidad de medida',
          unitText,
          TYRE_IMPORT_UNITS.map((unit) => unit.code),
        ),
      );
  }
  const fecha = dateOf(input.fecha_registro);
  if (fecha === undefined) errors.push(TYRE_IMPORT_MSG.fechaInvalida);

  const id_marca = lookup(input.marca, catalogue.brands, 'Marca', (row) => row.descripcion, errors);
  let id_modelo: number | null = null;
  const modelText = text(input.modelo);
  const ofBrand = id_marca === null ? undefined : catalogue.modelsByBrand.get(id_marca);
  const otherBrands = modelText === null ? undefined : catalogue.brandsOfModel.get(normalizeName(modelText));
  if (id_marca !== null && modelText !== null && !ofBrand?.has(normalizeName(modelText)) && otherBrands)
    errors.push(`${TYRE_MSG.modeloDeOtraMarca}: "${modelText}" es de ${otherBrands.join(', ')}`);
  else if (id_marca !== null)
    id_modelo = lookup(input.modelo, ofBrand ?? new Map(), 'Modelo', (row) => row.descripcion, errors);
  const id_medida = lookup(input.medida, catalogue.measures, 'Medida', (row) => row.descripcion, errors);
  // Design and retreader only count for a retreaded tyre (the form clears them on a new one).
  const retreaded = nuevo === 0;
  const id_disenio = retreaded
    ? lookup(input.disenio, catalogue.designs, 'Diseño', (row) => row.nombre, errors)
    : null;
  const id_empresa = retreaded ? retreaderOf(input, catalogue, errors) : null;

  const depths: Partial<Record<(typeof DEPTH_COLUMNS)[number]['key'], number>> = {};
  for (const column of DEPTH_COLUMNS) {
    const cell = input[column.key];
    if (cell === null) continue;
    const parsed = depthRule.safeParse(cell);
    if (parsed.success) depths[column.key] = parsed.data;
    else errors.push(...parsed.error.issues.map((issue) => `${column.label}: ${issue.message}`));
  }
  const readings = [
    depths.profundidad_izquierda,
    depths.profundidad_media,
    depths.profundidad_derecha,
  ].filter((value) => value !== undefined);

  // Cells go to the form's schema as they are: it coerces and reports exactly what the form reports.
  const form: Record<keyof TyreFormInput, unknown> = {
    id: null,
    precio: tipo_moneda === CURRENCY.soles ? soles : dollars,
    tipo_moneda,
    nuevo: nuevo ?? undefined,
    cantidad_reencauche: input.cantidad_reencauche,
    id_disenio,
    id_empresa,
    // A blank or unknown value stays 0 so the form reports 'required' only when the cell was blank.
    id_marca: id_marca ?? (text(input.marca) === null ? null : -1),
    id_modelo: id_modelo ?? (text(input.modelo) === null || id_marca === null ? null : -1),
    id_medida: id_medida ?? (text(input.medida) === null ? null : -1),
    remanente_original: input.remanente_original,
    remanente_actual: readings.length > 0 ? Math.min(...readings) : input.remanente_original,
    presion_recomendada: input.presion_recomendada,
    unidad_medida: unidad ?? (unitText === null ? undefined : 'K'),
    k_recorridos: input.k_recorridos,
    fecha_registro: fecha ?? null,
  };
  return { form, remanenteReencauche: retreaded ? depths.remanente_reencauche : undefined };
}

/** The form's messages for a row, without those already explained by an unknown catalogue value. */
function formMessages(issues: { path: PropertyKey[]; message: string }[], input: RowInput): string[] {
  const messages = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    // The current tread comes from the readings (checked per column) or copies the original: never reported twice.
    if (field === 'remanente_actual') continue;
    // A typed but unknown brand/model/size/condition/unit was already reported with its closest value.
    if (['id_marca', 'id_modelo', 'id_medida'].includes(field)) {
      const key = field.slice(3) as ColumnKey;
      if (text(input[key]) !== null) continue;
    }
    if (field === 'nuevo' && text(input.condicion) !== null) continue;
    if (field === 'id_disenio' && text(input.disenio) !== null) continue;
    if (field === 'id_empresa' && (text(input.ruc) ?? text(input.razon_social)) !== null) continue;
    if (field === 'unidad_medida' && text(input.unidad_medida) !== null) continue;
    const label = FIELD_LABELS[field];
    messages.add(label ? `${label}: ${issue.message.trim()}` : issue.message.trim());
  }
  return [...messages];
}

const today = () => todayInLima();

/**
 * Rows written per statement, with a turn of the event loop between two: PGlite runs each statement on this
 * thread, and a few hundred rows keep that near 100 ms (bench/results/2026-11-23-imports.md).
 */
const WRITE_BATCH = 250;

/**
 * importar/neumatico: parse → map → validate every row with the tyre form's schema, catalogue names, serials
 * (in the file and already registered) and the exchange rate of its date → all or nothing. The file's caps are
 * checked first; catalogues, serials and rates are read once; rows are checked as they are read (only the valid
 * tyres are kept); the tyres and their purchase events are written in batches in one transaction.
 */
export async function importTyres(
  db: Db,
  params: { clientId: number; actor?: Actor; file: Buffer; signal?: AbortSignal },
): Promise<string> {
  const { clientId } = params;
  const rows = await openSpreadsheet(params.file, {
    columns: TYRE_IMPORT_COLUMNS.length,
    signal: params.signal,
  });
  const [catalogue, rates, registered] = await Promise.all([
    loadCatalogue(db),
    loadRates(db, clientId),
    db
      .select({ num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, clientId)),
  ]);
  const taken = new Set(registered.map((row) => row.num_serie.toUpperCase()));
  const rateByDate = new Map<string, number | undefined>();
  const rateOf = (date: string) => {
    if (!rateByDate.has(date)) rateByDate.set(date, rateForDate(rates, date)?.valor);
    return rateByDate.get(date);
  };

  // Only the lines the answer shows are kept; the rest are counted.
  const errors: string[] = [];
  let errorCount = 0;
  const valid: NewTyre[] = [];
  const seen = new Map<string, number>();
  let rowCount = 0;
  for await (const row of rows) {
    rowCount += 1;
    const input = Object.fromEntries(
      TYRE_IMPORT_COLUMNS.map((column, index) => [column.key, row.cells[index] ?? null]),
    ) as RowInput;
    const rowErrors: string[] = [];
    const serial = tyreSerial.safeParse({
      num_serie: text(input.num_serie) ?? '',
      serie_cliente: text(input.serie_cliente),
    });
    if (!serial.success) rowErrors.push(...new Set(serial.error.issues.map((issue) => issue.message)));
    else {
      const earlier = seen.get(serial.data.num_serie);
      if (earlier !== undefined) rowErrors.push(`${TYRE_MSG.serieDuplicada} (fila ${earlier})`);
      else if (taken.has(serial.data.num_serie))
        rowErrors.push(TYRE_MSG.serieRegistrada(serial.data.num_serie));
      else seen.set(serial.data.num_serie, row.rowNumber);
    }
    const { form, remanenteReencauche } = toFormInput(input, catalogue, rowErrors);
    const parsed = tyreForm.safeParse(form);
    if (!parsed.success) rowErrors.push(...formMessages(parsed.error.issues, input));
    if (parsed.success && serial.success && rowErrors.length === 0) {
      const neumatico = parsed.data;
      const fecha = neumatico.fecha_registro ?? today();
      const rate = neumatico.tipo_moneda === CURRENCY.soles ? rateOf(fecha) : undefined;
      const usd = toUsd(neumatico.precio, neumatico.tipo_moneda, rate);
      if (usd === null) rowErrors.push(TYRE_MSG.sinTipoCambio);
      // Once a row is wrong nothing is written: the valid ones need not be kept any more.
      else if (errorCount === 0)
        valid.push({
          ...serial.data,
          neumatico,
          fecha,
          usd,
          rate,
          rem_original: remanenteReencauche,
        });
    }
    for (const message of rowErrors) {
      errorCount += 1;
      if (errors.length < MAX_ERROR_LINES) errors.push(`Fila ${row.rowNumber}: ${message}`);
    }
  }
  if (rowCount === 0) return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${IMPORT_MSG.sinFilas}`;
  if (errorCount > 0) {
    if (errorCount > errors.length) errors.push(TYRE_IMPORT_MSG.masErrores(errorCount - errors.length));
    return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${errors.join('\n')}`;
  }
  assertNotCancelled(params.signal);
  try {
    await db.transaction(async (tx) => {
      for (let from = 0; from < valid.length; from += WRITE_BATCH) {
        await insertTyres(tx, { clientId, tyres: valid.slice(from, from + WRITE_BATCH) });
        if (from + WRITE_BATCH < valid.length) await nextTurn();
      }
      // One line in the action log per successful import, written with it (spec 3 §2.15).
      if (params.actor) {
        const total = valid.length;
        await recordAction(tx, params.actor, {
          modulo: 'neumaticos',
          accion: 'Importar',
          vista: 'Importar neumáticos',
          detalle: total === 1 ? '1 neumático importado' : `${total} neumáticos importados`,
        });
      }
    });
  } catch (error) {
    // Another save took one of the serials meanwhile: the unique index decides, nothing is written.
    if (isUniqueViolation(error)) throw new ConflictError(TYRE_MSG.serieDuplicada);
    throw error;
  }
  return TYRE_IMPORT_MSG.registrados(valid.length);
}

/**
 * The tyre template (.xlsx, generated): the data sheet with only the columns, an 'Ejemplos' sheet with two rows
 * from the current catalogue (a new tyre in dollars, a retreaded one in soles) that the import never reads
 * (ADR 0030), and a help sheet with the allowed values.
 */
export async function tyreTemplate(db: Db): Promise<Buffer> {
  const catalogue = await loadCatalogue(db);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Huella';
  const sheet = workbook.addWorksheet('neumaticos');
  const columns = TYRE_IMPORT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };

  const brand = [...catalogue.brands.values()].find((row) => catalogue.modelsByBrand.get(row.id)?.size);
  const model = brand ? [...(catalogue.modelsByBrand.get(brand.id)?.values() ?? [])][0] : undefined;
  const measure = [...catalogue.measures.values()][0];
  const design = [...catalogue.designs.values()][0];
  const retreader = [...catalogue.retreadersByRuc.values()][0];
  const date = today();
  const newTyre = {
    num_serie: 'NEU-0001',
    serie_cliente: '2324',
    fecha_registro: date,
    precio_dolares: 520,
    unidad_medida: 'K',
    condicion: 'Nuevo',
    presion_recomendada: 110,
    modelo: model?.descripcion ?? 'X MULTI Z',
    marca: brand?.descripcion ?? 'MICHELIN',
    medida: measure?.descripcion ?? '295/80R22.5',
    k_recorridos: 0,
    remanente_original: 17,
  };
  const retreadedTyre = {
    num_serie: 'NEU-0002',
    serie_cliente: '1823',
    fecha_registro: date,
    precio_soles: 750,
    unidad_medida: 'K',
    condicion: 'Reencauchado',
    cantidad_reencauche: 1,
    presion_recomendada: 110,
    modelo: model?.descripcion ?? 'X MULTI Z',
    marca: brand?.descripcion ?? 'MICHELIN',
    medida: measure?.descripcion ?? '295/80R22.5',
    disenio: design?.nombre ?? 'BANDAG BDR-HT',
    ruc: retreader?.ruc ?? '20100084768',
    razon_social: retreader?.razon_social ?? 'REENCAUCHADORA',
    k_recorridos: 45000,
    profundidad_izquierda: 14,
    profundidad_media: 15,
    profundidad_derecha: 14.5,
    remanente_reencauche: 16,
    remanente_original: 16,
  };
  addExamplesSheet(workbook, columns, [newTyre, retreadedTyre]);

  const help = workbook.addWorksheet('Ayuda');
  help.columns = [
    { header: 'Columna', width: 28 },
    { header: 'Valores permitidos', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow(['Ejemplos', examplesNote('neumaticos')]);
  help.addRow([
    'Serie del cliente',
    'Requerido; única por cliente (no repetida en el archivo ni registrada)',
  ]);
  help.addRow(['Número de serie (DOT)', 'Opcional']);
  help.addRow(['Fecha registro', 'AAAA-MM-DD; hoy si está vacía. El tipo de cambio es el de esa fecha']);
  help.addRow(['Precio dólares / Precio soles', 'Costo sin IGV: llene solo una de las dos columnas']);
  help.addRow([
    'Unidad de medida',
    TYRE_IMPORT_UNITS.map((unit) => `${unit.code} (${unit.nombre.toLowerCase()})`).join(', '),
  ]);
  help.addRow(['Condición', TYRE_IMPORT_CONDITIONS.join(', ')]);
  help.addRow(['Cantidad de reencauches', 'De 1 a 6, solo si es Reencauchado']);
  help.addRow(['Presión recomendada', 'PSI, de 0 a 160']);
  help.addRow(['Diseño / Reencauchadora', 'Solo si es Reencauchado; la reencauchadora se busca por RUC']);
  help.addRow(['Profundidad izquierda / media / derecha', 'mm, opcionales; el remanente actual es la menor']);
  help.addRow([
    'Remanente de reencauche',
    'mm, solo si es Reencauchado; el remanente original si está vacío',
  ]);
  help.addRow(['Remanente original', 'Requerido; mm, hasta 125']);
  help.addRow([]);
  const list = (title: string, values: string[]) => help.addRow([title, values.join(', ')]);
  for (const row of catalogue.brands.values()) {
    const models = [...(catalogue.modelsByBrand.get(row.id)?.values() ?? [])].map((m) => m.descripcion);
    list(`Modelos de ${row.descripcion}`, models);
  }
  list(
    'Medida',
    [...catalogue.measures.values()].map((row) => row.descripcion),
  );
  list(
    'Diseño de reencauche',
    [...catalogue.designs.values()].map((row) => row.nombre),
  );
  list(
    'Reencauchadoras (RUC)',
    [...catalogue.retreadersByRuc.values()].map((row) => `${row.ruc} ${row.razon_social}`),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
