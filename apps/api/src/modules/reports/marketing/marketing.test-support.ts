import { eq } from 'drizzle-orm';
import {
  clientes,
  empresasReencauche,
  neumaticoCostos,
  neumaticos,
  sectors,
  vehiculos,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { costRow, insertInspection, newReportClient, newTyreLine, one } from '../report-fleet.test-support';

/**
 * A hand-built market for the marketing reports: three clients in two sectors, tyres new and retreaded by two
 * retreaders, readings in March 2021 (the period) and outside it. Each tyre runs `k_recorridos` km (no
 * installation records), so its km_total is that figure.
 *
 *   Sector '{tag} Minería': clients A and B; sector '{tag} Transporte': client C.
 *   Line A: brand BA, size SA, designs DNA/DRA; line B: brand BB, size SB, designs DNB/DRB.
 *
 *   tyre client line life read       retreader  design km     readings (date: life NSD)
 *   T1   A      A    new (N)          -          DNA    10 000 03-05: 0 12.4, 03-20: 0 11.6
 *   T2   A      A    R1               E1         DRA    20 000 03-10: 1 9.2
 *   T3   A      B    R2 (R1 by E1)    E2         DRB    30 000 03-02: 1 6, 03-25: 2 14.5
 *   T4   A      A    R1               E1         DRA    35 000 04-10: 1 7 (outside)
 *   T5   B      B    R1               E2         DRB    40 000 03-15: 1 8
 *   T6   B      B    new              -          DNB    45 000 02-15: 0 16 (outside), 03-15: 0 15
 *   T7   B      A    R (7 retreads)   E1         DRA    50 000 03-16: 7 5.5 (measured in hours)
 *   T8   C      A    R1               E1         DRB    60 000 03-31: 1 10
 *   T9   C      A    new              -          DNA     5 000 03-01: 0 13
 *
 * Retreaded, counted once each at the latest reading: T2 T3 T5 T7 T8 (T3 at life 2, by E2).
 */
export async function buildMarket(t: TestApp, tag: string) {
  const db = t.db;
  const [mining, transport] = await db
    .insert(sectors)
    .values([{ name: `${tag} Minería` }, { name: `${tag} Transporte` }])
    .returning({ id: sectors.id, name: sectors.name });
  if (!mining || !transport) throw new Error('sectors not created');
  const [E1, E2] = await db
    .insert(empresasReencauche)
    .values([
      { ruc: '20999000001', razon_social: `${tag} Reencauchadora Uno` },
      { ruc: '20999000002', razon_social: `${tag} Reencauchadora Dos` },
    ])
    .returning({ id: empresasReencauche.id, razon_social: empresasReencauche.razon_social });
  if (!E1 || !E2) throw new Error('retreaders not created');
  const lineA = await newTyreLine(t, `${tag}A`);
  const lineB = await newTyreLine(t, `${tag}B`);

  const client = async (key: string, ruc: string, sectorId: number) => {
    const report = await newReportClient(t, `${tag}${key}`, ruc);
    await db.update(clientes).set({ id_sectors: sectorId }).where(eq(clientes.id, report.clientId));
    const vehicle = await one(
      db
        .insert(vehiculos)
        .values(report.vehicle({ placa: `${tag}${key}-1`, kilometraje: '1000' }))
        .returning({ id: vehiculos.id }),
    );
    return { clientId: report.clientId, vehicleId: vehicle.id, name: `Flota ${tag}${key} S.A.C.` };
  };
  const A = await client('A', '20999000011', mining.id);
  const B = await client('B', '20999000012', mining.id);
  const C = await client('C', '20999000013', transport.id);

  type Line = typeof lineA;
  const tyre = (
    owner: { clientId: number },
    key: string,
    line: Line,
    values: {
      retreads: number;
      empresa?: number;
      km: number;
      unit?: 'K' | 'H';
      original?: string;
      design?: number;
    },
  ) =>
    one(
      db
        .insert(neumaticos)
        .values({
          id_cliente: owner.clientId,
          num_serie: `${tag}-${key}`,
          estado: 3,
          nuevo: values.retreads === 0 ? 1 : 0,
          cantidad_reencauche: values.retreads,
          id_empresa: values.empresa ?? null,
          id_marca: line.brand.id,
          id_modelo: line.model.id,
          id_medida: line.size.id,
          id_disenio: values.design ?? (values.retreads === 0 ? line.designN.id : line.designR.id),
          remanente_original: values.original ?? '16',
          remanente_actual: '10',
          unidad_medida: values.unit ?? 'K',
          k_recorridos: String(values.km),
          precio: '400',
          tipo_moneda: 2,
          fecha_registro: '2020-01-01',
        })
        .returning({ id: neumaticos.id }),
    ).then((row) => row.id);

  const T1 = await tyre(A, 'T1', lineA, { retreads: 0, km: 10000 });
  const T2 = await tyre(A, 'T2', lineA, { retreads: 1, empresa: E1.id, km: 20000 });
  const T3 = await tyre(A, 'T3', lineB, { retreads: 2, empresa: E2.id, km: 30000 });
  const T4 = await tyre(A, 'T4', lineA, { retreads: 1, empresa: E1.id, km: 35000 });
  const T5 = await tyre(B, 'T5', lineB, { retreads: 1, empresa: E2.id, km: 40000 });
  const T6 = await tyre(B, 'T6', lineB, { retreads: 0, km: 45000 });
  const T7 = await tyre(B, 'T7', lineA, { retreads: 7, empresa: E1.id, km: 50000, unit: 'H' });
  // C's tyres have the deepest original tread of C: 18 mm (the RTD-min options of a technician who sees C).
  const T8 = await tyre(C, 'T8', lineA, {
    retreads: 1,
    empresa: E1.id,
    km: 60000,
    original: '18',
    design: lineB.designR.id,
  });
  const T9 = await tyre(C, 'T9', lineA, { retreads: 0, km: 5000 });
  // T3's first retread was E1's: its life-1 reading belongs to E1, its life-2 one to E2.
  await db.insert(neumaticoCostos).values({
    ...costRow(A.clientId, T3, { motivo: 1, life: 1, usd: '150', rem: '15', design: lineB.designR.id }),
    id_empresa: E1.id,
  });

  const read = (
    owner: { clientId: number; vehicleId: number },
    fecha: string,
    brandId: number,
    readings: { tyreId: number; position: number; life: number; nsd: number }[],
  ) =>
    insertInspection(t, owner.clientId, { vehicleId: owner.vehicleId, fecha, km: '1000', brandId, readings });
  const BA = lineA.brand.id;
  const BB = lineB.brand.id;
  await read(A, '2021-03-02', BB, [{ tyreId: T3, position: 3, life: 1, nsd: 6 }]);
  await read(A, '2021-03-05', BA, [{ tyreId: T1, position: 1, life: 0, nsd: 12.4 }]);
  await read(A, '2021-03-10', BA, [{ tyreId: T2, position: 2, life: 1, nsd: 9.2 }]);
  await read(A, '2021-03-20', BA, [{ tyreId: T1, position: 1, life: 0, nsd: 11.6 }]);
  await read(A, '2021-03-25', BB, [{ tyreId: T3, position: 3, life: 2, nsd: 14.5 }]);
  await read(A, '2021-04-10', BA, [{ tyreId: T4, position: 4, life: 1, nsd: 7 }]);
  await read(B, '2021-02-15', BB, [{ tyreId: T6, position: 2, life: 0, nsd: 16 }]);
  await read(B, '2021-03-15', BB, [
    { tyreId: T5, position: 1, life: 1, nsd: 8 },
    { tyreId: T6, position: 2, life: 0, nsd: 15 },
  ]);
  await read(B, '2021-03-16', BA, [{ tyreId: T7, position: 3, life: 7, nsd: 5.5 }]);
  await read(C, '2021-03-01', BA, [{ tyreId: T9, position: 2, life: 0, nsd: 13 }]);
  await read(C, '2021-03-31', BA, [{ tyreId: T8, position: 1, life: 1, nsd: 10 }]);

  return {
    sectors: { mining, transport },
    E1,
    E2,
    A,
    B,
    C,
    lineA,
    lineB,
    names: {
      SA: `${tag}A 295/80R22.5`,
      SB: `${tag}B 295/80R22.5`,
      BA: `${tag}A-MARCA`,
      BB: `${tag}B-MARCA`,
      DRA: `${tag}A-DR`,
      DRB: `${tag}B-DR`,
    },
  };
}

export type Market = Awaited<ReturnType<typeof buildMarket>>;
