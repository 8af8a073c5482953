import { randomUUID } from 'node:crypto';
import {
  aplicaciones,
  inspeccionDetalles,
  inspecciones,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  remanentesAplicacion,
  vehiculos,
  vehiculoTipos,
} from '../../../db/schema/index';
import { newReportClient, one, REPORT_THRESHOLDS } from '../report-fleet.test-support';
import type { TestApp } from '../../../../test/app';

/**
 * A new client whose remnant by unit can be worked out by hand (names start with the tag):
 *
 *   Applications  '{tag} Carretera' reencauche 5, prox 8;  '{tag} Minería' reencauche 3, prox 6.
 *   V1  type '{tag} TRACTO', Carretera. 2025-01-10 pos 1: 3 (earlier in the period).
 *       2025-02-20 pos 1: 5 (= reencauche: a reencauchar, yellow), pos 2: 8 (= prox: próximo, blue),
 *       pos 3: 8.5 (operativo), all size S1; pos 4: 5.5 (próximo), size S2.
 *       2025-04-01 pos 1: 2 (after the period).
 *   V2  type '{tag} VOLQUETE', Minería. 2025-03-05, twice on the day: the first (lower id) pos 1: 10; the later
 *       pos 1: 3 (a reencauchar), pos 2: 6 (próximo), size S1; pos 5: 12 (operativo), size S2.
 *   V3  Carretera, inspected only on 2024-12-01 (before the period).
 *   A draft reading (no inspection) on V1 at 1 mm: never counted.
 *
 * In 2025-01-01…2025-03-31: V1 4 tyres (1 to retread, 2 next), V2 3 tyres (1, 1); Carretera buckets 5..8:
 * TRACTO/S1 {5: 1, 8: 2}, TRACTO/S2 {5: 1}; Minería buckets 3..12: VOLQUETE/S1 {3: 1, 6: 1}, VOLQUETE/S2 {12: 1}.
 */
export interface RemnantFleet {
  clientId: number;
  tag: string;
  vehicleIds: { V1: number; V2: number; V3: number };
  sizes: { S1: string; S2: string };
}

export async function buildRemnantFleet(t: TestApp, tag: string, ruc: string): Promise<RemnantFleet> {
  const db = t.db;
  const fleet = await newReportClient(t, tag, ruc);
  const { clientId } = fleet;
  const brand = await one(
    db
      .insert(neumaticoMarcas)
      .values({ descripcion: `${tag}-MARCA` })
      .returning({ id: neumaticoMarcas.id }),
  );
  const model = await one(
    db
      .insert(neumaticoModelos)
      .values({ id_marca: brand.id, descripcion: `${tag}-MOD` })
      .returning({ id: neumaticoModelos.id }),
  );
  const sizes = { S1: `${tag} 295/80R22.5`, S2: `${tag} 11R22.5` };
  const [s1, s2] = await db
    .insert(neumaticoMedidas)
    .values([
      { ancho: '295', perfil: '80', aro: '22.5', descripcion: sizes.S1 },
      { ancho: '11', perfil: '0', aro: '22.5', descripcion: sizes.S2 },
    ])
    .returning({ id: neumaticoMedidas.id });
  const design = await one(
    db
      .insert(neumaticoDisenios)
      .values({ nombre: `${tag}-D` })
      .returning({ id: neumaticoDisenios.id }),
  );
  if (!s1 || !s2) throw new Error('sizes not created');
  // The fixture's TRACTO on 'Carretera' (retread 5, next 8); a VOLQUETE on 'Minería' (3, 6) beside them.
  const tracto = { id: fleet.typeId };
  const road = { id: fleet.applicationId };
  const volquete = await one(
    db
      .insert(vehiculoTipos)
      .values({ descripcion: `${tag} VOLQUETE` })
      .returning({ id: vehiculoTipos.id }),
  );
  const mining = await one(
    db
      .insert(aplicaciones)
      .values({ id_cliente: clientId, aplicacion: `${tag} Minería` })
      .returning({ id: aplicaciones.id }),
  );
  await db.insert(remanentesAplicacion).values({
    id_cliente: clientId,
    id_aplicacion: mining.id,
    ...REPORT_THRESHOLDS,
    ini_reencauche: '2',
    reencauche: '3',
    ini_prox_reencauche: '4',
    prox_reencauche: '6',
  });

  const vehicle = (k: string, type: number, application: number) =>
    fleet.vehicle({
      placa: `${tag}-${k}`,
      codigo: `${tag}${k}`,
      kilometraje: '100000',
      id_tipo: type,
      ruta: application,
    });
  const [V1, V2, V3] = (
    await db
      .insert(vehiculos)
      .values([
        vehicle('V1', tracto.id, road.id),
        vehicle('V2', volquete.id, mining.id),
        vehicle('V3', tracto.id, road.id),
      ])
      .returning({ id: vehiculos.id })
  ).map((row) => row.id);
  if (!V1 || !V2 || !V3) throw new Error('vehicles not created');

  // One tyre per vehicle and position; its size as above.
  const tyreIds = new Map<string, number>();
  const tyreOf = async (vehicleId: number, position: number, size: number) => {
    const key = `${vehicleId}-${position}`;
    const known = tyreIds.get(key);
    if (known) return known;
    const { id } = await one(
      db
        .insert(neumaticos)
        .values({
          id_cliente: clientId,
          num_serie: `${tag}-${vehicleId}-${position}`,
          estado: 3,
          nuevo: 1,
          cantidad_reencauche: 0,
          id_marca: brand.id,
          id_modelo: model.id,
          id_medida: size,
          id_disenio: design.id,
          remanente_original: '16',
          remanente_actual: '16',
          unidad_medida: 'K',
          precio: '400',
          tipo_moneda: 2,
          fecha_registro: '2024-01-01',
        })
        .returning({ id: neumaticos.id }),
    );
    tyreIds.set(key, id);
    return id;
  };
  const reading = (
    vehicleId: number,
    inspectionId: number | null,
    tyreId: number,
    position: number,
    nsd: number,
    fecha: string | null,
  ) => ({
    id_cliente: clientId,
    clave: randomUUID(),
    id_inspeccion: inspectionId,
    id_vehiculo: vehicleId,
    id_neumatico: tyreId,
    posicion: position,
    ubicacion: position,
    id_ejes: position <= 2 ? 1 : 2,
    presion: '110',
    valvula: 'CT',
    accesibilidad: 1,
    // NSD is the least groove: the inner one carries it.
    exterior: String(nsd + 1),
    medio: String(nsd + 1),
    interior: String(nsd),
    separaciond: 'Sep. Entre Duales-No Aplica',
    tuercaestado: 1,
    estado: 1,
    id_marca: brand.id,
    fecha_inspeccion: fecha,
  });

  // vehicle, fecha, readings [position, nsd, size]
  const plan: [number, string, [number, number, number][]][] = [
    [V1, '2025-01-10', [[1, 3, s1.id]]],
    [
      V1,
      '2025-02-20',
      [
        [1, 5, s1.id],
        [2, 8, s1.id],
        [3, 8.5, s1.id],
        [4, 5.5, s2.id],
      ],
    ],
    [V1, '2025-04-01', [[1, 2, s1.id]]],
    [V2, '2025-03-05', [[1, 10, s1.id]]],
    [
      V2,
      '2025-03-05',
      [
        [1, 3, s1.id],
        [2, 6, s1.id],
        [5, 12, s2.id],
      ],
    ],
    [V3, '2024-12-01', [[1, 4, s1.id]]],
  ];
  for (const [vehicleId, fecha, readings] of plan) {
    const inspection = await one(
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
    const rows = [];
    for (const [position, nsd, size] of readings) {
      rows.push(
        reading(vehicleId, inspection.id, await tyreOf(vehicleId, position, size), position, nsd, fecha),
      );
    }
    await db.insert(inspeccionDetalles).values(rows);
  }
  // A draft reading (its inspection never finished): never counted.
  await db.insert(inspeccionDetalles).values(reading(V1, null, await tyreOf(V1, 1, s1.id), 1, 1, null));
  return { clientId, tag, vehicleIds: { V1, V2, V3 }, sizes };
}
