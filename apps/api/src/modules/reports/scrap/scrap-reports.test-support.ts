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
 * A small hand-built set of scrap records on a new client, so every count of the scrap reports can be computed
 * by hand (the expected values live in the tests). Brands SR-A, SR-B, SR-C (named so they cannot meet the
 * demo's); reasons R1, R2, R3 are the first three of the seeded catalogue (motivos_scrap, by id).
 *
 * Year SCRAP_YEAR, one scrapped tyre per record (month, reason, brand):
 *   01-05 R1 A · 01-20 R1 B · 01-31 R2 A · 03-01 R2 A · 03-15 R2 C · 03-31 R1 A · 07-10 R2 B · 12-31 R3 C ·
 *   12-01 R2 A
 * By reason: R1 Jan 2, Mar 1 = 3; R2 Jan 1, Mar 2, Jul 1, Dec 1 = 5; R3 Dec 1 = 1; total 9.
 * By brand:  A Jan 2, Mar 2, Dec 1 = 5; B Jan 1, Jul 1 = 2; C Mar 1, Dec 1 = 2.
 * Outside the year (never counted): (SCRAP_YEAR − 1)-12-31 R1 A and (SCRAP_YEAR + 1)-01-01 R3 B.
 * Another new client has a record of SCRAP_YEAR-01-15, R1, brand A (never counted for the first).
 */
export const SCRAP_YEAR = 2024;

export interface ScrapSet {
  clientId: number;
  otherClientId: number;
  /** Reason ids R1, R2, R3 and their names. */
  reasons: { id: number; descripcion: string }[];
  /** Brand ids of SR-A, SR-B, SR-C. */
  brands: { id: number; descripcion: string }[];
}

type ScrapRecord = { fecha: string; reason: number; brand: number };

const Y = SCRAP_YEAR;
const RECORDS: ScrapRecord[] = [
  { fecha: `${Y}-01-05`, reason: 0, brand: 0 },
  { fecha: `${Y}-01-20`, reason: 0, brand: 1 },
  { fecha: `${Y}-01-31`, reason: 1, brand: 0 },
  { fecha: `${Y}-03-01`, reason: 1, brand: 0 },
  { fecha: `${Y}-03-15`, reason: 1, brand: 2 },
  { fecha: `${Y}-03-31`, reason: 0, brand: 0 },
  { fecha: `${Y}-07-10`, reason: 1, brand: 1 },
  { fecha: `${Y}-12-31`, reason: 2, brand: 2 },
  { fecha: `${Y}-12-01`, reason: 1, brand: 0 },
  { fecha: `${Y - 1}-12-31`, reason: 0, brand: 0 },
  { fecha: `${Y + 1}-01-01`, reason: 2, brand: 1 },
];

export async function buildScrapSet(t: TestApp): Promise<ScrapSet> {
  const db = t.db;
  const [client, other] = await db
    .insert(clientes)
    .values([
      { razon_social: 'Flota Scrap S.A.C.', ruc: '20100000881', estado: true },
      { razon_social: 'Otra Flota Scrap S.A.C.', ruc: '20100000882', estado: true },
    ])
    .returning({ id: clientes.id });
  if (!client || !other) throw new Error('clients not created');

  const brands = await db
    .insert(neumaticoMarcas)
    .values(['SR-A', 'SR-B', 'SR-C'].map((descripcion) => ({ descripcion })))
    .returning({ id: neumaticoMarcas.id, descripcion: neumaticoMarcas.descripcion });
  const reasons = (
    await db
      .select({ id: motivosScrap.id, descripcion: motivosScrap.motivo })
      .from(motivosScrap)
      .orderBy(asc(motivosScrap.id))
      .limit(3)
  ).map((row) => ({ id: row.id, descripcion: row.descripcion }));
  const [model] = await db
    .insert(neumaticoModelos)
    .values({ id_marca: brands[0]?.id ?? 0, descripcion: 'SRM01' })
    .returning({ id: neumaticoModelos.id });
  const [size] = await db
    .insert(neumaticoMedidas)
    .values({ ancho: '295', perfil: '80', aro: '22.5', descripcion: 'SRS-1' })
    .returning({ id: neumaticoMedidas.id });
  if (brands.length < 3 || reasons.length < 3 || !model || !size) throw new Error('catalogues missing');

  const scrap = async (clientId: number, records: ScrapRecord[], prefix: string) => {
    const tyres = await db
      .insert(neumaticos)
      .values(
        records.map((record, k) => ({
          id_cliente: clientId,
          num_serie: `${prefix}-${k}`,
          estado: 0,
          nuevo: 1,
          id_marca: brands[record.brand]?.id ?? 0,
          id_modelo: model.id,
          id_medida: size.id,
          remanente_original: '16',
          remanente_actual: '4',
          unidad_medida: 'K',
          precio: '400',
          tipo_moneda: 2,
          fecha_registro: `${Y - 2}-01-15`,
        })),
      )
      .returning({ id: neumaticos.id });
    await db.insert(neumaticoScrap).values(
      records.map((record, k) => ({
        id_cliente: clientId,
        id_neumatico: tyres[k]?.id ?? 0,
        id_motivo_scrap: reasons[record.reason]?.id ?? 0,
        fecha_scrap: record.fecha,
        remanente_original: '16',
        remanente_final: '4',
        remanente_limite: '3',
      })),
    );
  };
  await scrap(client.id, RECORDS, 'SR');
  await scrap(other.id, [{ fecha: `${Y}-01-15`, reason: 0, brand: 0 }], 'SR-OTRO');
  return { clientId: client.id, otherClientId: other.id, reasons, brands };
}
