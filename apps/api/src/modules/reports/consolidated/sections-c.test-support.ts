import { asc } from 'drizzle-orm';
import {
  criteriosAceptacion,
  motivosScrap,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticos,
  neumaticoScrap,
  vehiculos,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { insertInspection, newReportClient, newTyreLine, one } from '../report-fleet.test-support';

/**
 * A new client whose sections C of the consolidated report for March–April 2025 are computed by hand.
 * Catalogue names start with the tag, so two fleets of one test never meet.
 *
 * Retread index (domain.md §7), lives started in the period (the registration, or the last retread event):
 *   March: 4 new K tyres (C1–C3 of the cost lot, C4 without km), 1 new H tyre, 1 registered retreaded (R1),
 *     S5 retreaded 2025-03-25 (R1) → 7 lives, 2 retreaded (levels 1, 1);
 *   April: 1 new K tyre (C5), 1 registered 2024 and retreaded 2025-04-02 (R2), 1 retreaded 2025-04-20 with 8
 *     retreads (counts 7) → 3 lives, 2 retreaded.
 *   Left out: a new tyre of February, the scrapped tyre registered in March.
 *   Period: 10 lives, 4 retreaded → 40.00 %; pie Nuevos 6 (60 %), Reencauchados 4 (40 %).
 *   Retreadability: March 2 ÷ 2 = 1.00, April (2 + 7) ÷ 2 = 4.50, period 11 ÷ 4 = 2.75.
 *   Criterion of 2025 (índice): objective 0.6, deficient 0.4, tolerable 0.45–0.55.
 * Cost per km (domain.md §5), row '{tag}-MARCA {tag}-MOD {tag} 295/80R22.5', cost type K:
 *   March lot: 400 / 410 / 390 over 50 000 / 62 000 / 48 000 km → 1 200 ÷ 160 000 = 0.0075;
 *   April lot: 200 over 40 000 km → 0.005; period 1 400 ÷ 200 000 = 0.007.
 *   Left out: February's tyre (100 over 10 000 km), the scrapped one, the H tyre (hay_horas).
 *   Criterion K '{tag}-MOD - {tag} 295/80R22.5': objective 0.006, deficient 0.01, tolerable 0.0065–0.008.
 * Scrap losses: 2025-04-10 orig 16, final 7, limit 3, life 418.08 → 128.64 (domain.md §11);
 *   another on 2025-02-28, outside the period.
 * Retread service (limit 5 mm of the application), tyres registered 2024 on vehicle '{tag}-1':
 *   S1 installed at position 1, read 4.5 on 2025-04-05 → in, first;
 *   S2 installed at 2, read 4 (March) then 6 (April) → out;
 *   S3 installed at 3, read 7 (April), 3 in May (after the period) → out;
 *   S4 R2 removed 2025-03-20 (in stock), read 5 on 2025-03-01 → in (at the limit), no plate nor position;
 *   S5 read 3 on 2025-03-01 (life N), retreaded 2025-03-25 (its current life R1 has no reading) → out;
 *   the scrapped tyre read 2 → out.
 */
export const SECTIONS_C_PERIOD = { year: 2025, month1: 3, month2: 4 } as const;

export interface SectionsCFleet {
  clientId: number;
  tag: string;
  vehicleId: number;
  serviceIds: number[];
}

export async function buildSectionsCFleet(t: TestApp, tag: string, ruc: string): Promise<SectionsCFleet> {
  const db = t.db;
  const client = await newReportClient(t, tag, ruc);
  const { clientId } = client;
  const line = await newTyreLine(t, tag);

  const tyre = async (spec: {
    serie: string;
    fecha: string;
    unit?: 'K' | 'H';
    estado?: number;
    nuevo?: number;
    reencauches?: number;
    km?: number;
    cost?: number;
    retreads?: string[];
  }) => {
    const { id } = await one(
      db
        .insert(neumaticos)
        .values({
          id_cliente: clientId,
          num_serie: `${tag}-${spec.serie}`,
          estado: spec.estado ?? 1,
          nuevo: spec.nuevo ?? 1,
          cantidad_reencauche: spec.reencauches ?? 0,
          id_marca: line.brand.id,
          id_modelo: line.model.id,
          id_medida: line.size.id,
          id_disenio: line.designN.id,
          remanente_original: '16',
          remanente_actual: '12',
          unidad_medida: spec.unit ?? 'K',
          k_recorridos: String(spec.km ?? 0),
          precio: String(spec.cost ?? 0),
          tipo_moneda: 2,
          fecha_registro: spec.fecha,
        })
        .returning({ id: neumaticos.id }),
    );
    const event = (motivo: number, fecha: string, costo: number, n: number) => ({
      id_cliente: clientId,
      id_neumatico: id,
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
    if (events.length > 0) await db.insert(neumaticoCostos).values(events);
    return id;
  };

  // Retread index and cost per km.
  await tyre({ serie: 'C1', fecha: '2025-03-10', cost: 400, km: 50_000 });
  await tyre({ serie: 'C2', fecha: '2025-03-10', cost: 410, km: 62_000 });
  await tyre({ serie: 'C3', fecha: '2025-03-31', cost: 390, km: 48_000 });
  await tyre({ serie: 'C4', fecha: '2025-03-12', cost: 380 });
  await tyre({ serie: 'H1', fecha: '2025-03-12', cost: 300, km: 1_000, unit: 'H' });
  await tyre({ serie: 'R1', fecha: '2025-03-15', nuevo: 0, cost: 200 });
  await tyre({ serie: 'C5', fecha: '2025-04-15', cost: 200, km: 40_000 });
  await tyre({ serie: 'R2', fecha: '2024-06-01', reencauches: 2, retreads: ['2024-10-01', '2025-04-02'] });
  await tyre({ serie: 'R8', fecha: '2023-06-01', reencauches: 8, retreads: ['2025-04-20'] });
  await tyre({ serie: 'F1', fecha: '2025-02-10', cost: 100, km: 10_000 });
  const scrapped = await tyre({ serie: 'X1', fecha: '2025-03-10', cost: 418.08, km: 30_000, estado: 0 });
  const scrappedBefore = await tyre({ serie: 'X2', fecha: '2024-03-10', cost: 300, estado: 0 });

  await db.insert(criteriosAceptacion).values([
    {
      id_cliente: clientId,
      costoindicador: 3,
      anio: 2025,
      modelomedida: '',
      criterioobjetivo: '0.6',
      criteriodeficiente: '0.4',
      tolerableminimo: '0.45',
      tolerablemaximo: '0.55',
    },
    {
      id_cliente: clientId,
      costoindicador: 1,
      anio: 2025,
      modelomedida: `${tag}-MOD - ${tag} 295/80R22.5`,
      criterioobjetivo: '0.006',
      criteriodeficiente: '0.01',
      tolerableminimo: '0.0065',
      tolerablemaximo: '0.008',
    },
  ]);

  // Scrap losses.
  const [motivo] = await db.select().from(motivosScrap).orderBy(asc(motivosScrap.id)).limit(1);
  if (!motivo) throw new Error('no scrap reason');
  const scrapRecord = (id: number, fecha: string) => ({
    id_cliente: clientId,
    id_neumatico: id,
    id_motivo_scrap: motivo.id,
    fecha_scrap: fecha,
    remanente_original: '16',
    remanente_final: '7',
    remanente_limite: '3',
    costo_vida: '418.08',
    costo_perdido: '128.64',
  });
  await db
    .insert(neumaticoScrap)
    .values([scrapRecord(scrapped, '2025-04-10'), scrapRecord(scrappedBefore, '2025-02-28')]);

  // Retread service.
  const vehicle = await one(
    db
      .insert(vehiculos)
      .values(client.vehicle({ placa: `${tag}-1`, kilometraje: '100000' }))
      .returning({ id: vehiculos.id }),
  );
  const s1 = await tyre({ serie: 'S1', fecha: '2024-01-10' });
  const s2 = await tyre({ serie: 'S2', fecha: '2024-01-10' });
  const s3 = await tyre({ serie: 'S3', fecha: '2024-01-10' });
  const s4 = await tyre({ serie: 'S4', fecha: '2024-01-10', reencauches: 2, nuevo: 0 });
  const s5 = await tyre({ serie: 'S5', fecha: '2024-01-10', retreads: ['2025-03-25'], reencauches: 1 });
  const install = (id: number, position: number, until?: string) => ({
    id_cliente: clientId,
    id_neumatico: id,
    id_vehiculo: vehicle.id,
    placa: `${tag}-1`,
    posicion: position,
    ubicacion: position,
    id_ejes: 1,
    fecha_instalacion: '2024-01-10',
    km_instalacion: '10000',
    ...(until ? { fecha_retiro: until, km_retiro: '20000', motivo_retiro: 3 } : {}),
  });
  await db
    .insert(neumaticoHistorial)
    .values([install(s1, 1), install(s2, 2), install(s3, 3), install(s4, 4, '2025-03-20')]);
  const read = (
    fecha: string,
    readings: { tyreId: number; position: number; nsd: number; life?: number }[],
  ) =>
    insertInspection(t, clientId, {
      vehicleId: vehicle.id,
      fecha,
      km: '50000',
      brandId: line.brand.id,
      readings: readings.map((reading) => ({ ...reading, life: reading.life ?? 0 })),
    });
  await read('2025-03-01', [
    { tyreId: s2, position: 2, nsd: 4 },
    { tyreId: s4, position: 4, nsd: 5, life: 2 },
    { tyreId: s5, position: 5, nsd: 3 },
    { tyreId: scrapped, position: 6, nsd: 2 },
  ]);
  await read('2025-04-05', [
    { tyreId: s1, position: 1, nsd: 4.5 },
    { tyreId: s2, position: 2, nsd: 6 },
    { tyreId: s3, position: 3, nsd: 7 },
  ]);
  await read('2025-05-05', [{ tyreId: s3, position: 3, nsd: 3 }]);
  return { clientId, tag, vehicleId: vehicle.id, serviceIds: [s1, s4] };
}
