import { randomUUID } from 'node:crypto';
import {
  inspeccionDetalles,
  inspecciones,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  vehiculos,
} from '../../../db/schema/index';
import { newReportClient, one } from '../report-fleet.test-support';
import type { TestApp } from '../../../../test/app';

/**
 * A new client whose brand comparison can be computed by hand. One application (retread limit 5 mm), a km
 * vehicle VK (odometer 162 000) and an hours vehicle VH. Names start with the tag.
 *
 *   A1  brand A, model MA, size S1, new, 400 USD, original 16. N on VK axle 1: 0 → 50 000 (rotated off);
 *       last NSD 9 → 7 mm worn, 7 142.86 km/mm, projected 7 142.86 × 11 = 78 571.43.
 *   A2  brand A, model MA, size S2, new, 410 USD, original 16. N on VK axle 2: 100 000 → open (62 000 km);
 *       read 12 then 8 → 8 mm, 7 750 km/mm, projected 85 250.
 *   B1  brand B, model MB, size S1, new, 300 USD, original 18. N on VK axle 1: 20 000 → 80 000, read 10 →
 *       8 mm, projected 7 500 × 13 = 97 500; retreaded: R1 design DR1 150 USD + repair 20, original 14, on
 *       VK axle 3: 100 000 → 140 000, read 10 → 4 mm, 10 000 km/mm, projected 90 000.
 *   C1  brand A, registered already retreaded (design DR1, 200 USD, original 15), 5 000 km entered, on VK axle
 *       2: 0 → 30 000: 35 000 km, never read.
 *   D1  brand A, hours (H), 999 USD, on VH 0 → 2 000 h: only in the hours comparison.
 *   E1  brand A, new, in stock (never ran): not counted.   F1  brand B, its only record voided (motivo 6).
 *
 * Expected (km): New A: 2 tyres, 56 000, 0.0072, 405, 112 000 ÷ 15 = 7 466.7, 81 910.7; New B: 1, 60 000,
 * 0.005, 300, 7 500, 97 500. All B: 1, 100 000, 0.0047, 470, 100 000 ÷ 12 = 8 333.3, 93 750. Retreaded DR1:
 * 2 (B1's R1, C1), 37 500, 370 ÷ 75 000 = 0.0049, 185, 40 000 ÷ 4 = 10 000, 90 000.
 */
export interface BrandFleet {
  clientId: number;
  brands: { A: number; B: number };
  models: { MA: number; MB: number };
  sizes: { S1: number; S2: number };
  designs: { DR1: number; DR2: number };
  applicationId: number;
}

export async function buildBrandFleet(t: TestApp, tag: string, ruc: string): Promise<BrandFleet> {
  const db = t.db;
  const fleet = await newReportClient(t, tag, ruc);
  const { clientId } = fleet;
  const [A, B] = await db
    .insert(neumaticoMarcas)
    .values([{ descripcion: `${tag}-A` }, { descripcion: `${tag}-B` }])
    .returning({ id: neumaticoMarcas.id });
  if (!A || !B) throw new Error('brands');
  const [MA, MB] = await db
    .insert(neumaticoModelos)
    .values([
      { id_marca: A.id, descripcion: `${tag}-MA` },
      { id_marca: B.id, descripcion: `${tag}-MB` },
    ])
    .returning({ id: neumaticoModelos.id });
  const [S1, S2] = await db
    .insert(neumaticoMedidas)
    .values([1, 2].map((s) => ({ ancho: '295', perfil: '80', aro: `2${s}`, descripcion: `${tag}-S${s}` })))
    .returning({ id: neumaticoMedidas.id });
  const [DR1, DR2] = await db
    .insert(neumaticoDisenios)
    .values([{ nombre: `${tag}-DR1` }, { nombre: `${tag}-DR2` }])
    .returning({ id: neumaticoDisenios.id });
  if (!MA || !MB || !S1 || !S2 || !DR1 || !DR2) throw new Error('catalogues');
  const vehicle = (placa: string, tipo_costo: number, kilometraje: string) =>
    fleet.vehicle({ placa, tipo_costo, kilometraje });
  const [vk, vh] = await db
    .insert(vehiculos)
    .values([vehicle(`${tag}-VK`, 1, '162000'), vehicle(`${tag}-VH`, 2, '5000')])
    .returning({ id: vehiculos.id });
  if (!vk || !vh) throw new Error('vehicles');

  type TyreSpec = {
    brand: number;
    model: number;
    size: number;
    original: string;
    retreads?: number;
    design?: number;
    unit?: string;
    km?: string;
  };
  const tyre = (k: string, spec: TyreSpec) => ({
    id_cliente: clientId,
    num_serie: `${tag}-${k}`,
    estado: 5,
    nuevo: 1,
    cantidad_reencauche: spec.retreads ?? 0,
    id_marca: spec.brand,
    id_modelo: spec.model,
    id_medida: spec.size,
    id_disenio: spec.design ?? null,
    remanente_original: spec.original,
    remanente_actual: spec.original,
    unidad_medida: spec.unit ?? 'K',
    k_recorridos: spec.km ?? '0',
    precio: '0',
    tipo_moneda: 2,
    fecha_registro: '2023-01-01',
  });
  const ids = (
    await db
      .insert(neumaticos)
      .values([
        tyre('A1', { brand: A.id, model: MA.id, size: S1.id, original: '16' }),
        tyre('A2', { brand: A.id, model: MA.id, size: S2.id, original: '16' }),
        tyre('B1', { brand: B.id, model: MB.id, size: S1.id, original: '14', retreads: 1, design: DR1.id }),
        tyre('C1', { brand: A.id, model: MA.id, size: S1.id, original: '15', design: DR1.id, km: '5000' }),
        tyre('D1', { brand: A.id, model: MA.id, size: S1.id, original: '16', unit: 'H' }),
        tyre('E1', { brand: A.id, model: MA.id, size: S1.id, original: '16' }),
        tyre('F1', { brand: B.id, model: MB.id, size: S1.id, original: '16' }),
      ])
      .returning({ id: neumaticos.id })
  ).map((row) => row.id);
  const [A1, A2, B1, C1, D1, E1, F1] = ids as [number, number, number, number, number, number, number];

  const cost = (
    id: number,
    motivo: number,
    life: number,
    usd: string,
    rem: string | null,
    nuevo = 1,
    design?: number,
  ) => ({
    id_cliente: clientId,
    id_neumatico: id,
    motivo,
    fecha: '2023-01-01',
    costo: usd,
    tipo_moneda: 2,
    costo_convertido: usd,
    nuevo,
    n_reencauche: life,
    rem_original: rem,
    id_disenio: design ?? null,
    observacion: motivo === 2 ? 'Parche' : null,
  });
  await db
    .insert(neumaticoCostos)
    .values([
      cost(A1, 0, 0, '400', '16'),
      cost(A2, 0, 0, '410', '16'),
      cost(B1, 0, 0, '300', '18'),
      cost(B1, 1, 1, '150', '14', 0, DR1.id),
      cost(B1, 2, 1, '20', null, 0),
      cost(C1, 0, 0, '200', '15', 0, DR1.id),
      cost(D1, 0, 0, '999', '16'),
      cost(E1, 0, 0, '500', '16'),
      cost(F1, 0, 0, '350', '16'),
    ]);

  // tyre, vehicle, axle, life, fecha_instalacion, km_instalacion, fecha_retiro, km_retiro, motivo_retiro
  type Rec = [number, number, number, number, string, string, string | null, string | null, number | null];
  const records: Rec[] = [
    [A1, vk.id, 1, 0, '2023-02-01', '0', '2023-08-01', '50000', 3],
    [A2, vk.id, 2, 0, '2024-01-01', '100000', null, null, null],
    [B1, vk.id, 1, 0, '2023-02-01', '20000', '2023-10-01', '80000', 1],
    [B1, vk.id, 3, 1, '2023-11-01', '100000', '2024-03-01', '140000', 3],
    [C1, vk.id, 2, 0, '2023-02-01', '0', '2023-06-01', '30000', 3],
    [D1, vh.id, 1, 0, '2023-02-01', '0', '2023-09-01', '2000', 3],
    [F1, vk.id, 1, 0, '2023-02-01', '0', '2023-02-01', '10000', 6],
  ];
  await db.insert(neumaticoHistorial).values(
    records.map(([id, vehicleId, axle, life, fecha, km, fechaRetiro, kmRetiro, motivo], k) => ({
      id_cliente: clientId,
      id_neumatico: id,
      id_vehiculo: vehicleId,
      placa: vehicleId === vk.id ? `${tag}-VK` : `${tag}-VH`,
      posicion: k + 1,
      ubicacion: k + 1,
      id_ejes: axle,
      n_reencauche: life,
      nuevo: life === 0 ? 1 : 0,
      fecha_instalacion: fecha,
      km_instalacion: km,
      fecha_retiro: fechaRetiro,
      km_retiro: kmRetiro,
      motivo_retiro: motivo,
    })),
  );

  // fecha, readings [tyre, life, nsd]; all on VK
  const plan: [string, [number, number, number][]][] = [
    ['2023-07-01', [[A1, 0, 9]]],
    ['2023-09-01', [[B1, 0, 10]]],
    ['2024-02-01', [[B1, 1, 10]]],
    ['2024-03-01', [[A2, 0, 12]]],
    ['2024-06-01', [[A2, 0, 8]]],
  ];
  for (const [fecha, readings] of plan) {
    const inspection = await one(
      db
        .insert(inspecciones)
        .values({
          id_cliente: clientId,
          id_vehiculo: vk.id,
          fecha_inspeccion: fecha,
          km_inspeccion: '100000',
        })
        .returning({ id: inspecciones.id }),
    );
    await db.insert(inspeccionDetalles).values(
      readings.map(([id, life, nsd]) => ({
        id_cliente: clientId,
        clave: randomUUID(),
        id_inspeccion: inspection.id,
        id_vehiculo: vk.id,
        id_neumatico: id,
        posicion: 1,
        ubicacion: 1,
        id_ejes: 1,
        vida: life,
        presion: '110',
        valvula: 'CT',
        accesibilidad: 1,
        exterior: String(nsd + 1),
        medio: String(nsd + 1),
        interior: String(nsd),
        separaciond: 'Sep. Entre Duales-No Aplica',
        tuercaestado: 1,
        estado: 1,
        id_marca: A.id,
        fecha_inspeccion: fecha,
      })),
    );
  }
  return {
    clientId,
    brands: { A: A.id, B: B.id },
    models: { MA: MA.id, MB: MB.id },
    sizes: { S1: S1.id, S2: S2.id },
    designs: { DR1: DR1.id, DR2: DR2.id },
    applicationId: fleet.applicationId,
  };
}
