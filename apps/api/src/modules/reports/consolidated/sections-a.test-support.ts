import { asc, eq, sql } from 'drizzle-orm';
import {
  imagenes,
  inspeccionDetalles,
  inspecciones,
  motivosScrap,
  neumaticos,
  neumaticoScrap,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { newReportClient, newTyreLine, one, readingRow } from '../report-fleet.test-support';

/**
 * A new client whose sections A of the consolidated report for March–April 2025 are computed by hand. Two tyre
 * lines: A ('{tag}A-MARCA', '{tag}A 295/80R22.5') and B. Vehicles '{tag}-1', '{tag}-2' (inspected in the period)
 * and '{tag}-3' (inspected in February only), all of type '{tag} TRACTO' and the reference model/configuration.
 *
 * Readings (verdict 1 continuar, 2 reencauchar, 3 reemplazar, 4 mal estado):
 *   '{tag}-1' 2025-03-10: T1 pos 1 axle 1 verdict 1; T2 pos 2 axle 1 verdict 4 (photo); T3 pos 3 axle 2 verdict 2.
 *   '{tag}-1' 2025-04-15: T1 pos 1 axle 1 verdict 3 (photo): T1's last reading of the period.
 *   '{tag}-1' 2025-05-02: T3 verdict 1, after the period (T3 stays 'Lista para Reencauchar').
 *   '{tag}-2' 2025-04-01: T4 (line B) pos 1 axle 1 verdict 1; T5 (a line B tyre read as brand A) pos 3 axle 3.
 *   '{tag}-3' 2025-02-20: T6 (line B) verdict 4 (photo): before the period.
 * Last readings of the period: T1 A/sizeA/axle 1/3, T2 A/sizeA/1/4, T3 B/sizeB/2/2, T4 B/sizeB/1/1, T5 A/sizeB/3/1.
 *   Sizes: B 3 (60 %), A 2 (40 %). Brands: A 3 (60 %), B 2 (40 %).
 *   Axles: direccional A 2 (66.67 %), B 1 (33.33 %); tracción B 1 (100 %); eje libre A 1 (100 %).
 *   Bad condition: T1 ('{tag}-1', 1, Lista para Reemplazar), T2 ('{tag}-1', 2, Neumático en Mal estado).
 *   Withdrawn: T1 (Lista para Reemplazar), T3 ('{tag}-1', 3, Lista para Reencauchar).
 * Equipment: one row, 2 vehicles, slots = 2 × the configuration's slots per axle type.
 * Scrap: S1, S2, S3 on 2025-03-05 / 04-10 / 04-30 with the first three reasons (1 each: 33.34 + 33.33 + 33.33),
 *   S4 on 2025-02-28 (outside).
 */
export const SECTIONS_A_PERIOD = { year: 2025, month1: 3, month2: 4 } as const;

export interface SectionsAFleet {
  clientId: number;
  tag: string;
  tyres: Record<'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6', number>;
  photos: { T1: string; T2: string };
  /** The reference configuration's tyre slots per axle type (1, 2, 3). */
  slots: Record<1 | 2 | 3, number>;
  scrapReasons: string[];
}

export async function buildSectionsAFleet(t: TestApp, tag: string, ruc: string): Promise<SectionsAFleet> {
  const db = t.db;
  const client = await newReportClient(t, tag, ruc);
  const { clientId } = client;
  const lineA = await newTyreLine(t, `${tag}A`);
  const lineB = await newTyreLine(t, `${tag}B`);

  const tyre = async (serie: string, line: typeof lineA) =>
    (
      await one(
        db
          .insert(neumaticos)
          .values({
            id_cliente: clientId,
            num_serie: `${tag}-${serie}`,
            estado: 3,
            nuevo: 1,
            id_marca: line.brand.id,
            id_modelo: line.model.id,
            id_medida: line.size.id,
            id_disenio: line.designN.id,
            remanente_original: '16',
            remanente_actual: '16',
            unidad_medida: 'K',
            precio: '400',
            tipo_moneda: 2,
            fecha_registro: '2024-06-01',
          })
          .returning({ id: neumaticos.id }),
      )
    ).id;
  const tyres = {
    T1: await tyre('T1', lineA),
    T2: await tyre('T2', lineA),
    T3: await tyre('T3', lineB),
    T4: await tyre('T4', lineB),
    T5: await tyre('T5', lineB),
    T6: await tyre('T6', lineB),
  };
  const vehicle = async (placa: string) =>
    (
      await one(
        db
          .insert(vehiculos)
          .values(client.vehicle({ placa, kilometraje: '100000' }))
          .returning(),
      )
    ).id;
  const v1 = await vehicle(`${tag}-1`);
  const v2 = await vehicle(`${tag}-2`);
  const v3 = await vehicle(`${tag}-3`);

  const photo = async (name: string) => {
    const nombre = `imagenes/${tag.toLowerCase()}-${name}.jpg`;
    await db.insert(imagenes).values({ nombre, id_cliente: clientId });
    return nombre;
  };
  const photos = { T1: await photo('t1'), T2: await photo('t2') };
  const t6Photo = await photo('t6');

  type Read = {
    tyreId: number;
    position: number;
    axle: number;
    brandId: number;
    estado?: number;
    imagen?: string;
    recomendacion?: string;
  };
  const inspect = async (vehicleId: number, fecha: string, readings: Read[]) => {
    const { id } = await one(
      db
        .insert(inspecciones)
        .values({
          id_cliente: clientId,
          id_vehiculo: vehicleId,
          fecha_inspeccion: fecha,
          km_inspeccion: '1000',
        })
        .returning({ id: inspecciones.id }),
    );
    await db.insert(inspeccionDetalles).values(
      readings.map((read) => ({
        ...readingRow(clientId, { ...read, vehicleId, life: 0, nsd: 6 }),
        id_inspeccion: id,
        fecha_inspeccion: fecha,
        estado: read.estado ?? 1,
        imagen: read.imagen ?? null,
        recomendacion: read.recomendacion ?? '',
      })),
    );
  };
  const A = lineA.brand.id;
  const B = lineB.brand.id;
  await inspect(v1, '2025-03-10', [
    { tyreId: tyres.T1, position: 1, axle: 1, brandId: A },
    {
      tyreId: tyres.T2,
      position: 2,
      axle: 1,
      brandId: A,
      estado: 4,
      imagen: photos.T2,
      recomendacion: 'Corte',
    },
    { tyreId: tyres.T3, position: 3, axle: 2, brandId: B, estado: 2, recomendacion: 'Reencauchar' },
  ]);
  await inspect(v1, '2025-04-15', [
    {
      tyreId: tyres.T1,
      position: 1,
      axle: 1,
      brandId: A,
      estado: 3,
      imagen: photos.T1,
      recomendacion: 'Cambiar',
    },
  ]);
  await inspect(v1, '2025-05-02', [{ tyreId: tyres.T3, position: 3, axle: 2, brandId: B }]);
  await inspect(v2, '2025-04-01', [
    { tyreId: tyres.T4, position: 1, axle: 1, brandId: B },
    { tyreId: tyres.T5, position: 3, axle: 3, brandId: A },
  ]);
  await inspect(v3, '2025-02-20', [
    { tyreId: tyres.T6, position: 1, axle: 1, brandId: B, estado: 4, imagen: t6Photo },
  ]);

  const configuration = await one(
    db.select({ id: vehiculos.id_configuracion }).from(vehiculos).where(eq(vehiculos.id, v1)),
  );
  const counted = await db
    .select({ id_ejes: vehiculoConfiguracionPosiciones.id_ejes, n: sql<number>`count(*)::int` })
    .from(vehiculoConfiguracionPosiciones)
    .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, configuration.id))
    .groupBy(vehiculoConfiguracionPosiciones.id_ejes);
  const slotsOf = (axle: number) => counted.find((row) => row.id_ejes === axle)?.n ?? 0;
  const slots = { 1: slotsOf(1), 2: slotsOf(2), 3: slotsOf(3) };

  const reasons = await db.select().from(motivosScrap).orderBy(asc(motivosScrap.id)).limit(3);
  const [r1, r2, r3] = reasons;
  if (!r1 || !r2 || !r3) throw new Error('scrap reasons missing');
  const scrapped = async (serie: string, reason: number, fecha: string) => {
    const id = await tyre(serie, lineA);
    await db.insert(neumaticoScrap).values({
      id_cliente: clientId,
      id_neumatico: id,
      id_motivo_scrap: reason,
      fecha_scrap: fecha,
      remanente_original: '16',
      remanente_final: '7',
      remanente_limite: '3',
    });
  };
  await scrapped('S1', r1.id, '2025-03-05');
  await scrapped('S2', r2.id, '2025-04-10');
  await scrapped('S3', r3.id, '2025-04-30');
  await scrapped('S4', r1.id, '2025-02-28');

  return { clientId, tag, tyres, photos, slots, scrapReasons: reasons.map((reason) => reason.motivo) };
}

/**
 * SECTIONS_A_LIMIT + 1 tyres of a new client read 'Lista para Reencauchar' on 2025-03-15 (22 to an inspection,
 * on vehicles '{tag}-01'…): the withdrawn list is cut.
 */
export async function buildLongWithdrawnList(t: TestApp, tag: string, ruc: string, count: number) {
  const db = t.db;
  const client = await newReportClient(t, tag, ruc);
  const line = await newTyreLine(t, tag);
  const tyres = await db
    .insert(neumaticos)
    .values(
      Array.from({ length: count }, (_, index) => ({
        id_cliente: client.clientId,
        num_serie: `${tag}-${index}`,
        estado: 3,
        nuevo: 1,
        id_marca: line.brand.id,
        id_modelo: line.model.id,
        id_medida: line.size.id,
        remanente_original: '16',
        remanente_actual: '16',
        unidad_medida: 'K',
        precio: '400',
        tipo_moneda: 2,
        fecha_registro: '2024-06-01',
      })),
    )
    .returning({ id: neumaticos.id });
  for (let start = 0; start < tyres.length; start += 22) {
    const placa = `${tag}-${String(start / 22).padStart(2, '0')}`;
    const vehicle = await one(
      db
        .insert(vehiculos)
        .values(client.vehicle({ placa, kilometraje: '1000' }))
        .returning({ id: vehiculos.id }),
    );
    const inspection = await one(
      db
        .insert(inspecciones)
        .values({
          id_cliente: client.clientId,
          id_vehiculo: vehicle.id,
          fecha_inspeccion: '2025-03-15',
          km_inspeccion: '1000',
        })
        .returning({ id: inspecciones.id }),
    );
    await db.insert(inspeccionDetalles).values(
      tyres.slice(start, start + 22).map((tyre, index) => ({
        ...readingRow(client.clientId, {
          vehicleId: vehicle.id,
          tyreId: tyre.id,
          position: index + 1,
          life: 0,
          nsd: 6,
          brandId: line.brand.id,
        }),
        id_inspeccion: inspection.id,
        fecha_inspeccion: '2025-03-15',
        estado: 2,
      })),
    );
  }
  return client.clientId;
}
