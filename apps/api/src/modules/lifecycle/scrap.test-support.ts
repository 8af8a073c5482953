import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  motivosScrap,
  neumaticoCostos,
  neumaticoEventos,
  neumaticoHistorial,
  neumaticos,
  neumaticoScrap,
  remanentesAplicacion,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, multipartPayload, PNG_BYTES, type TestApp } from '../../../test/app';

/**
 * Fixtures of the scrap tests. Installations are written straight into the history (the installation
 * screen's service is tested on its own); everything the scrap routes then do goes through the API.
 */

export async function readyTyre(t: TestApp, clientId: number = CLIENTS.andinos, offset = 0) {
  const [row] = await t.db
    .select()
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1)))
    .orderBy(asc(neumaticos.id))
    .offset(offset)
    .limit(1);
  if (!row) throw new Error('no ready demo tyre');
  return row;
}

export async function vehicleOf(t: TestApp, clientId: number = CLIENTS.andinos, offset = 0) {
  const [row] = await t.db
    .select()
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .orderBy(asc(vehiculos.id))
    .offset(offset)
    .limit(1);
  if (!row) throw new Error('no demo vehicle');
  return row;
}

/** Sets the retread limit (`reencauche`) of the vehicle's application. */
export async function setApplicationLimit(
  t: TestApp,
  vehicle: { id_cliente: number; ruta: number },
  limit: number,
) {
  await t.db
    .update(remanentesAplicacion)
    .set({ reencauche: String(limit) })
    .where(
      and(
        eq(remanentesAplicacion.id_cliente, vehicle.id_cliente),
        eq(remanentesAplicacion.id_aplicacion, vehicle.ruta),
      ),
    );
}

/** Puts a tyre on a vehicle position: an open history record, state 3, the vehicle at that km. */
export async function installTyre(
  t: TestApp,
  params: {
    tyre: { id: number; id_cliente: number; cantidad_reencauche: number; nuevo: number };
    vehicle: { id: number; placa: string };
    km: number;
    fecha: string;
    ubicacion?: number;
  },
) {
  const [record] = await t.db
    .insert(neumaticoHistorial)
    .values({
      id_cliente: params.tyre.id_cliente,
      id_neumatico: params.tyre.id,
      id_vehiculo: params.vehicle.id,
      placa: params.vehicle.placa,
      posicion: params.ubicacion ?? 1,
      ubicacion: params.ubicacion ?? 1,
      id_ejes: 1,
      n_reencauche: params.tyre.cantidad_reencauche,
      nuevo: params.tyre.nuevo,
      fecha_instalacion: params.fecha,
      km_instalacion: String(params.km),
    })
    .returning();
  await t.db.update(neumaticos).set({ estado: 3 }).where(eq(neumaticos.id, params.tyre.id));
  await t.db
    .update(vehiculos)
    .set({ kilometraje: String(params.km) })
    .where(eq(vehiculos.id, params.vehicle.id));
  if (!record) throw new Error('no history record');
  return record;
}

/** Closes the tyre's open record as a removal for final wear (state 6), at `km` on `fecha`. */
export async function removeTyre(t: TestApp, params: { tyreId: number; km: number; fecha: string }) {
  await t.db
    .update(neumaticoHistorial)
    .set({ km_retiro: String(params.km), fecha_retiro: params.fecha, motivo_retiro: 4 })
    .where(
      and(eq(neumaticoHistorial.id_neumatico, params.tyreId), sql`${neumaticoHistorial.km_retiro} is null`),
    );
  await t.db.update(neumaticos).set({ estado: 6 }).where(eq(neumaticos.id, params.tyreId));
}

export async function reasonId(t: TestApp, motivo = 'DESGASTE FINAL') {
  const [row] = await t.db.select().from(motivosScrap).where(eq(motivosScrap.motivo, motivo));
  if (!row) throw new Error(`no scrap reason ${motivo}`);
  return row.id;
}

/** Uploads a PNG for the client and answers the name the scrap calls send. */
export async function uploadImage(t: TestApp, token: string, clientId: number = CLIENTS.andinos) {
  const res = await t.request({
    method: 'POST',
    url: `/api/imagen/subirimagen?id_cliente=${clientId}`,
    token,
    ...multipartPayload({ id_cliente: String(clientId) }, { name: 'foto.png', content: PNG_BYTES }),
  });
  expect(res.status).toBe(200);
  return res.body.success.nombre as string;
}

/** What a refused call must leave untouched: the tyre row, its records, events and the client's scrap rows. */
export async function snapshot(t: TestApp, tyreId: number) {
  const [tyre] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyreId));
  const history = await t.db
    .select()
    .from(neumaticoHistorial)
    .where(eq(neumaticoHistorial.id_neumatico, tyreId))
    .orderBy(asc(neumaticoHistorial.id));
  const events = await t.db
    .select({ id: neumaticoEventos.id })
    .from(neumaticoEventos)
    .where(eq(neumaticoEventos.id_neumatico, tyreId));
  const scraps = await t.db.select({ id: neumaticoScrap.id }).from(neumaticoScrap);
  const records = await t.db.select().from(neumaticoScrap).where(eq(neumaticoScrap.id_neumatico, tyreId));
  const costs = await t.db
    .select({ id: neumaticoCostos.id })
    .from(neumaticoCostos)
    .where(eq(neumaticoCostos.id_neumatico, tyreId));
  const { updated_at: _updated, ...stable } = tyre ?? ({} as Record<string, unknown>);
  return {
    tyre: stable,
    history,
    records,
    events: events.length,
    scraps: scraps.length,
    costs: costs.length,
  };
}

export async function eventsOf(t: TestApp, tyreId: number) {
  return t.db
    .select()
    .from(neumaticoEventos)
    .where(eq(neumaticoEventos.id_neumatico, tyreId))
    .orderBy(asc(neumaticoEventos.id));
}

/**
 * A 422's field messages with the contract's `neumatico.` prefix taken off: the schema names the body's path,
 * the services the form's field; the web maps both onto the form the same way.
 */
export function errorsOf(res: { body: { errors?: Record<string, string[]> } }): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(res.body.errors ?? {}).map(([key, messages]) => [
      key.replace(/^neumatico\./, ''),
      messages,
    ]),
  );
}
