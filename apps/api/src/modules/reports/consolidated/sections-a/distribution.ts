import { sql } from 'drizzle-orm';
import { AXLE_NAMES, type ChartSlice, type ConsolidatedSectionsA } from '@huella/contracts';
import { largestRemainderPercents } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';
import { lastReadingsOfPeriod } from './readings';

/** Brands beyond the first five go together in this slice (as the home dashboard's brand pie). */
const TOP_BRANDS = 5;
const OTHERS = 'OTROS';

interface CountRow {
  grupo: 'medida' | 'marca' | 'eje';
  id_ejes: number | null;
  descripcion: string;
  cantidad: number;
}

const slices = (rows: { descripcion: string; cantidad: number }[]): ChartSlice[] => {
  const percents = largestRemainderPercents(rows.map((row) => row.cantidad));
  return rows.map((row, index) => ({ ...row, porcentaje: percents[index] ?? 0 }));
};

/** The top brands, then one OTROS slice with the rest (rows come sorted by count, then name). */
function topBrands(rows: { descripcion: string; cantidad: number }[]) {
  if (rows.length <= TOP_BRANDS + 1) return rows;
  const others = rows.slice(TOP_BRANDS).reduce((sum, row) => sum + row.cantidad, 0);
  return [...rows.slice(0, TOP_BRANDS), { descripcion: OTHERS, cantidad: others }];
}

/**
 * Distribución de medidas, marcas (overall) and marcas por eje: the period's inspected tyres, each once by its
 * last reading of the period, counted by size, by brand, and by axle type and brand in one statement (GROUPING
 * SETS). The brand is the one kept on the reading (as it was when read), else the tyre's.
 */
export async function getTyreDistribution(
  db: Db,
  query: ConsolidatedQuery,
): Promise<Pick<ConsolidatedSectionsA, 'distribucion_medidas' | 'marcas_por_posicion' | 'marcas_por_eje'>> {
  const rows = await queryRows<CountRow>(
    db,
    sql`with ${lastReadingsOfPeriod(query)}, lecturas as (
        select me.descripcion::text as medida, ma.descripcion::text as marca, u.id_ejes::int as id_ejes
        from ultima u
          join neumaticos n on n.id_cliente = ${query.clientId} and n.id = u.id_neumatico
          join neumatico_medidas me on me.id = n.id_medida
          join neumatico_marcas ma on ma.id = coalesce(u.id_marca, n.id_marca)
      ), conteos as (
        select medida, marca, id_ejes, count(*)::int as cantidad,
          grouping(medida) as sin_medida, grouping(id_ejes) as sin_eje
        from lecturas
        group by grouping sets ((medida), (marca), (id_ejes, marca))
      )
      select case when sin_medida = 0 then 'medida' when sin_eje = 0 then 'eje' else 'marca' end as grupo,
        id_ejes, coalesce(medida, marca) as descripcion, cantidad
      from conteos
      order by grupo, id_ejes, cantidad desc, descripcion`,
  );
  const of = (grupo: CountRow['grupo'], axle?: number) =>
    rows
      .filter((row) => row.grupo === grupo && (axle === undefined || row.id_ejes === axle))
      .map((row) => ({ descripcion: row.descripcion, cantidad: row.cantidad }));
  return {
    distribucion_medidas: slices(of('medida')),
    marcas_por_posicion: slices(topBrands(of('marca'))),
    marcas_por_eje: [1, 2, 3].map((axle) => ({
      id_ejes: axle,
      descripcion: AXLE_NAMES[axle] ?? '',
      datos: slices(of('eje', axle)),
    })),
  };
}
