import { eq, inArray } from 'drizzle-orm';
import { CURRENCY, rateForDate, toUsd, type ExchangeRate } from '@huella/domain';
import type { Db, Tx } from '../client';
import {
  clientes,
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  tipoCambio,
} from '../schema/index';

/** Tyre brands and models a Peruvian fleet runs (global catalogue). */
const BRANDS: Record<string, string[]> = {
  MICHELIN: ['X MULTI Z', 'X MULTI D', 'XDY-3'],
  BRIDGESTONE: ['R268', 'M729', 'VRLS'],
  GOODYEAR: ['G686', 'KMAX S', 'RL-4J'],
  CONTINENTAL: ['HDR2', 'HSR2'],
  FIRESTONE: ['FS400', 'FD663'],
  'DOUBLE COIN': ['RR202', 'RLB490', 'REM-2'],
  TRIANGLE: ['TR691', 'TRD06', 'TB598'],
};

/** Sizes: auto-built descriptions and the usual inch sizes, which are typed (the 'Activar descripción' case). */
const MEASURES = [
  { ancho: '295', perfil: '80', aro: '22.5', descripcion: '295/80R22.5' },
  { ancho: '315', perfil: '80', aro: '22.5', descripcion: '315/80R22.5' },
  { ancho: '11', perfil: '90', aro: '22.5', descripcion: '11R22.5' },
  { ancho: '12.00', perfil: '90', aro: '24', descripcion: '12.00R24' },
  { ancho: '27.00', perfil: '90', aro: '49', descripcion: '27.00R49' },
];

const DESIGNS = ['BANDAG BDR-HT', 'BANDAG BTL-SA', 'VIPAL VT 240', 'VIPAL DV-RM', 'MARANGONI RDR'];

const RETREADERS = [
  { ruc: '20100084768', razon_social: 'REENCAUCHADORA VULCO PERÚ S.A.' },
  { ruc: '20505670443', razon_social: 'REENCAUCHADORA RENOVA S.A.C.' },
];

/** What each demo client runs: a highway hauler on km, a mine on hours for its haul trucks. */
const FLEETS: Record<
  string,
  {
    prefix: string;
    lines: { brand: string; model: string; size: string; usd: number; unit: 'K' | 'H'; tread: number }[];
  }
> = {
  tandinos: {
    prefix: 'TA',
    lines: [
      { brand: 'MICHELIN', model: 'X MULTI Z', size: '295/80R22.5', usd: 520, unit: 'K', tread: 17 },
      { brand: 'MICHELIN', model: 'X MULTI D', size: '295/80R22.5', usd: 545, unit: 'K', tread: 22 },
      { brand: 'BRIDGESTONE', model: 'R268', size: '295/80R22.5', usd: 470, unit: 'K', tread: 16 },
      { brand: 'BRIDGESTONE', model: 'M729', size: '11R22.5', usd: 455, unit: 'K', tread: 24 },
      { brand: 'GOODYEAR', model: 'G686', size: '11R22.5', usd: 430, unit: 'K', tread: 23 },
      { brand: 'CONTINENTAL', model: 'HDR2', size: '315/80R22.5', usd: 505, unit: 'K', tread: 22 },
      { brand: 'CONTINENTAL', model: 'HSR2', size: '315/80R22.5', usd: 495, unit: 'K', tread: 18 },
      { brand: 'FIRESTONE', model: 'FS400', size: '295/80R22.5', usd: 390, unit: 'K', tread: 16 },
      { brand: 'DOUBLE COIN', model: 'RR202', size: '295/80R22.5', usd: 285, unit: 'K', tread: 16 },
      { brand: 'TRIANGLE', model: 'TR691', size: '11R22.5', usd: 260, unit: 'K', tread: 22 },
    ],
  },
  cordisur: {
    prefix: 'CS',
    lines: [
      { brand: 'BRIDGESTONE', model: 'VRLS', size: '27.00R49', usd: 21500, unit: 'H', tread: 97 },
      { brand: 'MICHELIN', model: 'XDY-3', size: '12.00R24', usd: 980, unit: 'K', tread: 27 },
      { brand: 'GOODYEAR', model: 'RL-4J', size: '27.00R49', usd: 19800, unit: 'H', tread: 97 },
      { brand: 'DOUBLE COIN', model: 'REM-2', size: '27.00R49', usd: 14200, unit: 'H', tread: 95 },
      { brand: 'TRIANGLE', model: 'TB598', size: '12.00R24', usd: 520, unit: 'K', tread: 25 },
      { brand: 'GOODYEAR', model: 'KMAX S', size: '315/80R22.5', usd: 510, unit: 'K', tread: 18 },
      { brand: 'FIRESTONE', model: 'FD663', size: '12.00R24', usd: 690, unit: 'K', tread: 26 },
    ],
  },
};

const TYRES_PER_CLIENT = 400;
const DAY_MS = 86_400_000;

/** Deterministic pseudo-random numbers (mulberry32): the same demo on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

async function seedCatalogue(tx: Tx) {
  await tx
    .insert(neumaticoMarcas)
    .values(Object.keys(BRANDS).map((descripcion) => ({ descripcion })))
    .onConflictDoNothing();
  const brands = await tx
    .select()
    .from(neumaticoMarcas)
    .where(inArray(neumaticoMarcas.descripcion, Object.keys(BRANDS)));
  const brandId = new Map(brands.map((brand) => [brand.descripcion, brand.id]));
  await tx
    .insert(neumaticoModelos)
    .values(
      Object.entries(BRANDS).flatMap(([brand, models]) =>
        models.map((descripcion) => ({ id_marca: brandId.get(brand) ?? 0, descripcion })),
      ),
    )
    .onConflictDoNothing();
  await tx.insert(neumaticoMedidas).values(MEASURES).onConflictDoNothing();
  await tx
    .insert(neumaticoDisenios)
    .values(DESIGNS.map((nombre) => ({ nombre })))
    .onConflictDoNothing();
  await tx.insert(empresasReencauche).values(RETREADERS).onConflictDoNothing();
  const models = await tx.select().from(neumaticoModelos);
  const measures = await tx.select().from(neumaticoMedidas);
  const designs = await tx.select().from(neumaticoDisenios).where(inArray(neumaticoDisenios.nombre, DESIGNS));
  const retreaders = await tx
    .select()
    .from(empresasReencauche)
    .where(
      inArray(
        empresasReencauche.ruc,
        RETREADERS.map((row) => row.ruc),
      ),
    );
  return {
    brandId: (name: string) => brandId.get(name) ?? 0,
    modelId: (brand: string, name: string) =>
      models.find((model) => model.id_marca === brandId.get(brand) && model.descripcion === name)?.id ?? 0,
    measureId: (name: string) => measures.find((measure) => measure.descripcion === name)?.id ?? 0,
    designIds: designs.map((design) => design.id),
    retreaderIds: retreaders.map((company) => company.id),
  };
}

/**
 * The client's exchange rates, adding one per month of the seed's dates only when the client has none (the
 * exchange-rate seed may have written its own; either set converts the soles prices).
 */
async function ratesOf(tx: Tx, clientId: number, from: number, to: number): Promise<ExchangeRate[]> {
  const load = async () =>
    (await tx.select().from(tipoCambio).where(eq(tipoCambio.id_cliente, clientId))).map((row) => ({
      fecha: row.fecha,
      valor: Number(row.valor),
      estado: row.estado,
    }));
  const existing = await load();
  if (existing.length > 0) return existing;
  const next = random(clientId * 97);
  const months: { id_cliente: number; fecha: string; valor: string; estado: number }[] = [];
  for (let time = from; time <= to; time += 30 * DAY_MS) {
    months.push({
      id_cliente: clientId,
      fecha: isoDay(time),
      valor: (3.68 + next() * 0.14).toFixed(3),
      estado: 0,
    });
  }
  const last = months[months.length - 1];
  if (last) last.estado = 1;
  await tx.insert(tipoCambio).values(months);
  return load();
}

/** Two years of tyres: the fleet's opening purchase in its first month, then replacements month by month. */
const HISTORY_DAYS = 730;
const OPENING_SHARE = 0.45;
function registrationTime(index: number, start: number, now: number): number {
  const opening = Math.floor(TYRES_PER_CLIENT * OPENING_SHARE);
  if (index < opening) return start + Math.floor((index / opening) * 30 * DAY_MS);
  const later = start + 30 * DAY_MS;
  return later + Math.floor(((index - opening) / (TYRES_PER_CLIENT - opening)) * (now - later));
}

/**
 * About 400 tyres per demo client over the last two years, in stock (estado 1), a fifth registered already
 * retreaded, each with its purchase cost event: prices in dollars or soles, converted with the client's rate
 * of the registration date (domain.md §2).
 */
export async function seedDemoTyres(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = await seedCatalogue(tx);
    const now = Date.now();
    const start = now - HISTORY_DAYS * DAY_MS;
    for (const [slug, fleet] of Object.entries(FLEETS)) {
      const [client] = await tx.select({ id: clientes.id }).from(clientes).where(eq(clientes.slug, slug));
      if (!client) continue;
      const rates = await ratesOf(tx, client.id, start, now);
      const next = random(client.id * 7919);
      const tyres = Array.from({ length: TYRES_PER_CLIENT }, (_, index) => {
        const line = fleet.lines[Math.floor(next() * fleet.lines.length)] ?? fleet.lines[0];
        if (!line) throw new Error('empty fleet');
        const time = registrationTime(index, start, now) + Math.floor(next() * DAY_MS);
        const fecha = isoDay(time);
        const retreaded = line.unit === 'K' && next() < 0.2;
        const usd = retreaded ? Math.round(line.usd * 0.38) : Math.round(line.usd * (0.95 + next() * 0.1));
        const inSoles = next() < 0.4;
        const rate = rateForDate(rates, fecha)?.valor ?? 3.75;
        const precio = inSoles ? Math.round(usd * rate * 100) / 100 : usd;
        const tread = retreaded ? Math.max(12, line.tread - 3) : line.tread;
        const year = new Date(time).getUTCFullYear() % 100;
        const week = String(1 + Math.floor(next() * 52)).padStart(2, '0');
        return {
          row: {
            id_cliente: client.id,
            num_serie: `${fleet.prefix}${String(year)}${String(index + 1).padStart(5, '0')}`,
            serie_cliente: next() < 0.1 ? null : `${week}${String(year - (next() < 0.5 ? 1 : 0))}`,
            estado: 1,
            nuevo: retreaded ? 0 : 1,
            cantidad_reencauche: retreaded ? 1 + Math.floor(next() * 2) : 0,
            id_disenio: retreaded ? (catalogue.designIds[index % catalogue.designIds.length] ?? null) : null,
            id_empresa: retreaded
              ? (catalogue.retreaderIds[index % catalogue.retreaderIds.length] ?? null)
              : null,
            id_marca: catalogue.brandId(line.brand),
            id_modelo: catalogue.modelId(line.brand, line.model),
            id_medida: catalogue.measureId(line.size),
            remanente_original: String(tread),
            remanente_actual: String(tread),
            presion_recomendada: line.size.endsWith('R49') ? '100' : '110',
            unidad_medida: line.unit,
            k_recorridos: '0',
            precio: String(precio),
            tipo_moneda: inSoles ? CURRENCY.soles : CURRENCY.dollars,
            fecha_registro: fecha,
            created_at: new Date(time),
            updated_at: new Date(time),
          },
          rate: inSoles ? rate : null,
          usd: toUsd(precio, inSoles ? CURRENCY.soles : CURRENCY.dollars, rate) ?? usd,
        };
      });
      const created = await tx
        .insert(neumaticos)
        .values(tyres.map((tyre) => tyre.row))
        .returning({ id: neumaticos.id, num_serie: neumaticos.num_serie });
      const bySerial = new Map(tyres.map((tyre) => [tyre.row.num_serie, tyre]));
      await tx.insert(neumaticoCostos).values(
        created.map(({ id, num_serie }) => {
          const tyre = bySerial.get(num_serie);
          if (!tyre) throw new Error('seed tyre lost');
          return {
            id_cliente: client.id,
            id_neumatico: id,
            motivo: 0,
            fecha: tyre.row.fecha_registro,
            costo: tyre.row.precio,
            tipo_moneda: tyre.row.tipo_moneda,
            tipo_cambio: tyre.rate === null ? null : String(tyre.rate),
            costo_convertido: tyre.usd.toFixed(4),
            nuevo: tyre.row.nuevo,
            n_reencauche: tyre.row.cantidad_reencauche,
            id_disenio: tyre.row.id_disenio,
            id_empresa: tyre.row.id_empresa,
            rem_original: tyre.row.remanente_original,
            created_at: tyre.row.created_at,
          };
        }),
      );
    }
  });
}
