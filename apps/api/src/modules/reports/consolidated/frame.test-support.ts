import { administracionReportes, neumaticos, reportesPdf, vehiculos } from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';
import { insertInspection, newReportClient, newTyreLine, one } from '../report-fleet.test-support';

/**
 * A tiny client for the report's frame: two vehicles, three tyres and five finished inspections around
 * February 2024 (a leap year). In February: V1 on the 1st (T1, T2) and the 29th (T1), V2 on the 15th (T3) —
 * 3 inspections, 2 vehicles, 3 tyres. Outside it: V1 on 2024-01-31 (T2) and V2 on 2024-03-01 (T3).
 */
export async function buildFrameFleet(t: TestApp, tag: string, ruc: string) {
  const client = await newReportClient(t, tag, ruc);
  const line = await newTyreLine(t, tag);
  const { clientId } = client;
  const vehicle = (placa: string) =>
    one(
      t.db
        .insert(vehiculos)
        .values(client.vehicle({ placa, kilometraje: '100000' }))
        .returning({ id: vehiculos.id }),
    );
  const tyre = (serie: string) =>
    one(
      t.db
        .insert(neumaticos)
        .values({
          id_cliente: clientId,
          num_serie: `${tag}-${serie}`,
          estado: 3,
          nuevo: 1,
          cantidad_reencauche: 0,
          id_marca: line.brand.id,
          id_modelo: line.model.id,
          id_medida: line.size.id,
          id_disenio: line.designN.id,
          remanente_original: '16',
          remanente_actual: '12',
          unidad_medida: 'K',
          k_recorridos: '0',
          precio: '0',
          tipo_moneda: 2,
          fecha_registro: '2023-12-01',
        })
        .returning({ id: neumaticos.id }),
    );
  const v1 = await vehicle(`${tag}-V1`);
  const v2 = await vehicle(`${tag}-V2`);
  const [t1, t2, t3] = [await tyre('T1'), await tyre('T2'), await tyre('T3')];
  const inspect = (vehicleId: number, fecha: string, tyres: { id: number }[]) =>
    insertInspection(t, clientId, {
      vehicleId,
      fecha,
      km: '100000',
      brandId: line.brand.id,
      readings: tyres.map((read, k) => ({ tyreId: read.id, position: k + 1, life: 0, nsd: 10 })),
    });
  await inspect(v1.id, '2024-01-31', [t2]);
  await inspect(v1.id, '2024-02-01', [t1, t2]);
  await inspect(v2.id, '2024-02-15', [t3]);
  await inspect(v1.id, '2024-02-29', [t1]);
  await inspect(v2.id, '2024-03-01', [t3]);
  return { clientId, razon_social: `Flota ${tag} S.A.C.`, ruc };
}

/** The period's report sent for approval, in `estado` (with the PDF row it needs). */
export async function trackReport(
  t: TestApp,
  clientId: number,
  period: { anio: number; mes1: number; mes2: number },
  estado: 'PROCESO' | 'APROBADO' | 'RECHAZADO',
) {
  const pdf = await one(
    t.db
      .insert(reportesPdf)
      .values({ id_cliente: clientId, ...period, archivo: 'x.pdf', tamanio: 10 })
      .returning({ id: reportesPdf.id }),
  );
  const reviewed = estado === 'PROCESO' ? null : new Date();
  return one(
    t.db
      .insert(administracionReportes)
      .values({ id_cliente: clientId, ...period, id_reporte_pdf: pdf.id, estado, fecha_revision: reviewed })
      .returning({ id: administracionReportes.id }),
  );
}
