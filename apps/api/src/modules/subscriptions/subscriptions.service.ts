import { and, asc, count, desc, eq, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import {
  type PagedQuery,
  SUBSCRIPTION_MSG,
  type SubscriptionItem,
  type TrialData,
  type TrialPeriod,
  subscriptionForm,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clientes, suscripcionFechas, suscripciones, usuarioClientes, usuarios } from '../../db/schema/index';
import { type Actor, recordAction } from '../../lib/action-log';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { addDays, todayInLima } from '@huella/domain';
import type { Mailer } from '../../lib/mailer';
import { likePattern, offsetOf, toPage } from '../../lib/paging';

/** Days before the end on which the client is told (dialog from that day on, and one e-mail per date). */
const NOTICE_DAYS = [7, 3, 1];

/** Trials count days in Peru's calendar, whatever the server's time zone. */
const todayIso = todayInLima;
export { addDays, todayIso };

const SORT = {
  id: suscripciones.id,
  razon_social: clientes.razon_social,
  date_start: suscripciones.date_start,
  date_end: suscripciones.date_end,
};

export async function listSubscriptions(db: Db, query: PagedQuery & { sortBy?: keyof typeof SORT }) {
  const where: SQL | undefined = query.search
    ? ilike(clientes.razon_social, likePattern(query.search))
    : undefined;
  const sortColumn = SORT[query.sortBy ?? 'id'];
  const today = todayIso();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: suscripciones.id,
        id_cliente: suscripciones.id_cliente,
        razon_social: clientes.razon_social,
        date_start: suscripciones.date_start,
        date_end: suscripciones.date_end,
        trial_period: suscripciones.trial_period,
      })
      .from(suscripciones)
      .innerJoin(clientes, eq(clientes.id, suscripciones.id_cliente))
      .where(where)
      .orderBy(query.sortDirection === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(suscripciones.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(suscripciones)
      .innerJoin(clientes, eq(clientes.id, suscripciones.id_cliente))
      .where(where),
  ]);
  const items: SubscriptionItem[] = rows.map((row) => ({
    ...row,
    trial_period: row.trial_period as TrialPeriod,
    vencida: today >= row.date_end,
  }));
  return toPage(items, Number(total?.total ?? 0), query);
}

export const listSubscriptionClients = (db: Db) =>
  db
    .select({ id: clientes.id, razon_social: clientes.razon_social })
    .from(clientes)
    .orderBy(asc(clientes.razon_social));

async function replaceNoticeDates(
  tx: Tx,
  params: { id: number; clientId: number; start: string; end: string },
) {
  await tx.delete(suscripcionFechas).where(eq(suscripcionFechas.id_suscripcion, params.id));
  const dates = NOTICE_DAYS.map((days) => addDays(params.end, -days)).filter((date) => date >= params.start);
  if (dates.length === 0) return;
  await tx
    .insert(suscripcionFechas)
    .values(dates.map((fecha) => ({ id_cliente: params.clientId, id_suscripcion: params.id, fecha })));
}

/**
 * 'Nueva Suscripción' / 'Editar Suscripción'. A client has one subscription (renewing moves its end date); on
 * edit the client and start date stay as stored (spec 1 §5) and a new end date resets the answer and restart.
 */
export async function saveSubscription(
  db: Db,
  params: { form: z.output<typeof subscriptionForm>; userId: number },
): Promise<{ id: number; isNew: boolean; cliente: string }> {
  const { form } = params;
  try {
    return await db.transaction(async (tx) => {
      if (!form.id) {
        const [client] = await tx
          .select({ id: clientes.id, razon_social: clientes.razon_social })
          .from(clientes)
          .where(eq(clientes.id, form.id_cliente));
        if (!client) throw new ValidationError('id_cliente', SUBSCRIPTION_MSG.clienteRequerido);
        const [row] = await tx
          .insert(suscripciones)
          .values({
            id_cliente: form.id_cliente,
            date_start: form.date_start,
            date_end: form.date_end,
            trial_period: 'ACTIVO',
            id_usuario: params.userId,
          })
          .returning({ id: suscripciones.id });
        if (!row) throw new Error('subscription not created');
        await replaceNoticeDates(tx, {
          id: row.id,
          clientId: form.id_cliente,
          start: form.date_start,
          end: form.date_end,
        });
        return { id: row.id, isNew: true, cliente: client.razon_social };
      }
      const [current] = await tx.select().from(suscripciones).where(eq(suscripciones.id, form.id));
      if (!current) throw new NotFoundError();
      if (form.date_end <= current.date_start)
        throw new ValidationError('date_end', SUBSCRIPTION_MSG.fechaFinal);
      const endMoved = form.date_end !== current.date_end;
      await tx
        .update(suscripciones)
        .set({
          date_end: form.date_end,
          trial_period: form.trial_period ?? current.trial_period,
          ...(endMoved && { answer: null, restart: false }),
          id_usuario: params.userId,
          updated_at: new Date(),
        })
        .where(eq(suscripciones.id, form.id));
      if (endMoved) {
        await replaceNoticeDates(tx, {
          id: form.id,
          clientId: current.id_cliente,
          start: current.date_start,
          end: form.date_end,
        });
      }
      const [client] = await tx
        .select({ razon_social: clientes.razon_social })
        .from(clientes)
        .where(eq(clientes.id, current.id_cliente));
      return { id: form.id, isNew: false, cliente: client?.razon_social ?? '' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(SUBSCRIPTION_MSG.duplicada);
    throw error;
  }
}

/** POST /clientesuscripcion/trialperiod: what the trial dialog needs, or null when the client has none. */
export async function getTrial(db: Db, params: { clientId: number }): Promise<TrialData | null> {
  const [row] = await db
    .select()
    .from(suscripciones)
    .where(eq(suscripciones.id_cliente, params.clientId))
    .limit(1);
  if (!row) return null;
  const today = todayIso();
  const [notice] = await db
    .select({ id: suscripcionFechas.id, fecha: suscripcionFechas.fecha })
    .from(suscripcionFechas)
    .where(
      and(
        eq(suscripcionFechas.id_cliente, params.clientId),
        eq(suscripcionFechas.id_suscripcion, row.id),
        lte(suscripcionFechas.fecha, today),
      ),
    )
    .orderBy(desc(suscripcionFechas.fecha))
    .limit(1);
  return {
    id: row.id,
    trial_period: row.trial_period as TrialPeriod,
    restart: row.restart,
    date_end: row.date_end,
    answer: row.answer === 'SI' || row.answer === 'NO' ? row.answer : null,
    suscripcionfechas_id: notice?.id ?? null,
    suscripcionfechas_date: notice?.fecha ?? null,
    today,
  };
}

async function getClientSubscription(db: Db, params: { clientId: number; id: number }) {
  const [row] = await db
    .select()
    .from(suscripciones)
    .where(and(eq(suscripciones.id_cliente, params.clientId), eq(suscripciones.id, params.id)));
  if (!row) throw new NotFoundError();
  return row;
}

/** 'vence hoy. Desea continuar ?' answered SI or NO. */
export async function answerTrial(db: Db, params: { clientId: number; id: number; rpta: 'SI' | 'NO' }) {
  await getClientSubscription(db, params);
  await db
    .update(suscripciones)
    .set({ answer: params.rpta, updated_at: new Date() })
    .where(and(eq(suscripciones.id_cliente, params.clientId), eq(suscripciones.id, params.id)));
}

/** The client a notice date or subscription belongs to (calls that carry only `id`), or 404. */
export async function findNoticeClient(db: Db, params: { noticeId: number }) {
  const [row] = await db
    .select({ id_cliente: suscripcionFechas.id_cliente })
    .from(suscripcionFechas)
    .where(eq(suscripcionFechas.id, params.noticeId));
  if (!row) throw new NotFoundError();
  return row.id_cliente;
}
export async function findSubscriptionClient(db: Db, params: { id: number }) {
  const [row] = await db
    .select({ id_cliente: suscripciones.id_cliente })
    .from(suscripciones)
    .where(eq(suscripciones.id, params.id));
  if (!row) throw new NotFoundError();
  return row.id_cliente;
}

/**
 * clientesuscripcion/envioMensajePorFecha: e-mails the client's administrators that the trial ends on date_end,
 * once per notice date (a second call for the same date sends nothing).
 */
export async function sendNotice(
  db: Db,
  mailer: Mailer,
  params: { clientId: number; noticeId: number; actor: Actor },
) {
  const [notice] = await db
    .select({
      id: suscripcionFechas.id,
      fecha: suscripcionFechas.fecha,
      enviado: suscripcionFechas.enviado,
      date_end: suscripciones.date_end,
      razon_social: clientes.razon_social,
    })
    .from(suscripcionFechas)
    .innerJoin(suscripciones, eq(suscripciones.id, suscripcionFechas.id_suscripcion))
    .innerJoin(clientes, eq(clientes.id, suscripcionFechas.id_cliente))
    .where(and(eq(suscripcionFechas.id_cliente, params.clientId), eq(suscripcionFechas.id, params.noticeId)));
  if (!notice) throw new NotFoundError();
  if (notice.enviado || notice.fecha > todayIso()) return { sent: 0 };
  const admins = await db
    .select({ email: usuarios.email, nombre: usuarios.nombre })
    .from(usuarioClientes)
    .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.id_usuario))
    .where(and(eq(usuarioClientes.id_cliente, params.clientId), inArray(usuarios.role_id, [4])));
  // Marked first: two tabs calling at once send one e-mail, not two. The mark and its action record share a
  // transaction, committed before the mail goes.
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(suscripcionFechas)
      .set({ enviado: true })
      .where(and(eq(suscripcionFechas.id, notice.id), eq(suscripcionFechas.enviado, false)))
      .returning({ id: suscripcionFechas.id });
    if (!row) return false;
    await recordAction(tx, params.actor, {
      modulo: 'administracion',
      accion: 'Enviar aviso',
      vista: 'Suscripciones',
      detalle: `Aviso de vencimiento de ${notice.razon_social} enviado`,
    });
    return true;
  });
  if (!claimed) return { sent: 0 };
  for (const admin of admins) {
    await mailer.send({
      to: admin.email,
      subject: 'Huella: su periodo de prueba está por vencer',
      text:
        `Hola ${admin.nombre}:\n\n` +
        `El periodo de prueba de ${notice.razon_social} en Huella vence el ${notice.date_end}.\n` +
        `Comuníquese con nosotros para continuar usando la plataforma.`,
    });
  }
  return { sent: admins.length };
}

/** clientesuscripcion/reinicioAplicacion: an answered, past-due trial ends (VENCIDO) and restarts once. */
/** Answers the client's name, so the action log can say whose subscription restarted. */
export async function restartTrial(db: Db, params: { clientId: number; id: number }): Promise<string> {
  const row = await getClientSubscription(db, params);
  if (!row.answer || todayIso() <= row.date_end || row.restart) {
    throw new ConflictError(SUBSCRIPTION_MSG.noVencida);
  }
  await db
    .update(suscripciones)
    .set({ restart: true, trial_period: 'VENCIDO', updated_at: new Date() })
    .where(eq(suscripciones.id, row.id));
  const [client] = await db
    .select({ razon_social: clientes.razon_social })
    .from(clientes)
    .where(eq(clientes.id, params.clientId));
  return client?.razon_social ?? '';
}
