import { and, asc, count, eq, ilike, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import {
  APPLICATION_MSG,
  type Application,
  type Paged,
  type RemnantForm,
  type RemnantRow,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { aplicaciones, remanentesAplicacion } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';

const num = (column: AnyColumn) => sql<number | null>`${column}::float8`;

const rowColumns = {
  id: aplicaciones.id,
  aplicacion: aplicaciones.id,
  aplicacion_nom: aplicaciones.aplicacion,
  id_remanente: remanentesAplicacion.id,
  ini_reencauche: num(remanentesAplicacion.ini_reencauche),
  reencauche: num(remanentesAplicacion.reencauche),
  ini_prox_reencauche: num(remanentesAplicacion.ini_prox_reencauche),
  prox_reencauche: num(remanentesAplicacion.prox_reencauche),
  desg_irregular_1: num(remanentesAplicacion.desg_irregular_1),
  desg_irregular_2: num(remanentesAplicacion.desg_irregular_2),
};

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(aplicaciones)
    .leftJoin(
      remanentesAplicacion,
      and(
        eq(remanentesAplicacion.id_aplicacion, aplicaciones.id),
        eq(remanentesAplicacion.id_cliente, aplicaciones.id_cliente),
      ),
    );

/** The '/aplicacion' table: every application of the client with its thresholds (null until entered). */
export async function listRemnants(
  db: Db,
  params: {
    clientId: number;
    page: number;
    per_page: number;
    search?: string;
    sortDirection: 'asc' | 'desc';
  },
): Promise<Paged<RemnantRow>> {
  const where = and(
    eq(aplicaciones.id_cliente, params.clientId),
    params.search ? ilike(aplicaciones.aplicacion, likePattern(params.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(aplicaciones.aplicacion), asc(aplicaciones.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(aplicaciones).where(where),
  ]);
  return toPage(rows, Number(total?.total ?? 0), params);
}

/**
 * Application options by name. `withThresholds` keeps only those with their remnant row: the vehicle form
 * offers only those (aplicacioncmb), because a tyre's retread limit comes from its vehicle's application.
 */
export async function listApplicationOptions(
  db: Db,
  params: { clientId: number; withThresholds: boolean },
): Promise<(Application & { tiene_remanente: boolean })[]> {
  const rows = await joined(db)
    .where(
      and(
        eq(aplicaciones.id_cliente, params.clientId),
        params.withThresholds ? isNotNull(remanentesAplicacion.id) : undefined,
      ),
    )
    .orderBy(asc(aplicaciones.aplicacion));
  return rows.map((row) => ({
    id: row.id,
    aplicacion: row.aplicacion_nom,
    tiene_remanente: row.id_remanente !== null,
  }));
}

/** Adds an application name to the client's catalogue; the same name (any case) is 'Aplicacion duplicada'. */
export async function createApplication(
  db: Db,
  params: { clientId: number; aplicacion: string },
): Promise<Application> {
  try {
    const [created] = await db
      .insert(aplicaciones)
      .values({ id_cliente: params.clientId, aplicacion: params.aplicacion.replace(/\s+/g, ' ') })
      .returning({ id: aplicaciones.id, aplicacion: aplicaciones.aplicacion });
    if (!created) throw new Error('application not created');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(APPLICATION_MSG.duplicada);
    throw error;
  }
}

async function getRemnantRow(db: Db, params: { clientId: number; applicationId: number }) {
  const [row] = await joined(db).where(
    and(eq(aplicaciones.id_cliente, params.clientId), eq(aplicaciones.id, params.applicationId)),
  );
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Saves an application's thresholds: a new row without `id_remanente` (an application that already has one is
 * a 409), or the row `id_remanente` of the client. Another client's application or row is not found.
 */
export async function storeRemnant(
  db: Db,
  params: { clientId: number; remanente: RemnantForm },
): Promise<RemnantRow> {
  const { id_remanente, aplicacion, ...values } = params.remanente;
  const numbers = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as {
    [K in keyof typeof values]: string;
  };
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select({ id: aplicaciones.id })
      .from(aplicaciones)
      .where(and(eq(aplicaciones.id_cliente, params.clientId), eq(aplicaciones.id, aplicacion)));
    if (!app) throw new NotFoundError();
    try {
      if (id_remanente) {
        const [updated] = await tx
          .update(remanentesAplicacion)
          .set({ ...numbers, id_aplicacion: aplicacion, updated_at: new Date() })
          .where(
            and(
              eq(remanentesAplicacion.id_cliente, params.clientId),
              eq(remanentesAplicacion.id, id_remanente),
            ),
          )
          .returning({ id: remanentesAplicacion.id });
        if (!updated) throw new NotFoundError();
      } else {
        await tx
          .insert(remanentesAplicacion)
          .values({ ...numbers, id_cliente: params.clientId, id_aplicacion: aplicacion });
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(APPLICATION_MSG.yaRegistrado);
      throw error;
    }
    return getRemnantRow(tx, { clientId: params.clientId, applicationId: aplicacion });
  });
}
