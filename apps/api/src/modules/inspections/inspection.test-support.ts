import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayInLima } from '@huella/domain';
import { imagenes, neumaticos, vehiculoConfiguracionPosiciones, vehiculos } from '../../db/schema/index';
import { CLIENTS, revokeGrant, type TestApp } from '../../../test/app';

/** Shared setup of the inspection route tests: a vehicle with tyres mounted through the installation save. */

export const today = todayInLima();
export const lastWeek = addDays(today, -7);
export const yesterday = addDays(today, -1);

export interface Mounted {
  vehicleId: number;
  km: number;
  /** The mounted tyres by slot, in P order. */
  tyres: { id: number; num_serie: string; ubicacion: number; posicion: number; original: number }[];
  /** A slot of the layout left empty. */
  emptySlot: { ubicacion: number; posicion: number };
  remProximo: number;
}

/**
 * Mounts `count` ready tyres on the first slots of the client's first km vehicle (a week ago, 500 km over its
 * odometer) and sets its application's next-retread threshold to 5 mm.
 */
export async function mountTyres(
  t: TestApp,
  token: string,
  clientId: number = CLIENTS.andinos,
  count = 2,
  vehicleIndex = 0,
): Promise<Mounted> {
  const [vehicle] = await t.db
    .select({
      id: vehiculos.id,
      ruta: vehiculos.ruta,
      id_configuracion: vehiculos.id_configuracion,
      kilometraje: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number),
    })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.tipo_costo, 1)))
    .orderBy(asc(vehiculos.id))
    .offset(vehicleIndex)
    .limit(1);
  if (!vehicle) throw new Error('no demo vehicle');
  const slots = await t.db
    .select({
      ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
      posicion: vehiculoConfiguracionPosiciones.posicion,
    })
    .from(vehiculoConfiguracionPosiciones)
    .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, vehicle.id_configuracion))
    .orderBy(asc(vehiculoConfiguracionPosiciones.posicion));
  const ready = await t.db
    .select({
      id: neumaticos.id,
      num_serie: neumaticos.num_serie,
      original: sql<number>`${neumaticos.remanente_original}::float8`.mapWith(Number),
    })
    .from(neumaticos)
    .where(
      and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1), eq(neumaticos.unidad_medida, 'K')),
    )
    .orderBy(asc(neumaticos.id))
    .limit(count);
  const emptySlot = slots[count];
  if (ready.length < count || !emptySlot) throw new Error('demo tyres or slots missing');
  await t.db.execute(
    sql`update remanentes_aplicacion set prox_reencauche = 5, reencauche = 3
      where id_cliente = ${clientId} and id_aplicacion = ${vehicle.ruta}`,
  );
  const km = vehicle.kilometraje + 500;
  const tyres = ready.map((tyre, index) => {
    const slot = slots[index];
    if (!slot) throw new Error('slot missing');
    return { ...tyre, ubicacion: slot.ubicacion, posicion: slot.posicion };
  });
  const res = await t.post(
    '/api/vehiculos/storeinstalacion',
    {
      id_cliente: clientId,
      id_vehiculo: vehicle.id,
      tipo_costo: 1,
      fecha: lastWeek,
      kilometros: km,
      neumaticosretirados: [],
      neumaticosinstalados: tyres.map((tyre) => ({
        id_neumaticos: tyre.id,
        num_serie: tyre.num_serie,
        fecha_instalacion: lastWeek,
        km_instalacion: km,
        ubicacion: tyre.ubicacion,
      })),
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { vehicleId: vehicle.id, km, tyres, emptySlot, remProximo: 5 };
}

/** A dialog's reading of `tyre` that passes every rule (steer axle or not: no duals). */
export function readingOf(
  mounted: Mounted,
  index: number,
  overrides: Record<string, unknown> = {},
  clientId: number = CLIENTS.andinos,
) {
  const tyre = mounted.tyres[index];
  if (!tyre) throw new Error(`tyre ${index} missing`);
  return {
    id_cliente: clientId,
    clave: randomUUID(),
    id_vehiculo: mounted.vehicleId,
    id_neumaticos: tyre.id,
    posicion: tyre.posicion,
    ubicacion: tyre.ubicacion,
    proyecto: 'web',
    id_ejes: 1,
    tipo_presion: 'PSI',
    presion: 110,
    valvula: 'CT',
    accesibilidad: 1,
    exterior: tyre.original - 2,
    medio: tyre.original - 2.5,
    interior: tyre.original - 2,
    resultado: ['No Aplica'],
    separaciond: 'Sep. Entre Duales-No Aplica',
    otros: [],
    tuercaestado: 1,
    estado: 1,
    recomendacion: '',
    ...overrides,
  };
}

/** An uploaded image of the client (as imagen/subirimagen records it); answers the name the browser sends. */
export async function uploadedImage(t: TestApp, clientId: number = CLIENTS.andinos): Promise<string> {
  const nombre = `${randomUUID().replace(/-/g, '')}.png`;
  await t.db.insert(imagenes).values({ nombre: `imagenes/${nombre}`, id_cliente: clientId });
  return nombre;
}

/** The operator loses one grant (the shared test helper). */
export const revoke = revokeGrant;

/** What a refused call must leave as it was. */
export async function snapshot(t: TestApp) {
  const result = (await t.db.execute(sql`select
      (select count(*)::text || ':' || coalesce(string_agg(id || '/' || coalesce(id_inspeccion::text, '-') || '/' || exterior::text, ',' order by id), '') from inspeccion_detalles) as detalles,
      (select count(*)::text || ':' || coalesce(string_agg(id || '/' || coalesce(codigo, '') || '/' || fecha_inspeccion || '/' || km_inspeccion, ',' order by id), '') from inspecciones) as inspecciones,
      (select string_agg(id || ':' || remanente_actual || ':' || has_inspeccion, ',' order by id) from neumaticos) as neumaticos,
      (select string_agg(id || ':' || kilometraje::text, ',' order by id) from vehiculos) as km`)) as unknown as {
    rows: unknown[];
  };
  return result.rows[0];
}
