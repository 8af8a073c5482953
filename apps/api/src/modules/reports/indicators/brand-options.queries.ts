import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';

/**
 * neumaticomarca/index: the brands the client's tyres carry, by name. One probe per brand on neumaticos
 * (id_cliente, id_marca, id): the catalogue is a few dozen rows, the client's tyres may be 50 000.
 */
const clientBrands = preparedStatement<{ id: number; descripcion: string }, { clientId: number }>(
  'indicator_client_brands',
  sql`select m.id, m.descripcion from neumatico_marcas m
    where exists (select 1 from neumaticos n
      where n.id_cliente = ${sql.placeholder('clientId')}::int and n.id_marca = m.id)
    order by m.descripcion, m.id`,
);

export function listClientBrands(db: Db, params: { clientId: number }) {
  return clientBrands.execute(db, params);
}
