import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { usuarios, vehiculos } from '../../db/schema/index';
import { type ActionEntry, type Actor, recordAction } from '../../lib/action-log';
import { spreadsheetImportRoutes } from '../../lib/spreadsheet-import-routes';
import { importVehicles } from './vehicle-import';
import { vehicleTemplate } from './vehicle-import-template';

/** Permission id of /importarvehiculos (spec 1 §2.2). */
const VEHICLE_IMPORT_MENU = 26;

/**
 * A handle on which the import's own write transaction also writes its action (spec 3 §2.15: one per successful
 * import). An import opens that one transaction only once every row of the file is valid, so a refused file
 * logs nothing, and the file is read outside any transaction (on the embedded database a transaction holds the
 * only connection). `describe` reads, inside the transaction, what the import wrote.
 */
export async function withImportAction(
  db: Db,
  params: { clientId: number; userId: number },
  describe: (tx: Tx) => Promise<ActionEntry>,
): Promise<Db> {
  const [user] = await db
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.id, params.userId));
  const actor: Actor = { userId: params.userId, email: user?.email ?? '', clientId: params.clientId };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      const transaction: Db['transaction'] = (run, config) =>
        target.transaction(async (tx) => {
          const result = await run(tx);
          await recordAction(tx, actor, await describe(tx));
          return result;
        }, config);
      return transaction;
    },
  });
}

/** Rows the running transaction inserted: their default timestamp is its start, `now()`. */
export const insertedNow = (column: PgColumn) => sql`${column} = now()`;

/** The vehicle import (spec 1 §2.7, §7): the upload and its template. */
export const vehicleImportRoutes = spreadsheetImportRoutes({
  kind: 'vehiculo',
  tags: ['Vehículos'],
  menu: VEHICLE_IMPORT_MENU,
  summary:
    'Importar vehículos desde Excel (.xlsx, 12 MB), con los neumáticos ya montados por posición: todo o nada; errores por fila tras "&&&&"',
  templateSummary: 'Plantilla Excel de la importación de vehículos, con los catálogos del cliente',
  templateFileName: 'vehiculos.xlsx',
  run: async (db, params) =>
    importVehicles(
      await withImportAction(db, params, async (tx) => {
        const [row] = await tx
          .select({ total: count() })
          .from(vehiculos)
          .where(and(eq(vehiculos.id_cliente, params.clientId), insertedNow(vehiculos.fecha_registro)));
        const total = row?.total ?? 0;
        return {
          modulo: 'vehiculos',
          accion: 'Importar',
          vista: 'Importar vehículos',
          detalle: total === 1 ? '1 vehículo importado' : `${total} vehículos importados`,
        };
      }),
      params,
    ),
  template: vehicleTemplate,
});
