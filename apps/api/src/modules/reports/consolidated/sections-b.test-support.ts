import { inspeccionDetalles, inspecciones, neumaticos, vehiculos } from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { newReportClient, newTyreLine, one, readingRow } from '../report-fleet.test-support';

/**
 * A new client whose sections B of the consolidated report for March–April 2025 are computed by hand.
 * Catalogue names start with the tag, so two fleets of one test never meet. Thresholds of the application:
 * desg_irregular_1 = 3, desg_irregular_2 = −3 (REPORT_THRESHOLDS). Recommended pressure 100 PSI, T4's none.
 *
 *   '{tag}-1' 2025-03-10, km 1000: T1 pos 1 ext 10 int 6 (td 4), 100 PSI (normal);
 *                                  T2 pos 2 ext 7 int 6 (td 1), 85 PSI (−15 % baja).
 *   '{tag}-1' 2025-04-10, km 2000 (its last): T1 pos 1 ext 9 int 9 (td 0), 75 PSI (−25 % crítica);
 *                                  T2 pos 2 ext 5 int 9 (td −4, codes 1 and 5), 112 PSI (+12 % alta).
 *   '{tag}-2' 2025-04-05, km 500:  T3 pos 1 not accessible (reason 1 'Válvula inaccesible'), ext 7 int 7;
 *                                  T4 pos 2 ext 8 int 5 (td 3, at the threshold), 95 PSI, no recommended.
 *   '{tag}-2' 2025-05-02 (after the period): T3 ext 9 int 2 — never counted.
 * Rotations (each tyre's last reading): T2 (td −4, exterior shoulder), T4 (td 3, interior); T1's last is td 0.
 * Inflation: 6 readings, 5 measured (83.33 %), 1 'Válvula inaccesible' (16.67 %).
 * Pressure: 4 accessible readings with a recommendation: crítica, baja, normal, alta, 25 % each.
 */
export const SECTIONS_B_PERIOD = { year: 2025, month1: 3, month2: 4 } as const;

export interface SectionsBFleet {
  clientId: number;
  tag: string;
  vehicles: { v1: number; v2: number };
  tyres: { t1: number; t2: number; t3: number; t4: number };
}

type Read = {
  tyreId: number;
  position: number;
  ext: number;
  int: number;
  presion: number;
  inaccesible?: number;
  codes?: number[];
};

export async function buildSectionsBFleet(t: TestApp, tag: string, ruc: string): Promise<SectionsBFleet> {
  const client = await newReportClient(t, tag, ruc);
  const { clientId } = client;
  const line = await newTyreLine(t, tag);
  const vehicle = (placa: string) =>
    one(
      t.db
        .insert(vehiculos)
        .values(client.vehicle({ placa, kilometraje: '0' }))
        .returning({ id: vehiculos.id }),
    );
  const v1 = (await vehicle(`${tag}-1`)).id;
  const v2 = (await vehicle(`${tag}-2`)).id;
  const tyre = async (serie: string, presion: string) =>
    (
      await one(
        t.db
          .insert(neumaticos)
          .values({
            id_cliente: clientId,
            num_serie: `${tag}-${serie}`,
            nuevo: 1,
            id_marca: line.brand.id,
            id_modelo: line.model.id,
            id_medida: line.size.id,
            id_disenio: line.designN.id,
            remanente_original: '16',
            remanente_actual: '12',
            presion_recomendada: presion,
            unidad_medida: 'K',
            precio: '400',
            tipo_moneda: 2,
            fecha_registro: '2024-06-01',
          })
          .returning({ id: neumaticos.id }),
      )
    ).id;
  const t1 = await tyre('T1', '100');
  const t2 = await tyre('T2', '100');
  const t3 = await tyre('T3', '100');
  const t4 = await tyre('T4', '0');

  const inspect = async (vehicleId: number, fecha: string, km: string, reads: Read[]) => {
    const { id } = await one(
      t.db
        .insert(inspecciones)
        .values({ id_cliente: clientId, id_vehiculo: vehicleId, fecha_inspeccion: fecha, km_inspeccion: km })
        .returning({ id: inspecciones.id }),
    );
    await t.db.insert(inspeccionDetalles).values(
      reads.map((read) => ({
        ...readingRow(clientId, {
          vehicleId,
          tyreId: read.tyreId,
          position: read.position,
          life: 0,
          nsd: 0,
          brandId: line.brand.id,
        }),
        exterior: String(read.ext),
        medio: null,
        interior: String(read.int),
        presion: String(read.presion),
        accesibilidad: read.inaccesible ? 0 : 1,
        motivo_inaccesibilidad: read.inaccesible ?? null,
        desgirregular: read.codes ?? [],
        id_inspeccion: id,
        fecha_inspeccion: fecha,
      })),
    );
    return id;
  };
  await inspect(v1, '2025-03-10', '1000', [
    { tyreId: t1, position: 1, ext: 10, int: 6, presion: 100 },
    { tyreId: t2, position: 2, ext: 7, int: 6, presion: 85 },
  ]);
  await inspect(v1, '2025-04-10', '2000', [
    { tyreId: t1, position: 1, ext: 9, int: 9, presion: 75 },
    { tyreId: t2, position: 2, ext: 5, int: 9, presion: 112, codes: [1, 5] },
  ]);
  await inspect(v2, '2025-04-05', '500', [
    { tyreId: t3, position: 1, ext: 7, int: 7, presion: 0, inaccesible: 1 },
    { tyreId: t4, position: 2, ext: 8, int: 5, presion: 95 },
  ]);
  await inspect(v2, '2025-05-02', '900', [{ tyreId: t3, position: 1, ext: 9, int: 2, presion: 100 }]);
  return { clientId, tag, vehicles: { v1, v2 }, tyres: { t1, t2, t3, t4 } };
}
