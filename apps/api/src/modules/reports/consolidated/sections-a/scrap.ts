import { sql } from 'drizzle-orm';
import type { ConsolidatedSectionsA } from '@huella/contracts';
import { largestRemainderPercents } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';

/**
 * Scrap por motivo: the client's scrap records dated in the period per reason, on neumatico_scrap_cliente_fecha
 * (id_cliente, fecha_scrap, id); percentages by largest remainder so they add to exactly 100.
 */
export async function getScrapByReason(
  db: Db,
  query: ConsolidatedQuery,
): Promise<ConsolidatedSectionsA['scrap_motivos']> {
  const rows = await queryRows<{ motivo: string; cantidad: number }>(
    db,
    sql`select coalesce(m.motivo, 'Sin motivo')::text as motivo, count(*)::int as cantidad
      from neumatico_scrap s left join motivos_scrap m on m.id = s.id_motivo_scrap
      where s.id_cliente = ${query.clientId}
        and s.fecha_scrap between ${query.from}::date and ${query.to}::date
      group by m.motivo
      order by cantidad desc, motivo`,
  );
  const percents = largestRemainderPercents(rows.map((row) => row.cantidad));
  return {
    data: rows.map((row, index) => ({ ...row, porcentaje: percents[index] ?? 0 })),
    total: rows.reduce((sum, row) => sum + row.cantidad, 0),
  };
}
