import { asc } from 'drizzle-orm';
import {
  clientes,
  motivosScrap,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  neumaticoScrap,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';

/**
 * A new client with five scrapped tyres whose figures are written by hand (the scrap record keeps what the
 * lifecycle computed at scrap time; the report reads it as recorded). Catalogue names start with the client's
 * tag so two fleets in one database never meet.
 *
 *   r  brand model size life              fecha_scrap  orig final limit  costo_vida  costo_perdido
 *   0  A     1     1    N                 2025-03-01   16   7     3      418.08      128.64 (domain.md §11)
 *   1  A     1     2    R2                2025-03-31   18   2     3      250         0 (below the limit)
 *   2  B     2     1    R (7 retreads)    2025-01-01   20   10    4      300         112.5
 *   3  B     2     2    R1 (registered    2024-12-31   15   9     3      200         100
 *                       retreaded, 0 counted)
 *   4  A     1     1    N                 2025-03-01   16   16    3      123.4567    123.4567 (all the tread)
 * Records 0 and 4 share their date: 4 (the later id) comes first.
 */
export interface LossFleet {
  clientId: number;
  brandIds: number[];
  modelIds: number[];
  sizeIds: number[];
  scrapIds: number[];
  motivo: string;
}

const RECORDS = [
  {
    brand: 0,
    size: 0,
    nuevo: 1,
    retreads: 0,
    date: '2025-03-01',
    rem: ['16', '7', '3'],
    cost: ['418.08', '128.64'],
  },
  { brand: 0, size: 1, nuevo: 0, retreads: 2, date: '2025-03-31', rem: ['18', '2', '3'], cost: ['250', '0'] },
  {
    brand: 1,
    size: 0,
    nuevo: 0,
    retreads: 7,
    date: '2025-01-01',
    rem: ['20', '10', '4'],
    cost: ['300', '112.5'],
  },
  {
    brand: 1,
    size: 1,
    nuevo: 0,
    retreads: 0,
    date: '2024-12-31',
    rem: ['15', '9', '3'],
    cost: ['200', '100'],
  },
  {
    brand: 0,
    size: 0,
    nuevo: 1,
    retreads: 0,
    date: '2025-03-01',
    rem: ['16', '16', '3'],
    cost: ['123.4567', '123.4567'],
  },
] as const;

export async function buildLossFleet(t: TestApp, tag: string, ruc: string): Promise<LossFleet> {
  const db = t.db;
  const [client] = await db
    .insert(clientes)
    .values({ razon_social: `Flota ${tag} S.A.C.`, ruc, estado: true })
    .returning({ id: clientes.id });
  if (!client) throw new Error('client not created');
  const clientId = client.id;
  const brandIds = (
    await db
      .insert(neumaticoMarcas)
      .values([{ descripcion: `${tag}-A` }, { descripcion: `${tag}-B` }])
      .returning({ id: neumaticoMarcas.id })
  ).map((row) => row.id);
  const modelIds = (
    await db
      .insert(neumaticoModelos)
      .values(brandIds.map((id_marca, k) => ({ id_marca, descripcion: `${tag}M${k + 1}` })))
      .returning({ id: neumaticoModelos.id })
  ).map((row) => row.id);
  const sizeIds = (
    await db
      .insert(neumaticoMedidas)
      .values([1, 2].map((s) => ({ ancho: '295', perfil: '80', aro: `2${s}`, descripcion: `${tag}S-${s}` })))
      .returning({ id: neumaticoMedidas.id })
  ).map((row) => row.id);
  const [motivo] = await db.select().from(motivosScrap).orderBy(asc(motivosScrap.id)).limit(1);
  if (!motivo) throw new Error('no scrap reason');

  const scrapIds: number[] = [];
  for (const [k, record] of RECORDS.entries()) {
    const [tyre] = await db
      .insert(neumaticos)
      .values({
        id_cliente: clientId,
        num_serie: `${tag}-${k}`,
        serie_cliente: k === 0 ? `DOT${tag}` : null,
        estado: 0,
        nuevo: record.nuevo,
        cantidad_reencauche: record.retreads,
        id_marca: brandIds[record.brand] ?? 0,
        id_modelo: modelIds[record.brand] ?? 0,
        id_medida: sizeIds[record.size] ?? 0,
        remanente_original: record.rem[0],
        remanente_actual: record.rem[1],
        unidad_medida: 'K',
        precio: '400',
        tipo_moneda: 2,
        fecha_registro: '2024-01-15',
      })
      .returning({ id: neumaticos.id });
    const [scrap] = await db
      .insert(neumaticoScrap)
      .values({
        id_cliente: clientId,
        id_neumatico: tyre?.id ?? 0,
        id_motivo_scrap: motivo.id,
        fecha_scrap: record.date,
        remanente_original: record.rem[0],
        remanente_final: record.rem[1],
        remanente_limite: record.rem[2],
        costo_vida: record.cost[0],
        costo_perdido: record.cost[1],
      })
      .returning({ id: neumaticoScrap.id });
    scrapIds.push(scrap?.id ?? 0);
  }
  return { clientId, brandIds, modelIds, sizeIds, scrapIds, motivo: motivo.motivo };
}
