import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  CRITERIA_INDICATORS,
  CRITERIA_MSG,
  criterionForm,
  type CriterionForm,
  IMPORT_MSG,
  IMPORT_SEPARATOR,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { type Actor, recordAction } from '../../lib/action-log';
import { criteriosAceptacion } from '../../db/schema/index';
import { assertNotCancelled, openSpreadsheet, type CellValue } from '../../lib/spreadsheet-import';
import { addExamplesSheet, examplesNote } from '../../lib/template-examples';
import { insertCriteria } from './acceptance-criteria.service';

/** The template's columns, in order; the import reads the same order (header text is not matched). */
export const CRITERIA_COLUMNS = [
  { header: 'Indicador', key: 'costoindicador', width: 28 },
  { header: 'Año', key: 'anio', width: 8 },
  { header: 'Modelo - Medida', key: 'modelomedida', width: 34 },
  { header: 'Criterio objetivo', key: 'criterioobjetivo', width: 18 },
  { header: 'Criterio deficiente', key: 'criteriodeficiente', width: 19 },
  { header: 'Tolerable mínimo', key: 'tolerableminimo', width: 17 },
  { header: 'Tolerable máximo', key: 'tolerablemaximo', width: 17 },
  { header: 'Criterio objetivo (%)', key: 'criterioobjetivo_calculo', width: 21 },
  { header: 'Criterio deficiente (%)', key: 'criteriodeficiente_calculo', width: 22 },
] as const;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The indicator cell: its name (accents and case ignored) or its code 1–4. */
function indicatorOf(cell: CellValue): CellValue {
  if (typeof cell !== 'string') return cell;
  const found = CRITERIA_INDICATORS.find((indicator) => normalize(indicator.nombre) === normalize(cell));
  return found ? found.id : cell;
}

/**
 * The criteria template (.xlsx, generated): the data sheet with only the columns, an 'Ejemplos' sheet with two
 * rows that the import never reads (ADR 0030) and the indicator names.
 */
export async function criteriaTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Huella';
  const sheet = workbook.addWorksheet('criterio_aceptacion');
  const columns = CRITERIA_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  const year = new Date().getFullYear();
  addExamplesSheet(workbook, columns, [
    ['Costo por kilómetro', year, 'MICHELIN X MULTI Z - 295/80R22.5', 0.012, 0.02, 0.012, 0.022],
    ['Índice de reencauche', year, null, null, null, 0.4, 0.6, 60, 40],
  ]);
  const help = workbook.addWorksheet('Indicadores');
  help.columns = [
    { header: 'Indicador', width: 30 },
    { header: 'Notas', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow(['Costo por kilómetro', 'Objetivo > 0 y ≤ 5; requiere Modelo - Medida']);
  help.addRow(['Costo por hora', 'Objetivo > 0 y ≤ 5; requiere Modelo - Medida']);
  help.addRow(['Índice de reencauche', 'Ingrese los criterios en %: 0, o de 1 a 100']);
  help.addRow(['Índice de reencauchabilidad', 'Objetivo y deficiente ≤ 10']);
  help.addRow([]);
  help.addRow([examplesNote('criterio_aceptacion')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Rows written per statement, with a turn of the event loop between two: PGlite runs each statement on this
 * thread, and a few hundred rows keep that near 100 ms (bench/results/2026-11-23-imports.md).
 */
const WRITE_BATCH = 250;

/** The client's registered criteria, keyed as `isCriterionRegistered` compares them (exact text). */
async function registeredKeys(db: Db, clientId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      costoindicador: criteriosAceptacion.costoindicador,
      anio: criteriosAceptacion.anio,
      modelomedida: criteriosAceptacion.modelomedida,
    })
    .from(criteriosAceptacion)
    .where(eq(criteriosAceptacion.id_cliente, clientId));
  return new Set(rows.map((row) => `${row.costoindicador}|${row.anio}|${row.modelomedida}`));
}

/**
 * importar/criterio: parse → map → validate every row with the form's schema → all or nothing. Answers the
 * spec's text: a summary, or 'Error al Cargar Datos&&&&' followed by one 'Fila N: mensaje' per line. The
 * file's caps are checked first; rows are checked as they are read, against the client's criteria read once.
 */
export async function importCriteria(
  db: Db,
  params: { clientId: number; actor?: Actor; file: Buffer; signal?: AbortSignal },
): Promise<string> {
  const rows = await openSpreadsheet(params.file, {
    columns: CRITERIA_COLUMNS.length,
    signal: params.signal,
  });
  const registered = await registeredKeys(db, params.clientId);
  const errors: string[] = [];
  const valid: CriterionForm[] = [];
  const seen = new Map<string, number>();
  let rowCount = 0;
  for await (const row of rows) {
    rowCount += 1;
    const input = Object.fromEntries(CRITERIA_COLUMNS.map((column, index) => [column.key, row.cells[index]]));
    input.costoindicador = indicatorOf(input.costoindicador ?? null);
    if (typeof input.modelomedida === 'number') input.modelomedida = String(input.modelomedida);
    const parsed = criterionForm.safeParse(input);
    if (!parsed.success) {
      const messages = new Set(parsed.error.issues.map((issue) => issue.message.trim()));
      for (const message of messages) errors.push(`Fila ${row.rowNumber}: ${message}`);
      continue;
    }
    const criterio = { ...parsed.data, id: null };
    const key = `${criterio.costoindicador}|${criterio.anio}|${criterio.modelomedida.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push(`Fila ${row.rowNumber}: ${CRITERIA_MSG.yaRegistrado.trim()} (fila ${earlier})`);
      continue;
    }
    seen.set(key, row.rowNumber);
    if (registered.has(`${criterio.costoindicador}|${criterio.anio}|${criterio.modelomedida}`)) {
      errors.push(`Fila ${row.rowNumber}: ${CRITERIA_MSG.yaRegistrado.trim()}`);
      continue;
    }
    valid.push(criterio);
  }
  if (rowCount === 0) return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${IMPORT_MSG.sinFilas}`;
  if (errors.length > 0) return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${errors.join('\n')}`;
  assertNotCancelled(params.signal);
  await db.transaction(async (tx) => {
    for (let from = 0; from < valid.length; from += WRITE_BATCH) {
      await insertCriteria(tx, {
        clientId: params.clientId,
        criterios: valid.slice(from, from + WRITE_BATCH),
      });
      await nextTurn();
    }
    // One line in the action log per successful import, written with it (spec 3 §2.15).
    if (params.actor) {
      await recordAction(tx, params.actor, {
        modulo: 'catalogos',
        accion: 'Importar',
        vista: 'Importar criterios',
        detalle: `${valid.length} criterios de aceptación importados`,
      });
    }
  });
  return `Se registraron ${valid.length} criterios de aceptación`;
}
