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
 * A new client whose tyres' wear figures can be computed by hand (application limit 5 mm, next retread 8 mm).
 * Vehicles: VK km (odometer 140 000), VO km (30 000), VH hours (hour meter 5 000). Names start with the tag.
 *
 *   A  life N, original 16, purchase 400. VO 0 → 20 000 (rotation; read 14 at 10 000), then VK from 100 000,
 *      open (40 000 so far; read 12 at 120 000, 9 at 140 000). A record voided as an installation error
 *      (VO 0 → 5 000, motivo 6) counts nothing. Life 60 000 km: domain.md §8's example, 8 571.4 km/mm,
 *      94 285.7 projected, 34 285.7 left, 36.36 %, 400 ÷ 94 285.7 = 0.0042.
 *      Points [0, 16], [10 000, 14], [40 000, 12], [60 000, 9]. A draft reading (3 mm) is never a point.
 *   B  retreaded once. Life N (original 16, purchase 300) on VK 50 000 → 90 000, read 6 at 90 000.
 *      Life R1 (original 14, retread 150 + repair 20) on VK from 110 000, open; read 11 at 140 000:
 *      30 000 km, 10 000 km/mm, 90 000 projected, 60 000 left, 66.67 %, 170 ÷ 90 000 = 0.0019.
 *   H  hours, life N, original 16, purchase 500, on VH from 1 000 h, open (4 000 h); read 12 at 3 000 h:
 *      1 000 h/mm, 11 000 h projected, 7 000 h left, 63.64 %, 500 ÷ 11 000 = 0.0455.
 *   S  never installed nor read: no limit, no figures.
 */
export interface WearFleet {
  clientId: number;
  tyreIds: { A: number; B: number; H: number; S: number };
}

export async function buildWearFleet(t: TestApp, tag: string, ruc: string): Promise<WearFleet> {
  const db = t.db;
  const fleet = await newReportClient(t, tag, ruc);
  const { clientId } = fleet;
  const { brand, model, size, designN, designR } = await newTyreLine(t, tag);
  const vehicle = (placa: string, kilometraje: string, tipoCosto: number) =>
    fleet.vehicle({ placa, kilometraje, tipo_costo: tipoCosto, codigo: placa.replace('-', '') });
  const [vk, vo, vh] = await db
    .insert(vehiculos)
    .values([
      vehicle(`${tag}-VK`, '140000', 1),
      vehicle(`${tag}-VO`, '30000', 1),
      vehicle(`${tag}-VH`, '5000', 2),
    ])
    .returning({ id: vehiculos.id });
  if (!vk || !vo || !vh) throw new Error('vehicles not created');

  const tyre = (
    k: string,
    values: { original: string; retreads: number; unit?: string; design: number },
  ) => ({
    id_cliente: clientId,
    num_serie: `${tag}-${k}`,
    estado: k === 'S' ? 1 : 3,
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
  const [A, B, H, S] = (
    await db
      .insert(neumaticos)
      .values([
        tyre('A', { original: '16', retreads: 0, design: designN.id }),
        tyre('B', { original: '14', retreads: 1, design: designR.id }),
        tyre('H', { original: '16', retreads: 0, unit: 'H', design: designN.id }),
        tyre('S', { original: '18', retreads: 0, design: designN.id }),
      ])
      .returning({ id: neumaticos.id })
  ).map((row) => row.id);
  if (!A || !B || !H || !S) throw new Error('tyres not created');

  const cost = (id: number, motivo: number, life: number, usd: string, rem: string | null, design?: number) =>
    costRow(clientId, id, { motivo, life, usd, rem, design });
  await db
    .insert(neumaticoCostos)
    .values([
      cost(A, 0, 0, '400', '16', designN.id),
      cost(B, 0, 0, '300', '16', designN.id),
      cost(B, 1, 1, '150', '14', designR.id),
      cost(B, 2, 1, '20', null),
      cost(H, 0, 0, '500', '16', designN.id),
      cost(S, 0, 0, '400', '18', designN.id),
    ]);

  type Rec = [number, number, number, string, string, string | null, string | null, number | null];
  // tyre, vehicle, life, fecha_instalacion, km_instalacion, fecha_retiro, km_retiro, motivo_retiro
  const records: Rec[] = [
    [A, vo.id, 0, '2023-12-10', '0', '2023-12-15', '5000', 6],
    [A, vo.id, 0, '2024-01-01', '0', '2024-03-01', '20000', 3],
    [A, vk.id, 0, '2024-04-01', '100000', null, null, null],
    [B, vk.id, 0, '2023-06-01', '50000', '2023-12-01', '90000', 1],
    [B, vk.id, 1, '2024-05-01', '110000', null, null, null],
    [H, vh.id, 0, '2024-05-01', '1000', null, null, null],
  ];
  await db.insert(neumaticoHistorial).values(
    records.map(([id, vehicleId, life, fecha, km, fechaRetiro, kmRetiro, motivo], index) => ({
      id_cliente: clientId,
      id_neumatico: id,
      id_vehiculo: vehicleId,
      placa: `${tag}-V`,
      posicion: index + 1,
      ubicacion: index + 1,
      id_ejes: 1,
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
    [vk.id, '2023-11-30', '90000', [[B, 4, 0, 6]]],
    [vo.id, '2024-02-01', '10000', [[A, 2, 0, 14]]],
    [vk.id, '2024-06-01', '120000', [[A, 3, 0, 12]]],
    [vh.id, '2024-07-01', '3000', [[H, 6, 0, 12]]],
    [
      vk.id,
      '2024-09-01',
      '140000',
      [
        [A, 3, 0, 9],
        [B, 5, 1, 11],
      ],
    ],
  ];
  const reading = (vehicleId: number, id: number, position: number, life: number, nsd: number) =>
    readingRow(clientId, { vehicleId, tyreId: id, position, life, nsd, brandId: brand.id });
  for (const [vehicleId, fecha, km, readings] of plan) {
    await insertInspection(t, clientId, {
      vehicleId,
      fecha,
      km,
      brandId: brand.id,
      readings: readings.map(([tyreId, position, life, nsd]) => ({ tyreId, position, life, nsd })),
    });
  }
  // A draft reading (its inspection never finished): never a point.
  await db.insert(inspeccionDetalles).values({ ...reading(vk.id, A, 3, 0, 3), id_inspeccion: null });
  return { clientId, tyreIds: { A, B, H, S } };
}
