import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  COST_TYPES,
  IMPORT_MSG,
  IMPORT_SEPARATOR,
  TYRE_STATES,
  VEHICLE_MSG,
  vehicleForm,
  type VehicleForm,
} from '@huella/contracts';
import { POSITION_COUNT, todayInLima } from '@huella/domain';
import type { Db } from '../../db/client';
import { type Actor, recordAction } from '../../lib/action-log';
import {
  aplicaciones,
  neumaticoHistorial,
  neumaticos,
  plantas,
  remanentesAplicacion,
  vehiculoConfiguracionPosiciones,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../../db/schema/index';
import { normalizeName, unknownValueMessage } from '../../lib/closest-match';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError } from '../../lib/http-errors';
import { assertNotCancelled, openSpreadsheet, type CellValue } from '../../lib/spreadsheet-import';
import { appendTyreEvents } from '../lifecycle/tyre-moves';
import { insertVehicles } from './vehicles.service';

/**
 * importar/vehiculo (spec 1 §2.7, §7): vehicles from Excel, each row checked with the vehicle form's rules, plus
 * an optional opening inventory: one column per position P1…P22 holding the serial of a tyre to install there
 * (docs/decisions/0014-vehicle-import-opening-inventory.md).
 */

/** The vehicle columns, in order; the import reads the same order (header text is not matched). */
export const VEHICLE_COLUMNS = [
  { header: 'Placa', key: 'placa', width: 12 },
  { header: 'Código', key: 'codigo', width: 12 },
  { header: 'Tipo', key: 'tipo', width: 18 },
  { header: 'Marca', key: 'marca', width: 16 },
  { header: 'Modelo', key: 'modelo', width: 18 },
  { header: 'Aplicación', key: 'aplicacion', width: 18 },
  { header: 'Tipo de costo', key: 'tipo_costo', width: 14 },
  { header: 'Configuración', key: 'configuracion', width: 32 },
  { header: 'Planta', key: 'planta', width: 24 },
  { header: 'Año de fabricación', key: 'fecha_fabricacion', width: 12 },
  { header: 'Kilometraje', key: 'kilometraje', width: 14 },
] as const;
type VehicleColumn = (typeof VEHICLE_COLUMNS)[number]['key'];

/**
 * 'Posición P1' … 'Posición P22': the tyre number on the vehicle, as the diagram labels it (P1…Pn of the
 * configuration), not the diagram slot.
 */
export const positionHeader = (posicion: number) => `Posición P${posicion}`;
export const IMPORT_COLUMN_COUNT = VEHICLE_COLUMNS.length + POSITION_COUNT;

/** Row texts of the import that the spec does not give (ours, docs/decisions/0014). */
export const VEHICLE_IMPORT_MSG = {
  placaRepetida: (fila: number) => `${VEHICLE_MSG.placaDuplicada} (fila ${fila})`,
  posicionInexistente: (configuracion: string) => `no existe en la configuración "${configuracion}"`,
  yaInstalado: (serie: string) => `el neumático ${serie} ya está instalado`,
  noListo: (serie: string, estado: string) => `el neumático ${serie} no está listo para instalar (${estado})`,
  repetido: (serie: string, fila: number) => `el neumático ${serie} ya se usa en la fila ${fila}`,
  otraUnidad: (serie: string, unidad: string, vehiculo: string) =>
    `el neumático ${serie} se mide en ${unidad} y el vehículo en ${vehiculo}`,
  registrados: (vehicles: number, tyres: number) =>
    (vehicles === 1 ? 'Se registró 1 vehículo' : `Se registraron ${vehicles} vehículos`) +
    (tyres === 0 ? '' : tyres === 1 ? ' y se instaló 1 neumático' : ` y se instalaron ${tyres} neumáticos`),
  enUso: 'Un neumático del archivo fue instalado por otro usuario; vuelva a cargar el archivo',
} as const;

/** What the import needs from the database, read once per file however many rows it has. */
export interface Catalogue {
  types: Map<string, { id: number; descripcion: string }>;
  brands: Map<string, { id: number; descripcion: string }>;
  /** Models by brand id, then by normalised name. */
  models: Map<number, Map<string, { id: number; descripcion: string }>>;
  configurations: Map<string, { id: number; nombre: string; id_tipo: number }[]>;
  /** Slots of each configuration by tyre number (posicion). */
  positions: Map<number, Map<number, { ubicacion: number; id_ejes: number }>>;
  applications: Map<string, { id: number; aplicacion: string; thresholds: boolean }>;
  plants: Map<string, { id: number; nombre: string }>;
  /** Lower-cased plates the client already has. */
  plates: Set<string>;
  tyres: Map<string, Tyre>;
}

interface Tyre {
  id: number;
  num_serie: string;
  estado: number;
  unidad_medida: string;
  nuevo: number;
  cantidad_reencauche: number;
  installed: boolean;
}

/** An installation record still open (domain.md §3: the tyre is on the vehicle). */
const openRecord = and(isNull(neumaticoHistorial.km_retiro), isNull(neumaticoHistorial.fecha_retiro));

const byName = <T>(rows: T[], name: (row: T) => string) =>
  new Map(rows.map((row) => [normalizeName(name(row)), row]));

export async function loadCatalogue(db: Db, clientId: number): Promise<Catalogue> {
  const [types, brands, models, configurations, positions, apps, thresholds, plants, plates, tyres, open] =
    await Promise.all([
      db.select({ id: vehiculoTipos.id, descripcion: vehiculoTipos.descripcion }).from(vehiculoTipos),
      db.select({ id: vehiculoMarcas.id, descripcion: vehiculoMarcas.descripcion }).from(vehiculoMarcas),
      db
        .select({
          id: vehiculoModelos.id,
          id_marca: vehiculoModelos.id_marca,
          descripcion: vehiculoModelos.descripcion,
        })
        .from(vehiculoModelos),
      db
        .select({
          id: vehiculoConfiguraciones.id,
          nombre: vehiculoConfiguraciones.nombre,
          id_tipo: vehiculoConfiguraciones.id_vehiculotipo,
        })
        .from(vehiculoConfiguraciones),
      db
        .select({
          id_configuracion: vehiculoConfiguracionPosiciones.id_configuracion,
          posicion: vehiculoConfiguracionPosiciones.posicion,
          ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
          id_ejes: vehiculoConfiguracionPosiciones.id_ejes,
        })
        .from(vehiculoConfiguracionPosiciones),
      db
        .select({ id: aplicaciones.id, aplicacion: aplicaciones.aplicacion })
        .from(aplicaciones)
        .where(eq(aplicaciones.id_cliente, clientId)),
      db
        .select({ id: remanentesAplicacion.id_aplicacion })
        .from(remanentesAplicacion)
        .where(eq(remanentesAplicacion.id_cliente, clientId)),
      db
        .select({ id: plantas.id, nombre: plantas.nombre })
        .from(plantas)
        .where(eq(plantas.id_cliente, clientId)),
      db
        .select({ placa: sql<string>`lower(${vehiculos.placa})` })
        .from(vehiculos)
        .where(eq(vehiculos.id_cliente, clientId)),
      db
        .select({
          id: neumaticos.id,
          num_serie: neumaticos.num_serie,
          estado: neumaticos.estado,
          unidad_medida: neumaticos.unidad_medida,
          nuevo: neumaticos.nuevo,
          cantidad_reencauche: neumaticos.cantidad_reencauche,
        })
        .from(neumaticos)
        .where(eq(neumaticos.id_cliente, clientId)),
      db
        .select({ id: neumaticoHistorial.id_neumatico })
        .from(neumaticoHistorial)
        .where(and(eq(neumaticoHistorial.id_cliente, clientId), openRecord)),
    ]);
  const withThresholds = new Set(thresholds.map((row) => row.id));
  const installed = new Set(open.map((row) => row.id));
  const modelsByBrand = new Map<number, Map<string, { id: number; descripcion: string }>>();
  for (const model of models) {
    const ofBrand = modelsByBrand.get(model.id_marca) ?? new Map();
    ofBrand.set(normalizeName(model.descripcion), model);
    modelsByBrand.set(model.id_marca, ofBrand);
  }
  const configurationsByName = new Map<string, { id: number; nombre: string; id_tipo: number }[]>();
  for (const configuration of configurations) {
    const key = normalizeName(configuration.nombre);
    configurationsByName.set(key, [...(configurationsByName.get(key) ?? []), configuration]);
  }
  const slots = new Map<number, Map<number, { ubicacion: number; id_ejes: number }>>();
  for (const slot of positions) {
    const ofConfiguration = slots.get(slot.id_configuracion) ?? new Map();
    ofConfiguration.set(slot.posicion, { ubicacion: slot.ubicacion, id_ejes: slot.id_ejes });
    slots.set(slot.id_configuracion, ofConfiguration);
  }
  return {
    types: byName(types, (row) => row.descripcion),
    brands: byName(brands, (row) => row.descripcion),
    models: modelsByBrand,
    configurations: configurationsByName,
    positions: slots,
    applications: byName(
      apps.map((app) => ({ ...app, thresholds: withThresholds.has(app.id) })),
      (row) => row.aplicacion,
    ),
    plants: byName(plants, (row) => row.nombre),
    plates: new Set(plates.map((row) => row.placa)),
    tyres: new Map(
      tyres.map((tyre) => [tyre.num_serie.toUpperCase(), { ...tyre, installed: installed.has(tyre.id) }]),
    ),
  };
}

/** A cell as text: numbers as typed (a plate or a year may come as a number), blanks and '-' as none. */
function textOf(cell: CellValue | undefined): string | null {
  if (cell === null || cell === undefined || typeof cell === 'boolean') return null;
  const text = String(cell).trim();
  return text === '' ? null : text;
}

/** 'Kilómetros' / 'Horas' (accents and case ignored), their codes 1 / 2, or the tyre units K / H. */
function costTypeOf(value: string): number | undefined {
  const wanted = normalizeName(value);
  if (wanted === '1' || wanted === 'K') return 1;
  if (wanted === '2' || wanted === 'H') return 2;
  const found = Object.entries(COST_TYPES).find(([, name]) => normalizeName(name) === wanted);
  return found ? Number(found[0]) : undefined;
}

const UNIT_WORDS: Record<string, string> = { K: 'kilómetros', H: 'horas' };
const COST_TYPE_UNITS: Record<number, string> = { 1: 'K', 2: 'H' };

interface PlannedInstall {
  tyre: Tyre;
  posicion: number;
  ubicacion: number;
  id_ejes: number;
}

interface PlannedVehicle {
  vehiculo: VehicleForm;
  installs: PlannedInstall[];
}

type Configuration = { id: number; nombre: string; id_tipo: number };
type Cell = (key: VehicleColumn) => string | null;

/** A name of a catalogue: found by its normalised form, or the row error naming the closest candidate. */
function lookup<T>(
  label: string,
  text: string | null,
  byName: Map<string, T>,
  candidates: () => Iterable<string>,
): { value?: T; error?: string } {
  if (!text) return {};
  const value = byName.get(normalizeName(text));
  return value ? { value } : { error: unknownValueMessage(label, text, candidates()) };
}

/**
 * The row's catalogue names as the form's ids. `errors` are keyed by the form field they explain, so the
 * schema's "required" for that field is not repeated; `undefined` marks a field that cannot be resolved
 * because another one failed (a model of an unknown brand).
 */
function resolveReferences(cell: Cell, catalogue: Catalogue) {
  const errors = new Map<string, string | undefined>();
  const names = <T extends { descripcion?: string; nombre?: string; aplicacion?: string }>(
    rows: Iterable<T>,
  ) => [...rows].map((row) => row.descripcion ?? row.nombre ?? row.aplicacion ?? '');

  const type = lookup('Tipo', cell('tipo'), catalogue.types, () => names(catalogue.types.values()));
  if (type.error) errors.set('id_tipo', type.error);
  const brand = lookup('Marca', cell('marca'), catalogue.brands, () => names(catalogue.brands.values()));
  if (brand.error) errors.set('id_marca', brand.error);

  const brandModels = brand.value ? (catalogue.models.get(brand.value.id) ?? new Map()) : undefined;
  const model = brandModels
    ? lookup('Modelo', cell('modelo'), brandModels, () => names(brandModels.values()))
    : {};
  if (model.error || (!brandModels && cell('modelo'))) errors.set('id_modelo', model.error);

  const application = lookup('Aplicación', cell('aplicacion'), catalogue.applications, () =>
    names([...catalogue.applications.values()].filter((a) => a.thresholds)),
  );
  if (application.error) errors.set('ruta', application.error);
  else if (application.value && !application.value.thresholds)
    errors.set('ruta', VEHICLE_MSG.aplicacionSinRemanentes);

  const costText = cell('tipo_costo');
  const costType = costText ? costTypeOf(costText) : undefined;
  if (costText && costType === undefined)
    errors.set('tipo_costo', unknownValueMessage('Tipo de costo', costText, Object.values(COST_TYPES)));

  // Configuration names are unique per vehicle type only: the row's type picks among the homonyms.
  const configuracionText = cell('configuracion');
  let configuration: Configuration | undefined;
  if (configuracionText && !type.value) errors.set('id_configuracion', undefined);
  else if (configuracionText && type.value) {
    const typeId = type.value.id;
    const named = catalogue.configurations.get(normalizeName(configuracionText)) ?? [];
    configuration = named.find((c) => c.id_tipo === typeId);
    if (!configuration && named.length > 0)
      errors.set('id_configuracion', VEHICLE_MSG.configuracionDeOtroTipo);
    else if (!configuration) {
      const ofType = [...catalogue.configurations.values()].flat().filter((c) => c.id_tipo === typeId);
      errors.set('id_configuracion', unknownValueMessage('Configuración', configuracionText, names(ofType)));
    }
  }

  const plantaText = cell('planta') === '-' ? null : cell('planta');
  const plant = lookup('Planta', plantaText, catalogue.plants, () => names(catalogue.plants.values()));
  if (plant.error) errors.set('id_planta', plant.error);

  return {
    errors,
    costType,
    configuration,
    ids: {
      id_tipo: type.value?.id ?? null,
      id_marca: brand.value?.id ?? null,
      id_modelo: model.value?.id ?? null,
      ruta: application.value?.id ?? null,
      tipo_costo: costType ?? null,
      id_configuracion: configuration?.id ?? null,
      id_planta: plant.value?.id ?? null,
    },
  };
}

/** What earlier rows of the file used, and how many closest-serial hints may still be computed. */
interface Seen {
  plates: Map<string, number>;
  tyres: Map<number, number>;
  /** A hint compares with every serial of the client: a file of unknown serials gets a bounded number. */
  serialHints: number;
}

/** One serial of a position column: the tyre, or why it cannot go there (domain.md §3–§4). */
function checkTyre(
  serie: string,
  rowNumber: number,
  catalogue: Catalogue,
  costType: number | undefined,
  seen: Seen,
): { tyre?: Tyre; problems: string[] } {
  const tyre = catalogue.tyres.get(serie);
  if (!tyre) {
    seen.serialHints -= 1;
    const candidates = seen.serialHints >= 0 ? catalogue.tyres.keys() : [];
    return { problems: [unknownValueMessage('Neumático', serie, candidates)] };
  }
  const problems: string[] = [];
  const earlier = seen.tyres.get(tyre.id);
  if (earlier !== undefined) problems.push(VEHICLE_IMPORT_MSG.repetido(tyre.num_serie, earlier));
  else seen.tyres.set(tyre.id, rowNumber);
  if (tyre.installed || tyre.estado === 3) problems.push(VEHICLE_IMPORT_MSG.yaInstalado(tyre.num_serie));
  else if (tyre.estado !== 1 && tyre.estado !== 5)
    problems.push(
      VEHICLE_IMPORT_MSG.noListo(tyre.num_serie, TYRE_STATES[tyre.estado] ?? String(tyre.estado)),
    );
  // domain.md §4: a tyre measured in K goes only on a vehicle costed per km, H only per hour.
  const vehicleUnit = costType === undefined ? undefined : COST_TYPE_UNITS[costType];
  if (vehicleUnit && vehicleUnit !== tyre.unidad_medida)
    problems.push(
      VEHICLE_IMPORT_MSG.otraUnidad(
        tyre.num_serie,
        UNIT_WORDS[tyre.unidad_medida] ?? tyre.unidad_medida,
        UNIT_WORDS[vehicleUnit] ?? vehicleUnit,
      ),
    );
  return { tyre, problems };
}

/** The position columns: each serial checked and placed on its slot of the vehicle's configuration. */
function checkInventory(
  cells: CellValue[],
  rowNumber: number,
  catalogue: Catalogue,
  vehicle: { configuration: Configuration | undefined; costType: number | undefined },
  seen: Seen,
): { installs: PlannedInstall[]; errors: string[] } {
  const installs: PlannedInstall[] = [];
  const errors: string[] = [];
  const { configuration } = vehicle;
  const slots = configuration ? catalogue.positions.get(configuration.id) : undefined;
  for (let posicion = 1; posicion <= POSITION_COUNT; posicion += 1) {
    const serie = textOf(cells[VEHICLE_COLUMNS.length + posicion - 1])?.toUpperCase();
    if (!serie) continue;
    const problems: string[] = [];
    const slot = slots?.get(posicion);
    if (configuration && !slot) problems.push(VEHICLE_IMPORT_MSG.posicionInexistente(configuration.nombre));
    const checked = checkTyre(serie, rowNumber, catalogue, vehicle.costType, seen);
    problems.push(...checked.problems);
    errors.push(...problems.map((problem) => `${positionHeader(posicion)}: ${problem}`));
    if (slot && checked.tyre) installs.push({ tyre: checked.tyre, posicion, ...slot });
  }
  return { installs, errors };
}

/**
 * One row: catalogue names resolved to ids (an unknown name names the closest one), then the vehicle form's
 * schema (so its messages are the form's), then the plate and the opening inventory. Returns the row's error
 * messages, or the planned vehicle.
 */
function checkRow(
  cells: CellValue[],
  rowNumber: number,
  catalogue: Catalogue,
  seen: Seen,
): { errors: string[] } | { planned: PlannedVehicle } {
  const cell: Cell = (key) => textOf(cells[VEHICLE_COLUMNS.findIndex((column) => column.key === key)]);
  const references = resolveReferences(cell, catalogue);
  const errors = [...references.errors.values()].filter((message) => message !== undefined);

  const parsed = vehicleForm.safeParse({
    ...references.ids,
    placa: cell('placa'),
    codigo: cell('codigo'),
    fecha_fabricacion: cell('fecha_fabricacion'),
    kilometraje: cell('kilometraje'),
  });
  for (const issue of parsed.error?.issues ?? [])
    if (!references.errors.has(String(issue.path[0] ?? ''))) errors.push(issue.message.trim());

  const placa = (cell('placa') ?? '').toLowerCase();
  if (placa) {
    const earlier = seen.plates.get(placa);
    if (catalogue.plates.has(placa)) errors.push(VEHICLE_MSG.placaDuplicada);
    else if (earlier !== undefined) errors.push(VEHICLE_IMPORT_MSG.placaRepetida(earlier));
    else seen.plates.set(placa, rowNumber);
  }

  const inventory = checkInventory(cells, rowNumber, catalogue, references, seen);
  errors.push(...inventory.errors);
  if (errors.length > 0 || !parsed.success) return { errors: [...new Set(errors)] };
  return { planned: { vehiculo: parsed.data, installs: inventory.installs } };
}

/** '5300.59' → '5300.5' (text, so no binary rounding moves it up); blank → '0'. */
function oneDecimalDown(km: string | null | undefined): string {
  const [whole = '0', decimals = ''] = (km || '0').split('.');
  return `${Number(whole)}.${decimals.slice(0, 1) || '0'}`;
}

/**
 * Rows written per statement, with a turn of the event loop between two: PGlite runs each statement on this
 * thread, and a few hundred rows keep that near 100 ms (bench/results/2026-11-23-imports.md).
 */
const WRITE_BATCH = 250;

/**
 * Writes the vehicles and their opening inventory in one transaction: tyres first, guarded by their state, so
 * a tyre installed meanwhile by someone else (or a plate registered meanwhile) rolls everything back.
 */
async function writeImport(
  db: Db,
  { clientId, userId, actor }: { clientId: number; userId: number | null; actor?: Actor },
  planned: PlannedVehicle[],
): Promise<number> {
  const installs = planned.flatMap((row) => row.installs.map((install) => ({ ...install, row })));
  const tyreIds = installs.map((install) => install.tyre.id);
  const stateBefore = new Map(installs.map((install) => [install.tyre.id, install.tyre.estado]));
  const fecha = todayInLima();
  try {
    await db.transaction(async (tx) => {
      for (let start = 0; start < tyreIds.length; start += WRITE_BATCH) {
        const batch = tyreIds.slice(start, start + WRITE_BATCH);
        const updated = await tx
          .update(neumaticos)
          .set({ estado: 3, updated_at: new Date() })
          .where(
            and(
              eq(neumaticos.id_cliente, clientId),
              inArray(neumaticos.id, batch),
              inArray(neumaticos.estado, [1, 5]),
              notInArray(
                neumaticos.id,
                tx.select({ id: neumaticoHistorial.id_neumatico }).from(neumaticoHistorial).where(openRecord),
              ),
            ),
          )
          .returning({ id: neumaticos.id });
        if (updated.length !== batch.length) throw new ConflictError(VEHICLE_IMPORT_MSG.enUso);
        await nextTurn();
      }
      const idByPlate = new Map<string, number>();
      for (let start = 0; start < planned.length; start += WRITE_BATCH) {
        const batch = planned.slice(start, start + WRITE_BATCH).map((row) => row.vehiculo);
        for (const vehicle of await insertVehicles(tx, { clientId, vehiculos: batch }))
          idByPlate.set(vehicle.placa, vehicle.id);
        await nextTurn();
      }
      const history = installs.map(({ tyre, posicion, ubicacion, id_ejes, row }) => ({
        id_cliente: clientId,
        id_neumatico: tyre.id,
        id_vehiculo: idByPlate.get(row.vehiculo.placa) ?? null,
        placa: row.vehiculo.placa,
        posicion,
        ubicacion,
        id_ejes,
        n_reencauche: tyre.cantidad_reencauche,
        nuevo: tyre.nuevo,
        fecha_instalacion: fecha,
        // The vehicle's initial reading: the tyre starts counting from it (domain.md §4). The record keeps one
        // decimal (the vehicle two): rounded down, so the distance run is never negative.
        km_instalacion: oneDecimalDown(row.vehiculo.kilometraje),
      }));
      for (let start = 0; start < history.length; start += WRITE_BATCH) {
        const batch = history.slice(start, start + WRITE_BATCH);
        await tx.insert(neumaticoHistorial).values(batch);
        // Each opening installation is a movement of its tyre like any other (architecture §6).
        await appendTyreEvents(
          tx,
          batch.map((record) => ({
            clientId,
            userId,
            tyreId: record.id_neumatico,
            tipo: 'instalacion',
            fecha: record.fecha_instalacion,
            km: Number(record.km_instalacion),
            vehicleId: record.id_vehiculo,
            ubicacion: record.ubicacion,
            estadoAnterior: stateBefore.get(record.id_neumatico) ?? null,
            estado: 3,
          })),
        );
        await nextTurn();
      }
      // One line in the action log per successful import, written with it (spec 3 §2.15).
      if (actor) {
        const total = planned.length;
        await recordAction(tx, actor, {
          modulo: 'vehiculos',
          accion: 'Importar',
          vista: 'Importar vehículos',
          detalle: total === 1 ? '1 vehículo importado' : `${total} vehículos importados`,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_MSG.placaDuplicada);
    throw error;
  }
  return installs.length;
}

/**
 * importar/vehiculo: parse → resolve names → validate every row → all or nothing. Answers the spec's text: a
 * summary, or 'Error al Cargar Datos&&&&' followed by one 'Fila N: mensaje' per line. The file's caps are
 * checked first; rows are checked as they are read.
 */
export async function importVehicles(
  db: Db,
  params: { clientId: number; userId?: number; actor?: Actor; file: Buffer; signal?: AbortSignal },
): Promise<string> {
  const rows = await openSpreadsheet(params.file, { columns: IMPORT_COLUMN_COUNT, signal: params.signal });
  const catalogue = await loadCatalogue(db, params.clientId);
  const seen: Seen = { plates: new Map(), tyres: new Map(), serialHints: 200 };
  const errors: string[] = [];
  const planned: PlannedVehicle[] = [];
  let rowCount = 0;
  for await (const row of rows) {
    rowCount += 1;
    const outcome = checkRow(row.cells, row.rowNumber, catalogue, seen);
    if ('errors' in outcome)
      errors.push(...outcome.errors.map((message) => `Fila ${row.rowNumber}: ${message}`));
    // Once a row is wrong nothing is written: the valid ones need not be kept any more.
    else if (errors.length === 0) planned.push(outcome.planned);
  }
  if (rowCount === 0) return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${IMPORT_MSG.sinFilas}`;
  if (errors.length > 0) return `${IMPORT_MSG.error}${IMPORT_SEPARATOR}${errors.join('\n')}`;
  assertNotCancelled(params.signal);
  const installed = await writeImport(
    db,
    { clientId: params.clientId, userId: params.userId ?? null, actor: params.actor },
    planned,
  );
  return VEHICLE_IMPORT_MSG.registrados(planned.length, installed);
}
