import { type SQL, sql } from 'drizzle-orm';
import type { OperationSeries, OperationsResponse } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { limaDay, withinLimaDays } from './usage-scope';

/**
 * Operations per day (spec 3 §2.16, §3 Operations per day): the client's logged actions on tyres, vehicles
 * and inspections, counted per Lima day of the period (every day present, zeros included), optionally of one
 * user. The caller has checked the client (and user) are the viewer's.
 */
export interface OperationsQuery {
  clientId: number;
  from: string;
  to: string;
  userId: number | null;
}

/** The actions over alias `a` of the client (and user) in the period, of one module or of the three series. */
export function operationsWhere(query: OperationsQuery, modulo?: OperationSeries): SQL {
  return sql`a.id_cliente = ${query.clientId}
    and ${withinLimaDays(sql`a.created_at`, query.from, query.to)}
    ${query.userId === null ? sql`` : sql`and a.id_usuario = ${query.userId}`}
    and ${modulo ? sql`a.modulo = ${modulo}` : sql`a.modulo in ('neumaticos', 'vehiculos', 'inspecciones')`}`;
}

interface DayRow {
  fecha: string;
  neumaticos: number;
  vehiculos: number;
  inspecciones: number;
}

export async function getOperations(db: Db, query: OperationsQuery): Promise<OperationsResponse> {
  const rows = await queryRows<DayRow>(
    db,
    sql`with c as (
        select ${limaDay(sql`a.created_at`)} as dia,
          count(*) filter (where a.modulo = 'neumaticos')::int as neumaticos,
          count(*) filter (where a.modulo = 'vehiculos')::int as vehiculos,
          count(*) filter (where a.modulo = 'inspecciones')::int as inspecciones
        from acciones_usuario a where ${operationsWhere(query)}
        group by 1
      )
      select d::date::text as fecha, coalesce(c.neumaticos, 0) as neumaticos,
        coalesce(c.vehiculos, 0) as vehiculos, coalesce(c.inspecciones, 0) as inspecciones
      from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
      left join c on c.dia = d::date
      order by d`,
  );
  return {
    fechas: rows.map((row) => row.fecha),
    data_neumaticos: rows.map((row) => row.neumaticos),
    data_vehiculos: rows.map((row) => row.vehiculos),
    data_inspecciones: rows.map((row) => row.inspecciones),
  };
}
