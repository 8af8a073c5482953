/**
 * The bench database shared by `run.ts` and `request-cost.ts`: created and filled by `generate.ts`, or found
 * again with `--reuse`; and what the scenarios need from it (the big client, sample plate, serial and tyres).
 */
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import {
  clientes,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticos,
  vehiculos,
} from '../apps/api/src/db/schema/index';
import { BENCH_PASSWORD, type DataSizes } from './generate';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench';

/** Drops and recreates the bench database (through the server's `postgres` database). */
export async function recreatePostgres(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

/** The clients and sizes of the generated data (after a fresh load or with --reuse). */
export async function findGenerated(db: Db) {
  const rows = await db
    .select({ clientId: clientes.id, slug: clientes.slug })
    .from(clientes)
    .where(like(clientes.slug, 'bench%'))
    .orderBy(clientes.id);
  if (rows.length === 0) throw new Error('no benchmark data in this database: run without --reuse');
  const total = async (
    table: typeof vehiculos | typeof neumaticos | typeof neumaticoCostos | typeof neumaticoHistorial,
  ) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`${table.id_cliente} in (select id from clientes where slug like 'bench%')`);
    return row?.n ?? 0;
  };
  const sizes: DataSizes = {
    clients: rows.length,
    vehicles: await total(vehiculos),
    tyres: await total(neumaticos),
    costEvents: await total(neumaticoCostos),
    installations: await total(neumaticoHistorial),
  };
  const big = rows.find((row) => row.slug === 'bench0');
  const small = rows.find((row) => row.slug === 'bench1');
  if (!big || !small) throw new Error('benchmark clients bench0 and bench1 not found');
  const [bigSize] = await db
    .select({
      vehicles: sql<number>`(select count(*)::int from vehiculos where id_cliente = ${big.clientId})`,
      tyres: sql<number>`(select count(*)::int from neumaticos where id_cliente = ${big.clientId})`,
    })
    .from(clientes)
    .where(eq(clientes.id, big.clientId));
  return {
    big: big.clientId,
    small: small.clientId,
    sizes,
    bigSize: bigSize ?? { vehicles: 0, tyres: 0 },
  };
}

/**
 * A plate and a serial fragment of the big client that match a handful of rows, tyres to open (spread over
 * the ids) and one tyre with a purchase and retreads for the cost screen.
 */
export async function samplesOf(db: Db, clientId: number, size: { vehicles: number; tyres: number }) {
  const [vehicle] = await db
    .select({ placa: vehiculos.placa })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .orderBy(vehiculos.id)
    .offset(Math.min(1234, Math.floor(size.vehicles / 4)))
    .limit(1);
  const [tyre] = await db
    .select({ num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(neumaticos.id)
    .offset(Math.min(12_345, Math.floor(size.tyres / 4)))
    .limit(1);
  const tyreIds = await db
    .select({ id: neumaticos.id })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(sql`${neumaticos.id} % 97`, neumaticos.id)
    .limit(50);
  const [retreaded] = await db
    .select({ id: neumaticos.id })
    .from(neumaticos)
    .where(sql`${neumaticos.id_cliente} = ${clientId} and ${neumaticos.cantidad_reencauche} >= 2`)
    .orderBy(neumaticos.id)
    .limit(1);
  return {
    // The number part of a plate ('-1235') and the middle of a serial ('012346').
    plate: (vehicle?.placa ?? 'A').slice(3),
    serial: (tyre?.num_serie ?? 'A').slice(2, 8),
    tyreIds: tyreIds.map((row) => row.id),
    costTyreId: retreaded?.id ?? tyreIds[0]?.id ?? 0,
  };
}

export interface SignedIn {
  token: string;
  userId: number;
  role: number;
  email: string;
  name: string;
}

export async function signIn(base: string, email: string): Promise<SignedIn> {
  const login = await fetch(`${base}/api/login/authenticateSimplified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const answer = (await login.json()) as {
    token: string;
    userId: number;
    role: number;
    email: string;
    nombres: string;
    apellidos: string;
  };
  return {
    token: answer.token,
    userId: answer.userId,
    role: answer.role,
    email: answer.email,
    name: `${answer.nombres} ${answer.apellidos}`,
  };
}

/** Adds a scrap record to every estado-0 tyre of the bench clients that has none (idempotent). */
export async function ensureScrapRecords(admin: pg.Client) {
  const inserted = await admin.query(
    `insert into neumatico_scrap (id_cliente, id_neumatico, id_motivo_scrap, fecha_scrap, remanente_original,
       remanente_final, remanente_limite, km_inicial, km_final, costo_vida, costo_perdido)
     select n.id_cliente, n.id, (select min(id) from motivos_scrap), n.fecha_registro + 400,
       n.remanente_original, n.remanente_actual, 3, 0, n.k_recorridos, n.precio, 0
     from neumaticos n
     where n.estado = 0 and n.id_cliente in (select id from clientes where slug like 'bench%')
       and not exists (select 1 from neumatico_scrap s where s.id_cliente = n.id_cliente and s.id_neumatico = n.id)`,
  );
  if (inserted.rowCount) await admin.query('analyze neumatico_scrap');
  return inserted.rowCount ?? 0;
}
