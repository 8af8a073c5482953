import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  INCIDENT_MSG,
  isMemberRole,
  protectedFileUrl,
  type IncidentCreateInput,
  type IncidentDetail,
  type IncidentListItem,
  type IncidentListResponse,
  type incidentListQuery,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clientes,
  incidenteDetalles,
  incidenteImagenes,
  incidenteLecturas,
  incidentes,
  neumaticos,
  usuarios,
  vehiculos,
} from '../../db/schema/index';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { canUseClient } from '../session/client-access';
import { listReplies } from './incident-answers.service';
import { visibleClients } from './incident-scope';

/** Folder of incident images under the uploads directory; the database keeps `incidencias/<name>`. */
export const INCIDENT_FOLDER = 'incidencias';
const LOOKUP_LIMIT = 20;

interface UserRef {
  id: number;
  role: number;
}

/** Spec 3 §6: the headset (reporting) is for users with a client id, i.e. members of a client company. */
export function assertReporter(user: UserRef): void {
  if (!isMemberRole(user.role)) throw new ForbiddenError(INCIDENT_MSG.soloClientes);
}

/** Spec 3 §6: the notifications are for users without a client id (the provider's own staff). */
export function assertSupport(user: UserRef): void {
  if (isMemberRole(user.role)) throw new ForbiddenError(INCIDENT_MSG.soloInternos);
}

/** An image uploaded for an incident not sent yet: only its uploader may attach it. */
export async function recordUpload(db: Db, params: { userId: number; stored: string }): Promise<void> {
  await db.insert(incidenteImagenes).values({ nombre: params.stored, id_usuario: params.userId });
}

export interface CreatedIncident {
  id: number;
  identificador: string;
  razon_social: string;
  ruc: string;
  descripcion: string;
  pares: { placa: string; serie: string }[];
  imagenes: number;
}

/**
 * support/message/email: stores the incident, its images and pairs in one transaction. Pairs must name the
 * client's own vehicles and tyres (another client's id is a 404 and nothing is stored); images must be this
 * user's own uploads not attached yet (attaching consumes them).
 */
export async function createIncident(
  db: Db,
  params: { clientId: number; userId: number; input: IncidentCreateInput },
): Promise<CreatedIncident> {
  const { clientId, userId, input } = params;
  const { incidente, detalles } = input;
  const images = [incidente.image_one, incidente.image_two]
    .filter((name): name is string => name !== null)
    .map((name) => `${INCIDENT_FOLDER}/${name}`);

  return db.transaction(async (tx) => {
    if (images.length > 0) {
      const consumed = await tx
        .delete(incidenteImagenes)
        .where(and(inArray(incidenteImagenes.nombre, images), eq(incidenteImagenes.id_usuario, userId)))
        .returning({ nombre: incidenteImagenes.nombre });
      if (new Set(images).size !== images.length || consumed.length !== images.length)
        throw new ValidationError('incidente.image_one', INCIDENT_MSG.imagenInvalida);
    }

    const vehicleIds = [...new Set(detalles.map((pair) => pair.id_vehiculo))];
    const tyreIds = [...new Set(detalles.map((pair) => pair.id_neumatico))];
    const plates = new Map<number, string>();
    const serials = new Map<number, string>();
    if (detalles.length > 0) {
      const vehicleRows = await tx
        .select({ id: vehiculos.id, placa: vehiculos.placa })
        .from(vehiculos)
        .where(and(eq(vehiculos.id_cliente, clientId), inArray(vehiculos.id, vehicleIds)));
      const tyreRows = await tx
        .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
        .from(neumaticos)
        .where(and(eq(neumaticos.id_cliente, clientId), inArray(neumaticos.id, tyreIds)));
      for (const row of vehicleRows) plates.set(row.id, row.placa);
      for (const row of tyreRows) serials.set(row.id, row.num_serie);
      if (plates.size !== vehicleIds.length || serials.size !== tyreIds.length) throw new NotFoundError();
    }

    const [created] = await tx
      .insert(incidentes)
      .values({
        id_cliente: clientId,
        id_usuario: userId,
        descripcion: incidente.descripcion,
        image_one: images[0] ?? null,
        image_two: images[1] ?? null,
        aplicativo: incidente.aplicativo,
      })
      .returning({ id: incidentes.id, identificador: incidentes.identificador });
    if (!created) throw new Error('incidentes: insert returned no row');

    const pares = detalles.map((pair) => ({
      placa: plates.get(pair.id_vehiculo) ?? '',
      serie: serials.get(pair.id_neumatico) ?? '',
    }));
    if (detalles.length > 0) {
      await tx.insert(incidenteDetalles).values(
        detalles.map((pair, index) => ({
          id_incidente: created.id,
          id_vehiculo: pair.id_vehiculo,
          id_neumatico: pair.id_neumatico,
          placa: pares[index]?.placa ?? '',
          serie: pares[index]?.serie ?? '',
        })),
      );
    }

    const [client] = await tx
      .select({ razon_social: clientes.razon_social, ruc: clientes.ruc })
      .from(clientes)
      .where(eq(clientes.id, clientId));
    return {
      ...created,
      razon_social: client?.razon_social ?? '',
      ruc: client?.ruc ?? '',
      descripcion: incidente.descripcion,
      pares,
      imagenes: images.length,
    };
  });
}

const reporterName = sql<string>`coalesce(trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos}), '')`;
/** ISO instant in UTC, as the other lists answer; the browser shows it in the user's time zone. */
const dateTime = (column: typeof incidentes.created_at) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** incidente/index: the incidents of the clients this support user reaches, newest first, with the badge count. */
export async function listIncidents(
  db: Db,
  params: { user: UserRef; query: z.output<typeof incidentListQuery> },
): Promise<IncidentListResponse> {
  const { user, query } = params;
  const readByMe = db
    .select({ id: incidenteLecturas.id_incidente })
    .from(incidenteLecturas)
    .where(eq(incidenteLecturas.id_usuario, user.id));
  const scope = visibleClients(db, user);
  const leido = sql<boolean>`${incidentes.id} in (${readByMe})`;
  const rows: IncidentListItem[] = await db
    .select({
      id: incidentes.id,
      identificador: incidentes.identificador,
      razon_social: clientes.razon_social,
      ruc: sql<string>`coalesce(${clientes.ruc}, '')`,
      usuario: reporterName,
      fecha: dateTime(incidentes.created_at),
      descripcion: sql<string>`left(${incidentes.descripcion}, 140)`,
      leido,
      estado: incidentes.estado,
    })
    .from(incidentes)
    .innerJoin(clientes, eq(clientes.id, incidentes.id_cliente))
    .leftJoin(usuarios, eq(usuarios.id, incidentes.id_usuario))
    .where(scope)
    .orderBy(
      query.sortDirection === 'asc' ? asc(incidentes.created_at) : desc(incidentes.created_at),
      query.sortDirection === 'asc' ? asc(incidentes.id) : desc(incidentes.id),
    )
    .limit(query.per_page)
    .offset(offsetOf(query));
  const [totals] = await db
    .select({
      total: count(),
      no_leidos: sql<number>`count(*) filter (where not ${leido})`.mapWith(Number),
    })
    .from(incidentes)
    .where(scope);
  return { ...toPage(rows, totals?.total ?? 0, query), no_leidos: totals?.no_leidos ?? 0 };
}

/** incidente/show/{id}: one incident of a reachable client (else 404); opening it marks it read for this user. */
export async function getIncident(db: Db, params: { user: UserRef; id: number }): Promise<IncidentDetail> {
  const { user, id } = params;
  const [row] = await db
    .select({
      id: incidentes.id,
      identificador: incidentes.identificador,
      razon_social: clientes.razon_social,
      ruc: sql<string>`coalesce(${clientes.ruc}, '')`,
      name: reporterName,
      email: sql<string>`coalesce(${usuarios.email}, '')`,
      fecha: dateTime(incidentes.created_at),
      descripcion: incidentes.descripcion,
      aplicativo: incidentes.aplicativo,
      image_one: incidentes.image_one,
      image_two: incidentes.image_two,
      estado: incidentes.estado,
    })
    .from(incidentes)
    .innerJoin(clientes, eq(clientes.id, incidentes.id_cliente))
    .leftJoin(usuarios, eq(usuarios.id, incidentes.id_usuario))
    .where(and(eq(incidentes.id, id), visibleClients(db, user)));
  if (!row) throw new NotFoundError();
  const pairs = await db
    .select({
      id_vehiculo: incidenteDetalles.id_vehiculo,
      id_neumatico: incidenteDetalles.id_neumatico,
      vehiculo: incidenteDetalles.placa,
      neumatico: incidenteDetalles.serie,
    })
    .from(incidenteDetalles)
    .where(eq(incidenteDetalles.id_incidente, id))
    .orderBy(asc(incidenteDetalles.id));
  const respuestas = await listReplies(db, id);
  await db.insert(incidenteLecturas).values({ id_incidente: id, id_usuario: user.id }).onConflictDoNothing();
  const { name, email, image_one, image_two, ...incident } = row;
  return {
    ...incident,
    usuario: { name, email },
    images: [image_one, image_two].filter((image): image is string => image !== null).map(protectedFileUrl),
    detalles: pairs,
    emails_respuesta: email ? [email] : [],
    respuestas,
  };
}

/** The dialog's vehicle picker: the client's vehicles whose plate contains the search. */
export async function lookupVehicles(db: Db, params: { clientId: number; search: string }) {
  const data = await db
    .select({ id: vehiculos.id, placa: vehiculos.placa })
    .from(vehiculos)
    .where(
      and(
        eq(vehiculos.id_cliente, params.clientId),
        params.search ? ilike(vehiculos.placa, likePattern(params.search)) : undefined,
      ),
    )
    .orderBy(asc(vehiculos.placa))
    .limit(LOOKUP_LIMIT);
  return { data };
}

/** The dialog's tyre picker: the client's tyres whose serial contains the search. */
export async function lookupTyres(db: Db, params: { clientId: number; search: string }) {
  const data = await db
    .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(
      and(
        eq(neumaticos.id_cliente, params.clientId),
        params.search ? ilike(neumaticos.num_serie, likePattern(params.search)) : undefined,
      ),
    )
    .orderBy(asc(neumaticos.num_serie))
    .limit(LOOKUP_LIMIT);
  return { data };
}

/**
 * Whether this user may see an incident image (`incidencias/<name>`): its uploader before the incident is sent;
 * afterwards anyone who may work on the incident's client (its members, and the support staff reaching it).
 */
export async function canSeeIncidentImage(db: Db, user: UserRef, stored: string): Promise<boolean> {
  const [pending] = await db
    .select({ id_usuario: incidenteImagenes.id_usuario })
    .from(incidenteImagenes)
    .where(eq(incidenteImagenes.nombre, stored));
  if (pending) return pending.id_usuario === user.id;
  const [incident] = await db
    .select({ id_cliente: incidentes.id_cliente })
    .from(incidentes)
    .where(or(eq(incidentes.image_one, stored), eq(incidentes.image_two, stored)))
    .limit(1);
  return incident !== undefined && (await canUseClient(db, user, incident.id_cliente));
}
