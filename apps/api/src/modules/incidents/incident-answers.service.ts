import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  OWN_INCIDENTS_LIMIT,
  type IncidentReply,
  type IncidentState,
  type OwnIncidentsResponse,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, incidenteRespuestas, incidentes, usuarios } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { visibleClients } from './incident-scope';

interface UserRef {
  id: number;
  role: number;
}

/** ISO instant in UTC, as the other lists answer; the browser shows it in the user's time zone. */
const isoInstant = (column: typeof incidentes.created_at | typeof incidenteRespuestas.created_at) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A reply as both the detail and the reporter's list answer it (`leido`: the reporter has seen it). */
const replyColumns = {
  id: incidenteRespuestas.id,
  mensaje: incidenteRespuestas.mensaje,
  autor: sql<string>`coalesce(trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos}), 'Soporte')`,
  fecha: isoInstant(incidenteRespuestas.created_at),
  leido: sql<boolean>`${incidenteRespuestas.leido_at} is not null`,
};

/** An incident's replies, oldest first (the detail and the reporter's list show a conversation). */
export async function listReplies(db: Db, incidentId: number): Promise<IncidentReply[]> {
  return db
    .select(replyColumns)
    .from(incidenteRespuestas)
    .leftJoin(usuarios, eq(usuarios.id, incidenteRespuestas.id_usuario))
    .where(eq(incidenteRespuestas.id_incidente, incidentId))
    .orderBy(asc(incidenteRespuestas.id));
}

/** incidente/estado: moves an incident of a client this user reaches (else 404) to the given status. */
export async function setIncidentState(
  db: Db,
  params: { user: UserRef; id: number; estado: IncidentState },
): Promise<{ identificador: string }> {
  const [updated] = await db
    .update(incidentes)
    .set({ estado: params.estado })
    .where(and(eq(incidentes.id, params.id), visibleClients(db, params.user)))
    .returning({ identificador: incidentes.identificador });
  if (!updated) throw new NotFoundError();
  return updated;
}

export interface AnsweredIncident {
  identificador: string;
  razon_social: string;
  /** The reporter's address; null when the reporting member was deleted (nobody to mail). */
  email: string | null;
  nombre: string;
}

/**
 * incidente/responder: stores the reply and the new status in one transaction. The incident must belong to a
 * client this user reaches (else 404, nothing stored); the caller mails the reporter after it commits.
 */
export async function replyToIncident(
  db: Db,
  params: { user: UserRef; id: number; mensaje: string; estado: IncidentState },
): Promise<AnsweredIncident> {
  const { user, id } = params;
  return db.transaction(async (tx) => {
    const [incident] = await tx
      .update(incidentes)
      .set({ estado: params.estado })
      .where(and(eq(incidentes.id, id), visibleClients(tx, user)))
      .returning({
        identificador: incidentes.identificador,
        id_cliente: incidentes.id_cliente,
        id_usuario: incidentes.id_usuario,
      });
    if (!incident) throw new NotFoundError();
    await tx
      .insert(incidenteRespuestas)
      .values({ id_incidente: id, id_usuario: user.id, mensaje: params.mensaje });
    const [client] = await tx
      .select({ razon_social: clientes.razon_social })
      .from(clientes)
      .where(eq(clientes.id, incident.id_cliente));
    const [reporter] =
      incident.id_usuario === null
        ? []
        : await tx
            .select({ email: usuarios.email, nombre: usuarios.nombre })
            .from(usuarios)
            .where(eq(usuarios.id, incident.id_usuario));
    return {
      identificador: incident.identificador,
      razon_social: client?.razon_social ?? '',
      email: reporter?.email ?? null,
      nombre: reporter?.nombre ?? '',
    };
  });
}

/** Replies to this user's incidents they have not seen yet. */
const unreadOf = (userId: number) =>
  and(
    isNull(incidenteRespuestas.leido_at),
    inArray(
      incidenteRespuestas.id_incidente,
      sql`(select i.id from incidentes i where i.id_usuario = ${userId})`,
    ),
  );

/** incidente/mias: the reporter's newest incidents with status and replies, and the replies not seen yet. */
export async function listOwnIncidents(db: Db, params: { userId: number }): Promise<OwnIncidentsResponse> {
  const rows = await db
    .select({
      id: incidentes.id,
      identificador: incidentes.identificador,
      fecha: isoInstant(incidentes.created_at),
      descripcion: incidentes.descripcion,
      estado: incidentes.estado,
    })
    .from(incidentes)
    .where(eq(incidentes.id_usuario, params.userId))
    .orderBy(desc(incidentes.created_at), desc(incidentes.id))
    .limit(OWN_INCIDENTS_LIMIT);
  const replies =
    rows.length === 0
      ? []
      : await db
          .select({ ...replyColumns, id_incidente: incidenteRespuestas.id_incidente })
          .from(incidenteRespuestas)
          .leftJoin(usuarios, eq(usuarios.id, incidenteRespuestas.id_usuario))
          .where(
            inArray(
              incidenteRespuestas.id_incidente,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(incidenteRespuestas.id));
  const [unread] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(incidenteRespuestas)
    .where(unreadOf(params.userId));
  return {
    data: rows.map((row) => ({
      ...row,
      respuestas: replies
        .filter((reply) => reply.id_incidente === row.id)
        .map(({ id_incidente: _incident, ...reply }) => reply),
    })),
    no_leidas: unread?.total ?? 0,
  };
}

/** incidente/mias/leidas: the reporter opened the headset menu and saw every reply so far. */
export async function markOwnRepliesRead(db: Db, params: { userId: number }): Promise<number> {
  const marked = await db
    .update(incidenteRespuestas)
    .set({ leido_at: sql`now()` })
    .where(unreadOf(params.userId))
    .returning({ id: incidenteRespuestas.id });
  return marked.length;
}
