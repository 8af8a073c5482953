import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  inspeccionDetalles,
  inspecciones,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticos,
  vehiculos,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { buildWearFleet, type WearFleet } from '../wear/tyre-wear-curve.test-support';

/**
 * The wear-curve fleet (tyres A, B, H, S: see its description) plus tyre C, domain.md §4/§5's examples:
 *
 *   C  purchase 418.08, life N on VK 0 → 85 000 km (removed for retread), retread 150 (R1, original 16) and a
 *      repair 20 during R1; R1 on VK from 80 000, open (VK at 140 000: 60 000 km); axle 2 (tracción).
 *      N: 418.08 / 85 000 = 0.0049; R1: 170 / 60 000 = 0.0028; accumulated 588.08 / 145 000 = 0.0041.
 *      R1 read 10 mm at 140 000: 60 000 ÷ 6 = 10 000 km/mm, limit 5 → 50 000 km still to run, projected 195 000.
 *
 * B: N 300 over 40 000, R1 170 over 30 000 → 470 / 70 000 = 0.0067; read 11 of 14 → 10 000 km/mm, 60 000 km left, projected 130 000.
 */
export interface ComparisonFleet extends WearFleet {
  tyreC: number;
}

export async function buildComparisonFleet(t: TestApp, tag: string, ruc: string): Promise<ComparisonFleet> {
  const fleet = await buildWearFleet(t, tag, ruc);
  const db = t.db;
  const { clientId } = fleet;
  const [vk] = await db
    .select({ id: vehiculos.id })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.placa, `${tag}-VK`)));
  const [a] = await db.select().from(neumaticos).where(eq(neumaticos.id, fleet.tyreIds.A));
  if (!vk || !a) throw new Error('fleet missing');
  const [c] = await db
    .insert(neumaticos)
    .values({
      ...a,
      id: undefined,
      num_serie: `${tag}-C`,
      cantidad_reencauche: 1,
      remanente_original: '16',
      remanente_actual: '16',
      costo_acumulado: '0',
      km_recorrido: '0',
    })
    .returning({ id: neumaticos.id });
  if (!c) throw new Error('tyre C not created');
  const cost = (motivo: number, life: number, usd: string) => ({
    id_cliente: clientId,
    id_neumatico: c.id,
    motivo,
    fecha: '2022-01-01',
    costo: usd,
    tipo_moneda: 2,
    costo_convertido: usd,
    nuevo: life === 0 ? 1 : 0,
    n_reencauche: life,
    rem_original: motivo === 2 ? null : '16',
    observacion: motivo === 2 ? 'Parche' : null,
  });
  await db.insert(neumaticoCostos).values([cost(0, 0, '418.08'), cost(1, 1, '150'), cost(2, 1, '20')]);
  const record = {
    id_cliente: clientId,
    id_neumatico: c.id,
    id_vehiculo: vk.id,
    placa: `${tag}-VK`,
    id_ejes: 2,
  };
  await db.insert(neumaticoHistorial).values([
    {
      ...record,
      posicion: 10,
      ubicacion: 10,
      n_reencauche: 0,
      nuevo: 1,
      fecha_instalacion: '2022-01-01',
      km_instalacion: '0',
      fecha_retiro: '2022-12-01',
      km_retiro: '85000',
      motivo_retiro: 1,
    },
    {
      ...record,
      posicion: 10,
      ubicacion: 10,
      n_reencauche: 1,
      nuevo: 0,
      fecha_instalacion: '2023-02-01',
      km_instalacion: '80000',
    },
  ]);
  const [inspection] = await db
    .insert(inspecciones)
    .values({
      id_cliente: clientId,
      id_vehiculo: vk.id,
      fecha_inspeccion: '2024-10-01',
      km_inspeccion: '140000',
    })
    .returning({ id: inspecciones.id });
  if (!inspection) throw new Error('inspection not created');
  await db.insert(inspeccionDetalles).values({
    id_cliente: clientId,
    clave: randomUUID(),
    id_inspeccion: inspection.id,
    fecha_inspeccion: '2024-10-01',
    id_vehiculo: vk.id,
    id_neumatico: c.id,
    posicion: 10,
    ubicacion: 10,
    id_ejes: 2,
    vida: 1,
    presion: '110',
    valvula: 'CT',
    accesibilidad: 1,
    exterior: '11',
    medio: '11',
    interior: '10',
    separaciond: 'Sep. Entre Duales-No Aplica',
    tuercaestado: 1,
    estado: 1,
    id_marca: a.id_marca,
  });
  return { ...fleet, tyreC: c.id };
}
