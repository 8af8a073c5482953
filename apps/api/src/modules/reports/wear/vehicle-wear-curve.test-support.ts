import {
  inspeccionDetalles,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticos,
  vehiculos,
} from '../../../db/schema/index';
import {
  costRow,
  insertInspection,
  newReportClient,
  newTyreLine,
  readingRow,
} from '../report-fleet.test-support';
import type { TestApp } from '../../../../test/app';

/**
 * A new client with a km vehicle VK (application limit 5 mm, odometer 140 000) and another vehicle VO, so every
 * figure of the vehicle wear curve can be computed by hand. Names start with the tag.
 *
 *   A  position 1, life N, original 16, purchase 400. VO 0 → 20 000 (rotated off, read 14 at 10 000 there);
 *      VK from 100 000, open (40 000 so far); read on VK 12 at 120 000 and 9 at 140 000.
 *      Life km 60 000 → domain.md §8's example: 8 571.4 km/mm, 94 285.7 projected, 34 285.7 left, 36.36 %,
 *      400 ÷ 94 285.7 = 0.0042. Points [40 000, 12], [60 000, 9].
 *   B  position 2. Life N (original 16, purchase 300) on VK 50 000 → 90 000, read 6 at 90 000, retreaded:
 *      4 000 km/mm, 44 000 projected, 4 000 left, 9.09 %, 300 ÷ 44 000 = 0.0068 (history only).
 *      Life R1 (original 14, retread 150 + repair 20) on VK from 110 000, open; read 11 at 140 000:
 *      10 000 km/mm, 90 000 projected, 60 000 left, 66.67 %, 170 ÷ 90 000 = 0.0019.
 *   C  an hours tyre (H) recorded on VK's position 3: never part of a km vehicle's curve.
 *   D  position 4, its only record voided as an installation error (motivo 6): never shown.
 *   E  position 5, life N, original 16, purchase 400, installed at 140 000 and read 15 there: no km yet, so no
 *      rate and no projection ("-"), 90.91 % of its usable tread left.
 */
export interface CurveFleet {
  clientId: number;
  vehicleId: number;
  otherVehicleId: number;
  tyreIds: { A: number; B: number; C: number; D: number; E: number };
}

export async function buildCurveFleet(t: TestApp, tag: string, ruc: string): Promise<CurveFleet> {
  const db = t.db;
  const fleet = await newReportClient(t, tag, ruc);
  const { clientId } = fleet;
  const { brand, model, size, designN, designR } = await newTyreLine(t, tag);
  const vehicle = (placa: string, codigo: string, kilometraje: string) =>
    fleet.vehicle({ placa, codigo, kilometraje });
  const [vk, vo] = await db
    .insert(vehiculos)
    .values([vehicle(`${tag}-VK`, `${tag}K`, '140000'), vehicle(`${tag}-VO`, `${tag}O`, '30000')])
    .returning({ id: vehiculos.id });
  if (!vk || !vo) throw new Error('vehicles not created');

  const tyre = (
    k: string,
    values: { original: string; retreads: number; unit?: string; design: number },
  ) => ({
    id_cliente: clientId,
    num_serie: `${tag}-${k}`,
    estado: 3,
    nuevo: 1,
    cantidad_reencauche: values.retreads,
    id_marca: brand.id,
    id_modelo: model.id,
    id_medida: size.id,
    id_disenio: values.design,
    remanente_original: values.original,
    remanente_actual: values.original,
    unidad_medida: values.unit ?? 'K',
    precio: '400',
    tipo_moneda: 2,
    fecha_registro: '2023-01-01',
  });
  const [A, B, C, D, E] = (
    await db
      .insert(neumaticos)
      .values([
        tyre('A', { original: '16', retreads: 0, design: designN.id }),
        tyre('B', { original: '14', retreads: 1, design: designR.id }),
        tyre('C', { original: '16', retreads: 0, unit: 'H', design: designN.id }),
        tyre('D', { original: '16', retreads: 0, design: designN.id }),
        tyre('E', { original: '16', retreads: 0, design: designN.id }),
      ])
      .returning({ id: neumaticos.id })
  ).map((row) => row.id);
  if (!A || !B || !C || !D || !E) throw new Error('tyres not created');

  const cost = (id: number, motivo: number, life: number, usd: string, rem: string | null, design?: number) =>
    costRow(clientId, id, { motivo, life, usd, rem, design });
  await db
    .insert(neumaticoCostos)
    .values([
      cost(A, 0, 0, '400', '16', designN.id),
      cost(B, 0, 0, '300', '16', designN.id),
      cost(B, 1, 1, '150', '14', designR.id),
      cost(B, 2, 1, '20', null),
      cost(C, 0, 0, '400', '16'),
      cost(D, 0, 0, '400', '16'),
      cost(E, 0, 0, '400', '16', designN.id),
    ]);

  type Rec = [number, number, number, number, string, string, string | null, string | null, number | null];
  // tyre, vehicle, position, life, fecha_instalacion, km_instalacion, fecha_retiro, km_retiro, motivo_retiro
  const records: Rec[] = [
    [A, vo.id, 1, 0, '2024-01-01', '0', '2024-03-01', '20000', 3],
    [A, vk.id, 1, 0, '2024-04-01', '100000', null, null, null],
    [B, vk.id, 2, 0, '2023-06-01', '50000', '2023-12-01', '90000', 1],
    [B, vk.id, 2, 1, '2024-05-01', '110000', null, null, null],
    [C, vk.id, 3, 0, '2024-05-01', '120000', null, null, null],
    [D, vk.id, 4, 0, '2023-05-01', '40000', '2023-05-01', '40000', 6],
    [E, vk.id, 5, 0, '2024-09-01', '140000', null, null, null],
  ];
  await db.insert(neumaticoHistorial).values(
    records.map(([id, vehicleId, position, life, fecha, km, fechaRetiro, kmRetiro, motivo]) => ({
      id_cliente: clientId,
      id_neumatico: id,
      id_vehiculo: vehicleId,
      placa: vehicleId === vk.id ? `${tag}-VK` : `${tag}-VO`,
      posicion: position,
      ubicacion: position,
      id_ejes: position <= 2 ? 1 : 2,
      n_reencauche: life,
      nuevo: life === 0 ? 1 : 0,
      fecha_instalacion: fecha,
      km_instalacion: km,
      fecha_retiro: fechaRetiro,
      km_retiro: kmRetiro,
      motivo_retiro: motivo,
    })),
  );

  // vehicle, fecha, km, readings [tyre, position, life, nsd]
  const plan: [number, string, string, [number, number, number, number][]][] = [
    [vk.id, '2023-11-30', '90000', [[B, 2, 0, 6]]],
    [vo.id, '2024-02-01', '10000', [[A, 1, 0, 14]]],
    [vk.id, '2024-06-01', '120000', [[A, 1, 0, 12]]],
    [
      vk.id,
      '2024-09-01',
      '140000',
      [
        [A, 1, 0, 9],
        [B, 2, 1, 11],
        [C, 3, 0, 7],
        [E, 5, 0, 15],
      ],
    ],
  ];
  for (const [vehicleId, fecha, km, readings] of plan) {
    await insertInspection(t, clientId, {
      vehicleId,
      fecha,
      km,
      brandId: brand.id,
      readings: readings.map(([tyreId, position, life, nsd]) => ({
        tyreId,
        position,
        axle: position <= 2 ? 1 : 2,
        life,
        nsd,
      })),
    });
  }
  // A draft reading (its inspection never finished) on VK: never a point.
  await db.insert(inspeccionDetalles).values({
    ...readingRow(clientId, { vehicleId: vk.id, tyreId: A, position: 1, life: 0, nsd: 3, brandId: brand.id }),
    medio: '3',
    exterior: '3',
    id_inspeccion: null,
  });
  return { clientId, vehicleId: vk.id, otherVehicleId: vo.id, tyreIds: { A, B, C, D, E } };
}
