import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  aplicaciones,
  clientes,
  plantas,
  remanentesAplicacion,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../schema/index';

/** Vehicles per demo client (issue 4 item 6). */
const VEHICLES_PER_CLIENT = 40;

/**
 * Applications for a client that has none with thresholds yet. The settings seed normally creates them first;
 * these only keep the vehicle demo usable when it does not (both seeds may run, in either state).
 */
const FALLBACK_APPLICATIONS = ['Carretera', 'Urbano', 'Minería/Cantera'];

/** Brands that make each vehicle type, in the demo catalogue (demo-fleet.ts). */
const BRANDS_BY_TYPE: Record<string, string[]> = {
  TRACTO: ['VOLVO', 'SCANIA', 'FREIGHTLINER', 'INTERNATIONAL', 'MERCEDES-BENZ'],
  CAMIÓN: ['VOLVO', 'SCANIA', 'INTERNATIONAL', 'MERCEDES-BENZ', 'FREIGHTLINER'],
  CAMIONETA: ['TOYOTA'],
  BUS: ['MERCEDES-BENZ', 'SCANIA'],
  SEMIRREMOLQUE: ['RANDON'],
  'VOLQUETE MINERO': ['KOMATSU', 'CATERPILLAR'],
};

/** A small deterministic generator, so every fresh demo has the same fleet. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Peruvian plates: 'ABC-123' and the newer 'F5X-812' style. */
function plate(random: () => number, index: number): string {
  const letter = () => LETTERS[Math.floor(random() * LETTERS.length)] ?? 'A';
  const digits = String(100 + Math.floor(random() * 900));
  const middle = index % 3 === 0 ? String(Math.floor(random() * 10)) : letter();
  return `${letter()}${middle}${letter()}-${digits}`;
}

/**
 * About 40 vehicles per demo client over the seeded configurations, plants, types, brands and models. Runs after
 * the fleet and settings seeds, only on an empty database (seedDemoIfEmpty); one transaction.
 */
export async function seedDemoVehicles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const configurations = await tx
      .select({
        id: vehiculoConfiguraciones.id,
        id_tipo: vehiculoConfiguraciones.id_vehiculotipo,
        tipo: vehiculoTipos.descripcion,
      })
      .from(vehiculoConfiguraciones)
      .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, vehiculoConfiguraciones.id_vehiculotipo))
      .orderBy(vehiculoConfiguraciones.id);
    const models = await tx
      .select({
        id: vehiculoModelos.id,
        id_marca: vehiculoModelos.id_marca,
        marca: vehiculoMarcas.descripcion,
      })
      .from(vehiculoModelos)
      .innerJoin(vehiculoMarcas, eq(vehiculoMarcas.id, vehiculoModelos.id_marca))
      .orderBy(vehiculoModelos.id);
    if (configurations.length === 0 || models.length === 0) return;

    const clients = await tx
      .select({ id: clientes.id, slug: clientes.slug })
      .from(clientes)
      .orderBy(clientes.id);
    for (const [clientIndex, client] of clients.entries()) {
      if (!['tandinos', 'cordisur'].includes(client.slug ?? '')) continue;
      const random = generator(7919 * (clientIndex + 1));
      const applicationIds = await applicationsWithThresholds(tx, client.id);
      const plantIds = (
        await tx.select({ id: plantas.id }).from(plantas).where(eq(plantas.id_cliente, client.id))
      ).map((row) => row.id);
      const plates = new Set<string>();
      const rows: (typeof vehiculos.$inferInsert)[] = [];
      for (let index = 0; rows.length < VEHICLES_PER_CLIENT; index++) {
        const placa = plate(random, index);
        if (plates.has(placa)) continue;
        plates.add(placa);
        const configuration = configurations[index % configurations.length];
        if (!configuration) break;
        const brands = BRANDS_BY_TYPE[configuration.tipo] ?? [];
        const candidates = models.filter((model) => brands.includes(model.marca));
        const pool = candidates.length > 0 ? candidates : models;
        const model = pool[Math.floor(random() * pool.length)] ?? models[0];
        if (!model) break;
        const isMining = configuration.tipo === 'VOLQUETE MINERO';
        const tipo_costo = isMining ? 2 : 1;
        rows.push({
          id_cliente: client.id,
          id_planta:
            plantIds.length > 0 && index % 7 !== 6 ? (plantIds[index % plantIds.length] ?? null) : null,
          placa,
          codigo:
            index % 5 === 4
              ? null
              : `${client.slug === 'cordisur' ? 'CS' : 'TA'}-${String(index + 1).padStart(3, '0')}`,
          id_tipo: configuration.id_tipo,
          id_marca: model.id_marca,
          id_modelo: model.id,
          id_configuracion: configuration.id,
          ruta: applicationIds[index % applicationIds.length] ?? 0,
          tipo_costo,
          fecha_fabricacion: 2012 + Math.floor(random() * 13),
          estado: index % 13 === 12 ? 0 : 1,
          kilometraje: String(
            tipo_costo === 1
              ? 20_000 + Math.floor(random() * 480_000)
              : 1_000 + Math.floor(random() * 24_000),
          ),
          // A few vehicles flagged (shown grey in the report).
          flag_id: index % 17 === 16 ? 1 : null,
          fecha_registro: new Date(Date.UTC(2025, index % 12, 1 + (index % 27), 13)),
        });
      }
      if (applicationIds.length > 0) await tx.insert(vehiculos).values(rows);
    }
  });
}

/** The client's applications that have thresholds; creates three when it has none. */
async function applicationsWithThresholds(db: Db, clientId: number): Promise<number[]> {
  const existing = await db
    .select({ id: aplicaciones.id })
    .from(aplicaciones)
    .innerJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
    .where(eq(aplicaciones.id_cliente, clientId))
    .orderBy(aplicaciones.id);
  if (existing.length > 0) return existing.map((row) => row.id);
  const created = await db
    .insert(aplicaciones)
    .values(FALLBACK_APPLICATIONS.map((aplicacion) => ({ id_cliente: clientId, aplicacion })))
    .onConflictDoNothing()
    .returning({ id: aplicaciones.id });
  const ids = created.length > 0 ? created.map((row) => row.id) : [];
  const all =
    ids.length > 0
      ? ids
      : (
          await db
            .select({ id: aplicaciones.id })
            .from(aplicaciones)
            .where(
              and(
                eq(aplicaciones.id_cliente, clientId),
                inArray(aplicaciones.aplicacion, FALLBACK_APPLICATIONS),
              ),
            )
        ).map((row) => row.id);
  if (all.length === 0) return [];
  await db.insert(remanentesAplicacion).values(
    all.map((id_aplicacion) => ({
      id_cliente: clientId,
      id_aplicacion,
      ini_reencauche: '18',
      reencauche: '19',
      ini_prox_reencauche: '20',
      prox_reencauche: '30',
      desg_irregular_1: '3',
      desg_irregular_2: '-3',
    })),
  );
  return all;
}
