import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type DirectScrapForm,
  type InstalledScrapForm,
  LIFECYCLE_MSG,
  SCRAP_MSG,
  type ScrapRecord,
  type ScrapUpdateForm,
  type TyreScrapForm,
  TYRE_MSG,
} from '@huella/contracts';
import { scrapLoss, todayInLima, TYRE_STATE } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import {
  empresasReencauche,
  motivosScrap,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  neumaticoScrap,
  vehiculos,
} from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { clientImagePath } from '../images/images.service';
import { convertToUsd, findTyresBySerial, insertTyres } from '../tyres/tyres.service';
import {
  findKnownLimit,
  findLastMovementDate,
  findTyreKm,
  findVehicleLimit,
  getScrapRecord,
  lifeCost,
} from './scrap-queries';
import { appendTyreEvents, checkMove, type LockedTyre, lockTyre, moveTyre } from './tyre-moves';

/**
 * Every way a tyre goes to scrap (domain.md §3, §11; docs/decisions/0027-scrap.md): the tyre scrap screen, the
 * bad-condition list, an installed tyre from the scrap list, and a tyre registered already scrapped. Each is one
 * transaction: lock (vehicle first, then the tyre), check the move, write the record with its loss, move the
 * tyre through `moveTyre` (state 0 and its event).
 */

/** The reason a scrap sent from the bad-condition list gets when none is given. */
const DEFAULT_REASON = 'DESGASTE FINAL';

interface Actor {
  clientId: number;
  userId: number;
}

/** The two photos as stored paths, checked to be the client's own uploads (422 on the field otherwise). */
export async function resolveImages(
  db: Db,
  params: { clientId: number; ruta1?: string | null; ruta2?: string | null },
): Promise<{ imagen1: string | null; imagen2: string | null }> {
  const resolve = (nombre: string | null | undefined, field: string) =>
    nombre ? clientImagePath(db, { clientId: params.clientId, nombre, field }) : Promise.resolve(null);
  return {
    imagen1: await resolve(params.ruta1, 'ruta1'),
    imagen2: await resolve(params.ruta2, 'ruta2'),
  };
}

/** A scrap reason of the global catalogue (422 on `field` when it is not one). */
async function reasonName(tx: Tx, params: { reasonId: number; field: string }): Promise<string> {
  const [row] = await tx
    .select({ motivo: motivosScrap.motivo })
    .from(motivosScrap)
    .where(eq(motivosScrap.id, params.reasonId));
  if (!row) throw new ValidationError(params.field, SCRAP_MSG.motivoNoExiste);
  return row.motivo;
}

/** A scrap date is not in the future nor before the tyre's latest movement (domain.md §13). */
function checkDate(fecha: string, lastMovement: string | null, field: string) {
  if (fecha > todayInLima()) throw new ValidationError(field, SCRAP_MSG.fechaFutura);
  if (lastMovement && fecha < lastMovement)
    throw new ValidationError(field, SCRAP_MSG.fechaAntesDeInstalacion(lastMovement));
}

/** domain.md §11: original > limit and final ≤ original, else the loss is undefined and the scrap refused. */
function checkRemnants(
  remnants: { original: number; final: number; limit: number },
  fields: { final: string; limit: string },
) {
  if (remnants.limit >= remnants.original)
    throw new ValidationError(fields.limit, SCRAP_MSG.limiteMayorQueOriginal);
  if (remnants.final > remnants.original)
    throw new ValidationError(fields.final, SCRAP_MSG.finalMayorQueOriginal);
}

interface ScrapInput {
  reasonId: number;
  fecha: string;
  final: number;
  limit: number;
  images: { imagen1: string | null; imagen2: string | null };
  fields: { final: string; limit: string; reason: string };
  vehicleId?: number | null;
  ubicacion?: number | null;
  removalReason?: number | null;
  km?: number | null;
  kmInicial?: number;
  kmFinal?: number | null;
}

/**
 * The common end of every scrap: the record (original tread of the current life, the cost of that life and
 * the tread thrown away, domain.md §11) and the move to state 0 with its event. The tyre is locked and the
 * move already checked by the caller.
 */
async function recordScrap(tx: Tx, tyre: LockedTyre, actor: Actor, input: ScrapInput): Promise<number> {
  const original = tyre.remanente_original;
  checkRemnants({ original, final: input.final, limit: input.limit }, input.fields);
  const motivo = await reasonName(tx, { reasonId: input.reasonId, field: input.fields.reason });
  const costoVida = await lifeCost(tx, { clientId: actor.clientId, tyreId: tyre.id });
  const costoPerdido =
    scrapLoss({ lifeCost: costoVida, original, final: input.final, limit: input.limit }) ?? 0;
  const km = await findTyreKm(tx, { clientId: actor.clientId, tyreId: tyre.id });
  const [created] = await tx
    .insert(neumaticoScrap)
    .values({
      id_cliente: actor.clientId,
      id_neumatico: tyre.id,
      id_motivo_scrap: input.reasonId,
      fecha_scrap: input.fecha,
      remanente_original: String(original),
      remanente_final: String(input.final),
      remanente_limite: String(input.limit),
      km_inicial: String(input.kmInicial ?? 0),
      km_final:
        input.kmFinal === undefined ? String(km) : input.kmFinal === null ? null : String(input.kmFinal),
      costo_vida: String(costoVida),
      costo_perdido: String(costoPerdido),
      id_vehiculo: input.vehicleId ?? null,
      motivo_retiro: input.removalReason ?? null,
      imagen1: input.images.imagen1,
      imagen2: input.images.imagen2,
      id_usuario: actor.userId,
    })
    .returning({ id: neumaticoScrap.id });
  if (!created) throw new Error('unreachable: insert returned no row');
  const trigger = tyre.estado === TYRE_STATE.installed ? 'scrapInstalled' : 'scrap';
  await moveTyre(
    tx,
    tyre,
    { kind: trigger },
    {
      clientId: actor.clientId,
      userId: actor.userId,
      fecha: input.fecha,
      km: input.km ?? null,
      vehicleId: input.vehicleId ?? null,
      ubicacion: input.ubicacion ?? null,
      motivo: input.removalReason ?? null,
      observacion: motivo,
    },
    { remanente_final: String(input.final) },
  );
  return created.id;
}

/**
 * scrap/storesimplificado: the tyre scrap screen's save for a tyre that is not installed (states 1, 2, 4, 5,
 * 6). An installed tyre is refused with the spec's rule, a scrapped one as already scrapped; nothing changes.
 */
export async function scrapTyre(db: Db, params: Actor & { form: TyreScrapForm }): Promise<ScrapRecord> {
  const { clientId, form } = params;
  const images = await resolveImages(db, { clientId, ...form });
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId, tyreId: form.id_neumatico });
    checkMove(tyre, { kind: 'scrap' });
    checkDate(form.fecha_scrap, await findLastMovementDate(tx, { clientId, tyreId: tyre.id }), 'fecha_scrap');
    // Read-only once known (domain.md §11): the application's limit wins over the one typed.
    const limit = (await findKnownLimit(tx, { clientId, tyreId: tyre.id })) ?? form.remanente_limite;
    const scrapId = await recordScrap(tx, tyre, params, {
      reasonId: form.id_motivo_scrap,
      fecha: form.fecha_scrap,
      final: form.remanente_final,
      limit,
      images,
      fields: { final: 'remanente_final', limit: 'remanente_limite', reason: 'id_motivo_scrap' },
    });
    return getScrapRecord(tx, { clientId, scrapId });
  });
}

/**
 * neumaticos/enviarAscrap (bad-condition list): scraps a tyre that is not installed with its 'Llenar remanente'
 * final tread; without one the 409 asks for it. Reason, date and limit come from the call when sent, else
 * 'DESGASTE FINAL', today and the known limit (docs/decisions/0027-scrap.md).
 */
export async function sendTyreToScrap(
  db: Db,
  params: Actor & {
    tyreId: number;
    reasonId?: number | null;
    fecha?: string | null;
    limit?: number | null;
  },
): Promise<ScrapRecord> {
  const { clientId } = params;
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId, tyreId: params.tyreId });
    checkMove(tyre, { kind: 'scrap' });
    if (tyre.remanente_final === null) throw new ConflictError(LIFECYCLE_MSG.remanenteFinalRequerido);
    const fecha = params.fecha ?? todayInLima();
    checkDate(fecha, await findLastMovementDate(tx, { clientId, tyreId: tyre.id }), 'fecha_scrap');
    const limit = (await findKnownLimit(tx, { clientId, tyreId: tyre.id })) ?? params.limit;
    if (limit === null || limit === undefined)
      throw new ValidationError('remanente_limite', SCRAP_MSG.remanenteLimiteSinTildeRequerido);
    let reasonId = params.reasonId;
    if (!reasonId) {
      const [fallback] = await tx
        .select({ id: motivosScrap.id })
        .from(motivosScrap)
        .where(eq(motivosScrap.motivo, DEFAULT_REASON));
      if (!fallback) throw new ValidationError('id_motivo_scrap', SCRAP_MSG.motivoScrapRequerido);
      reasonId = fallback.id;
    }
    const scrapId = await recordScrap(tx, tyre, params, {
      reasonId,
      fecha,
      final: tyre.remanente_final,
      limit,
      images: { imagen1: null, imagen2: null },
      fields: { final: 'remanente_final', limit: 'remanente_limite', reason: 'id_motivo_scrap' },
    });
    return getScrapRecord(tx, { clientId, scrapId });
  });
}

/**
 * scrap/store: scrap of a tyre installed on a vehicle. In one transaction: lock the vehicle then the tyre,
 * close its open installation record at that km and date with the removal reason, move the vehicle's odometer
 * forward (it never goes back), and write the scrap record; the tyre goes 3 → 0.
 */
export async function scrapInstalledTyre(
  db: Db,
  params: Actor & { form: InstalledScrapForm },
): Promise<ScrapRecord> {
  const { clientId, form } = params;
  const images = await resolveImages(db, { clientId, ...form });
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({
        id: vehiculos.id,
        kilometraje: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number),
      })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.id, form.id_vehiculos)))
      .for('update');
    if (!vehicle) throw new NotFoundError();
    const tyre = await lockTyre(tx, { clientId, tyreId: form.id_neumaticos });
    checkMove(tyre, { kind: 'scrapInstalled' });
    const [open] = await tx
      .select({
        id: neumaticoHistorial.id,
        id_vehiculo: neumaticoHistorial.id_vehiculo,
        ubicacion: neumaticoHistorial.ubicacion,
        fecha_instalacion: neumaticoHistorial.fecha_instalacion,
        km_instalacion: sql<number>`${neumaticoHistorial.km_instalacion}::float8`.mapWith(Number),
      })
      .from(neumaticoHistorial)
      .where(
        and(
          eq(neumaticoHistorial.id_cliente, clientId),
          eq(neumaticoHistorial.id_neumatico, tyre.id),
          isNull(neumaticoHistorial.km_retiro),
        ),
      )
      .orderBy(desc(neumaticoHistorial.id))
      .limit(1);
    if (!open || open.id_vehiculo !== vehicle.id)
      throw new ValidationError('id_neumaticos', SCRAP_MSG.noInstaladoEnVehiculo);
    checkDate(form.fecha, open.fecha_instalacion, 'fecha');
    if (form.km_recorridos < open.km_instalacion)
      throw new ValidationError('km_recorridos', SCRAP_MSG.kmMenorQueInstalacion(open.km_instalacion));
    if (form.km_recorridos < vehicle.kilometraje)
      throw new ValidationError('km_recorridos', SCRAP_MSG.kmMenorQueVehiculo(vehicle.kilometraje));
    await tx
      .update(neumaticoHistorial)
      .set({
        fecha_retiro: form.fecha,
        km_retiro: String(form.km_recorridos),
        motivo_retiro: form.motivo_retiro,
      })
      .where(eq(neumaticoHistorial.id, open.id));
    await tx
      .update(vehiculos)
      .set({ kilometraje: String(form.km_recorridos), updated_at: new Date() })
      .where(eq(vehiculos.id, vehicle.id));
    const limit = (await findVehicleLimit(tx, { clientId, vehicleId: vehicle.id })) ?? form.remanente_limite;
    const scrapId = await recordScrap(tx, tyre, params, {
      reasonId: form.motivo_scrap,
      fecha: form.fecha,
      final: form.remanente_final,
      limit,
      images,
      fields: { final: 'remanente_final', limit: 'remanente_limite', reason: 'motivo_scrap' },
      vehicleId: vehicle.id,
      ubicacion: open.ubicacion,
      removalReason: form.motivo_retiro,
      km: form.km_recorridos,
    });
    return getScrapRecord(tx, { clientId, scrapId });
  });
}

/** Catalogue ids of the form exist, the model is of the brand, and a retreaded tyre names design and company. */
async function checkCatalogue(tx: Tx, form: DirectScrapForm) {
  const [model] = await tx
    .select({ id_marca: neumaticoModelos.id_marca })
    .from(neumaticoModelos)
    .where(eq(neumaticoModelos.id, form.id_modelo));
  if (!model || model.id_marca !== form.id_marca)
    throw new ValidationError('id_modelo', SCRAP_MSG.modeloRequerido);
  const [size] = await tx
    .select({ id: neumaticoMedidas.id })
    .from(neumaticoMedidas)
    .where(eq(neumaticoMedidas.id, form.id_medida));
  if (!size) throw new ValidationError('id_medida', SCRAP_MSG.medidaRequerida);
  if (form.nuevo === 1) return;
  const [design] = await tx
    .select({ id: neumaticoDisenios.id })
    .from(neumaticoDisenios)
    .where(eq(neumaticoDisenios.id, form.id_disenio ?? 0));
  if (!design) throw new ValidationError('id_disenio', SCRAP_MSG.disenioRequerido);
  const [company] = await tx
    .select({ id: empresasReencauche.id })
    .from(empresasReencauche)
    .where(eq(empresasReencauche.id, form.id_empresa ?? 0));
  if (!company) throw new ValidationError('id_empresa', SCRAP_MSG.empresaRequerida);
}

/**
 * neumaticos/storescrap: a tyre that never went through the app, registered already scrapped. Its row and
 * purchase cost event are written as any registration (insertTyres, the price converted at the scrap date's
 * rate), then it moves 1 → 0 with its scrap record: events 'registro' and 'scrap'. The km it ran
 * (km_final − km_inicial) is its distance before registration.
 */
export async function registerScrappedTyre(
  db: Db,
  params: Actor & { form: DirectScrapForm },
): Promise<ScrapRecord> {
  const { clientId, userId, form } = params;
  const images = await resolveImages(db, { clientId, ...form });
  return db.transaction(async (tx) => {
    await checkCatalogue(tx, form);
    const [taken] = await findTyresBySerial(tx, { clientId, serials: [form.num_serie] });
    if (taken) throw new ConflictError(TYRE_MSG.serieRegistrada(taken.num_serie));
    await reasonName(tx, { reasonId: form.id_motivo_scrap, field: 'id_motivo_scrap' });
    if (form.fecha_scrap > todayInLima()) throw new ValidationError('fecha_scrap', SCRAP_MSG.fechaFutura);
    const { usd, rate } = await convertToUsd(tx, {
      clientId,
      date: form.fecha_scrap,
      amount: form.precio,
      currency: form.tipo_moneda,
      field: 'precio',
    });
    const retreaded = form.nuevo === 0;
    const run = form.km_final === null || form.km_final === undefined ? 0 : form.km_final - form.km_inicial;
    const [tyreId] = await insertTyres(tx, {
      clientId,
      tyres: [
        {
          num_serie: form.num_serie,
          serie_cliente: form.dot,
          fecha: form.fecha_scrap,
          usd,
          rate,
          neumatico: {
            precio: form.precio,
            tipo_moneda: form.tipo_moneda,
            nuevo: form.nuevo,
            cantidad_reencauche: retreaded ? form.cantidad_reencauche : 0,
            id_disenio: retreaded ? (form.id_disenio ?? null) : null,
            id_empresa: retreaded ? (form.id_empresa ?? null) : null,
            id_marca: form.id_marca,
            id_modelo: form.id_modelo,
            id_medida: form.id_medida,
            remanente_original: form.remanente_original,
            remanente_actual: form.remanente_final,
            presion_recomendada: 0,
            unidad_medida: 'K',
            k_recorridos: run,
            fecha_registro: form.fecha_scrap,
          },
        },
      ],
    });
    if (!tyreId) throw new Error('unreachable: insert returned no id');
    await appendTyreEvents(tx, [
      {
        clientId,
        userId,
        tyreId,
        tipo: 'registro',
        fecha: form.fecha_scrap,
        estadoAnterior: null,
        estado: TYRE_STATE.ready,
      },
    ]);
    const tyre = await lockTyre(tx, { clientId, tyreId });
    checkMove(tyre, { kind: 'scrap' });
    const scrapId = await recordScrap(tx, tyre, params, {
      reasonId: form.id_motivo_scrap,
      fecha: form.fecha_scrap,
      final: form.remanente_final,
      limit: form.remanente_limite,
      images,
      fields: { final: 'remanente_final', limit: 'remanente_limite', reason: 'id_motivo_scrap' },
      kmInicial: form.km_inicial,
      kmFinal: form.km_final ?? null,
    });
    return getScrapRecord(tx, { clientId, scrapId });
  });
}

/**
 * scrap/update: final tread, reason, date and photos of a record; the limit stays as known and the loss is
 * recomputed with the life's cost as it stands now. A record of an installed tyre moves the removal date of
 * the installation it closed with it.
 */
export async function updateScrap(db: Db, params: Actor & { form: ScrapUpdateForm }): Promise<ScrapRecord> {
  const { clientId, form } = params;
  const images = await resolveImages(db, { clientId, ...form });
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({
        id: neumaticoScrap.id,
        id_neumatico: neumaticoScrap.id_neumatico,
        id_vehiculo: neumaticoScrap.id_vehiculo,
        fecha_scrap: neumaticoScrap.fecha_scrap,
        remanente_original: sql<number>`${neumaticoScrap.remanente_original}::float8`.mapWith(Number),
        remanente_limite: sql<number>`${neumaticoScrap.remanente_limite}::float8`.mapWith(Number),
      })
      .from(neumaticoScrap)
      .where(and(eq(neumaticoScrap.id_cliente, clientId), eq(neumaticoScrap.id, form.id)))
      .for('update');
    if (!record) throw new NotFoundError();
    const remnants = {
      original: record.remanente_original,
      final: form.remanente_final,
      limit: record.remanente_limite,
    };
    checkRemnants(remnants, { final: 'remanente_final', limit: 'remanente_limite' });
    await reasonName(tx, { reasonId: form.id_motivo_scrap, field: 'id_motivo_scrap' });
    const installed = record.id_vehiculo !== null;
    if (form.fecha_scrap !== record.fecha_scrap) {
      const tyreRef = { clientId, tyreId: record.id_neumatico, exceptLastRemoval: installed };
      checkDate(form.fecha_scrap, await findLastMovementDate(tx, tyreRef), 'fecha_scrap');
      if (installed) {
        const [closed] = await tx
          .select({ id: neumaticoHistorial.id })
          .from(neumaticoHistorial)
          .where(
            and(
              eq(neumaticoHistorial.id_cliente, clientId),
              eq(neumaticoHistorial.id_neumatico, record.id_neumatico),
            ),
          )
          .orderBy(desc(neumaticoHistorial.id))
          .limit(1);
        if (closed)
          await tx
            .update(neumaticoHistorial)
            .set({ fecha_retiro: form.fecha_scrap })
            .where(eq(neumaticoHistorial.id, closed.id));
      }
    }
    const costoVida = await lifeCost(tx, { clientId, tyreId: record.id_neumatico });
    const costoPerdido = scrapLoss({ lifeCost: costoVida, ...remnants }) ?? 0;
    await tx
      .update(neumaticoScrap)
      .set({
        remanente_final: String(form.remanente_final),
        id_motivo_scrap: form.id_motivo_scrap,
        fecha_scrap: form.fecha_scrap,
        imagen1: images.imagen1,
        imagen2: images.imagen2,
        costo_vida: String(costoVida),
        costo_perdido: String(costoPerdido),
        updated_at: new Date(),
      })
      .where(eq(neumaticoScrap.id, record.id));
    await tx
      .update(neumaticos)
      .set({ remanente_final: String(form.remanente_final), updated_at: new Date() })
      .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.id, record.id_neumatico)));
    return getScrapRecord(tx, { clientId, scrapId: record.id });
  });
}
