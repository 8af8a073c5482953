import { and, asc, eq, sql } from 'drizzle-orm';
import {
  criteriosAceptacion,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  vehiculos,
} from '../../../db/schema/index';
import { CLIENTS, type TestApp } from '../../../../test/app';

/**
 * A small hand-built fleet of the demo client Transportes Andinos in years the demo data never reaches (it
 * covers the last two years), so every indicator can be computed by hand. Catalogue names start with 'IX'.
 *
 * Cost per km (COST_YEAR 2020), brand IX-MARCA model IXM1 size IXS-1 ("row 1") and IX-OTRA IXM2 IXS-1 ("row 2"):
 *   March, row 1, unit K: costs 400 / 410 / 390, km_total 50 000 (k_recorridos) / 62 000 (2 000 entered +
 *     40 000 of a closed record + 20 000 of an open one) / 48 000 → 1 200 ÷ 160 000 = 0.0075 (domain.md §5);
 *     plus a scrapped tyre (left out) and one with km_total 0 (left out).
 *   May, row 1, unit K: cost 200 over 10 000 km → 0.02. Row 1's year: 1 400 ÷ 170 000.
 *   March, row 2, unit K: cost 100 over 100 000 km → 0.001. KPI: 1 500 ÷ 270 000.
 *   March, row 1, unit H: cost 300 over 1 000 h → 0.3 (only in H).
 * Criteria of 2020: K 'IXM1 - IXS-1' (without brand) and K 'ix-otra ixm2 - ixs-1' (with brand, other case);
 * none for H.
 *
 * Retread index (RETREAD_YEAR 2021): 20 lives started in the year, 12 retreaded at levels 1×6, 2×4, 3×2:
 *   February: 8 new tyres registered, 6 registered already retreaded (R1) → 14 lives, 6 retreaded;
 *   April: 4 tyres (registered 2020, retreaded 2020-12 and again 2021-04, R2) and 2 (registered 2019,
 *     retreaded 2021-04, R3) → 6 lives, 6 retreaded.
 *   Left out: a scrapped tyre registered in February; a tyre registered in March 2021 whose retread of
 *     2022-01-10 started its current life in 2022.
 * 2022: that tyre (R1, January) and one retreaded 2022-06-01 at R8 (counts 7) → 2 lives, retreadability 4.
 * Criterion of 2021: índice de reencauche 0.6 / 0.4, tolerable 0.45–0.55; no retreadability criterion.
 */
export const COST_YEAR = 2020;
export const RETREAD_YEAR = 2021;
export const clientId = CLIENTS.andinos;

export interface IndicatorFleet {
  brandId: number;
  otherBrandId: number;
}

interface TyreSpec {
  serie: string;
  brand: number;
  model: number;
  size: number;
  fecha: string;
  unit?: 'K' | 'H';
  estado?: number;
  nuevo?: number;
  reencauches?: number;
  kEntered?: number;
  /** Purchase cost (USD). */
  cost?: number;
  /** Retread cost events: dates. */
  retreads?: string[];
}

async function insertTyre(t: TestApp, spec: TyreSpec): Promise<number> {
  const [row] = await t.db
    .insert(neumaticos)
    .values({
      id_cliente: clientId,
      num_serie: spec.serie,
      estado: spec.estado ?? 1,
      nuevo: spec.nuevo ?? 1,
      cantidad_reencauche: spec.reencauches ?? 0,
      id_marca: spec.brand,
      id_modelo: spec.model,
      id_medida: spec.size,
      remanente_original: '16',
      remanente_actual: '12',
      unidad_medida: spec.unit ?? 'K',
      k_recorridos: String(spec.kEntered ?? 0),
      precio: String(spec.cost ?? 0),
      tipo_moneda: 2,
      fecha_registro: spec.fecha,
    })
    .returning({ id: neumaticos.id });
  if (!row) throw new Error('tyre not created');
  const event = (motivo: number, fecha: string, costo: number, n: number) => ({
    id_cliente: clientId,
    id_neumatico: row.id,
    motivo,
    fecha,
    costo: String(costo),
    tipo_moneda: 2,
    costo_convertido: String(costo),
    nuevo: n === 0 ? (spec.nuevo ?? 1) : 0,
    n_reencauche: n,
  });
  const events = [
    ...(spec.cost !== undefined ? [event(0, spec.fecha, spec.cost, 0)] : []),
    ...(spec.retreads ?? []).map((fecha, index) => event(1, fecha, 50, index + 1)),
  ];
  if (events.length > 0) await t.db.insert(neumaticoCostos).values(events);
  return row.id;
}

async function catalogue(t: TestApp) {
  const [brand, other] = await t.db
    .insert(neumaticoMarcas)
    .values([{ descripcion: 'IX-MARCA' }, { descripcion: 'IX-OTRA' }])
    .returning({ id: neumaticoMarcas.id });
  if (!brand || !other) throw new Error('brands not created');
  const [model, otherModel] = await t.db
    .insert(neumaticoModelos)
    .values([
      { id_marca: brand.id, descripcion: 'IXM1' },
      { id_marca: other.id, descripcion: 'IXM2' },
    ])
    .returning({ id: neumaticoModelos.id });
  const [size] = await t.db
    .insert(neumaticoMedidas)
    .values({ ancho: '295', perfil: '80', aro: '22.5', descripcion: 'IXS-1' })
    .returning({ id: neumaticoMedidas.id });
  if (!model || !otherModel || !size) throw new Error('catalogue not created');
  return { brand: brand.id, other: other.id, model: model.id, otherModel: otherModel.id, size: size.id };
}

/** The cost-per-km fleet of COST_YEAR (see above). */
export async function buildCostFleet(t: TestApp): Promise<IndicatorFleet> {
  const c = await catalogue(t);
  const row1 = { brand: c.brand, model: c.model, size: c.size };
  const march = `${COST_YEAR}-03-10`;
  await insertTyre(t, { serie: 'IX-C1', ...row1, fecha: march, cost: 400, kEntered: 50_000 });
  const second = await insertTyre(t, { serie: 'IX-C2', ...row1, fecha: march, cost: 410, kEntered: 2_000 });
  await insertTyre(t, { serie: 'IX-C3', ...row1, fecha: `${COST_YEAR}-03-31`, cost: 390, kEntered: 48_000 });
  await insertTyre(t, { serie: 'IX-C4', ...row1, fecha: march, cost: 1000, kEntered: 1_000, estado: 0 });
  await insertTyre(t, { serie: 'IX-C5', ...row1, fecha: march, cost: 500 });
  await insertTyre(t, { serie: 'IX-C6', ...row1, fecha: `${COST_YEAR}-05-01`, cost: 200, kEntered: 10_000 });
  await insertTyre(t, {
    serie: 'IX-C7',
    brand: c.other,
    model: c.otherModel,
    size: c.size,
    fecha: march,
    cost: 100,
    kEntered: 100_000,
  });
  await insertTyre(t, { serie: 'IX-C8', ...row1, fecha: march, cost: 300, kEntered: 1_000, unit: 'H' });
  // Tyre 2's records: 40 000 km closed (moved into km_recorrido by the trigger), 20 000 km open so far.
  const [vehicle] = await t.db
    .select({ id: vehiculos.id, km: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number) })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.tipo_costo, 1)))
    .orderBy(asc(vehiculos.id))
    .limit(1);
  if (!vehicle || vehicle.km < 20_000) throw new Error('no demo vehicle with 20 000 km');
  await t.db.insert(neumaticoHistorial).values([
    {
      id_cliente: clientId,
      id_neumatico: second,
      id_vehiculo: vehicle.id,
      fecha_instalacion: `${COST_YEAR}-03-11`,
      km_instalacion: '0',
      fecha_retiro: `${COST_YEAR}-04-11`,
      km_retiro: '40000',
      motivo_retiro: 3,
    },
    {
      id_cliente: clientId,
      id_neumatico: second,
      id_vehiculo: vehicle.id,
      fecha_instalacion: `${COST_YEAR}-04-12`,
      km_instalacion: String(vehicle.km - 20_000),
    },
  ]);
  const criterion = (
    modelomedida: string,
    objetivo: number,
    deficiente: number,
    min: number,
    max: number,
  ) => ({
    id_cliente: clientId,
    costoindicador: 1,
    anio: COST_YEAR,
    modelomedida,
    criterioobjetivo: String(objetivo),
    criteriodeficiente: String(deficiente),
    tolerableminimo: String(min),
    tolerablemaximo: String(max),
  });
  await t.db
    .insert(criteriosAceptacion)
    .values([
      criterion('IXM1 - IXS-1', 0.0075, 0.01, 0.008, 0.009),
      criterion('ix-otra ixm2 - ixs-1', 0.002, 0.004, 0.002, 0.003),
    ]);
  return { brandId: c.brand, otherBrandId: c.other };
}

/** The retread fleet of RETREAD_YEAR and the year after (see above). */
export async function buildRetreadFleet(t: TestApp): Promise<void> {
  const c = await catalogue(t);
  const row = { brand: c.brand, model: c.model, size: c.size };
  const y = RETREAD_YEAR;
  let serial = 0;
  const tyre = (spec: Omit<TyreSpec, 'serie' | 'brand' | 'model' | 'size'>) =>
    insertTyre(t, { serie: `IX-R${++serial}`, ...row, ...spec });
  for (let i = 0; i < 8; i += 1) await tyre({ fecha: `${y}-02-10`, cost: 400 });
  for (let i = 0; i < 6; i += 1) await tyre({ fecha: `${y}-02-20`, nuevo: 0, reencauches: 1, cost: 200 });
  for (let i = 0; i < 4; i += 1)
    await tyre({ fecha: `${y - 1}-06-01`, reencauches: 2, retreads: [`${y - 1}-12-01`, `${y}-04-05`] });
  for (let i = 0; i < 2; i += 1)
    await tyre({ fecha: `${y - 2}-06-01`, reencauches: 3, retreads: [`${y}-04-20`] });
  await tyre({ fecha: `${y}-02-10`, estado: 0 });
  await tyre({ fecha: `${y}-03-01`, reencauches: 1, retreads: [`${y + 1}-01-10`] });
  await tyre({ fecha: `${y - 2}-01-01`, reencauches: 8, retreads: [`${y + 1}-06-01`] });
  await t.db.insert(criteriosAceptacion).values({
    id_cliente: clientId,
    costoindicador: 3,
    anio: y,
    modelomedida: '',
    criterioobjetivo: '0.6',
    criteriodeficiente: '0.4',
    tolerableminimo: '0.45',
    tolerablemaximo: '0.55',
    criterioobjetivo_calculo: '60',
    criteriodeficiente_calculo: '40',
  });
}
