import { sql } from 'drizzle-orm';
import {
  ACTION_MODULE_LABELS,
  ACTION_MODULES,
  type ActionModule,
  type ProductivityResponse,
} from '@huella/contracts';
import { largestRemainderPercents } from '@huella/domain';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { fullName, withinLimaDays } from './usage-scope';

/**
 * Productivity (spec 3 §2.16, §3 Productivity response): the operations of a client in a period are the
 * actions logged on it; counted per user and operation type (the action's module), per type, per user and in
 * all, in one statement (grouping sets). The caller has checked the client is the viewer's.
 */
export interface ProductivityQuery {
  clientId: number;
  from: string;
  to: string;
}

interface CountRow {
  id_usuario: number | null;
  nombre: string | null;
  modulo: ActionModule | null;
  total: number;
}

export interface Productivity extends ProductivityResponse {
  /** Each user's operations in all (the export's last column), by user id. */
  totalPorUsuario: Map<number, number>;
  /** Every operation of the period. */
  total: number;
}

export async function getProductivity(db: Db, query: ProductivityQuery): Promise<Productivity> {
  const rows = await queryRows<CountRow>(
    db,
    sql`select c.id_usuario, ${fullName('u')} as nombre, c.modulo, c.total
      from (
        select a.id_usuario, a.modulo, count(*)::int as total
        from acciones_usuario a
        where a.id_cliente = ${query.clientId} and ${withinLimaDays(sql`a.created_at`, query.from, query.to)}
        group by grouping sets ((a.id_usuario, a.modulo), (a.id_usuario), (a.modulo), ())
      ) c
      left join usuarios u on u.id = c.id_usuario`,
  );
  const cells = new Map<string, number>();
  const users: { id: number; nombre: string }[] = [];
  const totalPorUsuario = new Map<number, number>();
  const byModule = new Map<ActionModule, number>();
  let total = 0;
  for (const row of rows) {
    if (row.id_usuario !== null && row.modulo !== null)
      cells.set(`${row.id_usuario}:${row.modulo}`, row.total);
    else if (row.id_usuario !== null) {
      users.push({ id: row.id_usuario, nombre: row.nombre ?? '' });
      totalPorUsuario.set(row.id_usuario, row.total);
    } else if (row.modulo !== null) byModule.set(row.modulo, row.total);
    else total = row.total;
  }
  users.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);
  const modules = ACTION_MODULES.filter((modulo) => (byModule.get(modulo) ?? 0) > 0);
  const byCount = [...modules].sort((a, b) => (byModule.get(b) ?? 0) - (byModule.get(a) ?? 0));
  const percents = largestRemainderPercents(byCount.map((modulo) => byModule.get(modulo) ?? 0));
  return {
    usuariosoperaciones: users,
    operaciones_x_usuario: modules.map((modulo) => ({
      modulo,
      descripcion: ACTION_MODULE_LABELS[modulo],
      operaciones: users.map((user) => ({
        id: user.id,
        nombre: user.nombre,
        total: cells.get(`${user.id}:${modulo}`) ?? 0,
      })),
    })),
    operaciones_totales: byCount.map((modulo, index) => ({
      modulo,
      nombre: ACTION_MODULE_LABELS[modulo],
      porcentaje: percents[index] ?? 0,
      total: byModule.get(modulo) ?? 0,
    })),
    totalPorUsuario,
    total,
  };
}
