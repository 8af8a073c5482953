import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  type ActionCode,
  checkMessageResponse,
  codeCheckRequest,
  codeCheckResponse,
  deleteReadingRequest,
  duplicateCheckRequest,
  errorResponse,
  finishInspectionRequest,
  finishInspectionResponse,
  inspectionDateCheckRequest,
  inspectionKmCheckRequest,
  inspectionPositionsRequest,
  inspectionPositionsResponse,
  INSPECTION_MSG,
  INSTALLATION_MSG,
  MSG,
  readingResponse,
  readingsByIdRequest,
  readingsByIdResponse,
  statusResponse,
  storeReadingRequest,
  treadCheckRequest,
  tyreAtPositionRequest,
  tyreAtPositionResponse,
  updateInspectionRequest,
  updateReadingRequest,
} from '@huella/contracts';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type ActionEntry, actorOf, logged, recordAction } from '../../lib/action-log';
import { ForbiddenError } from '../../lib/http-errors';
import { clientOf, userOf } from '../../plugins/access';
import { dateProblem, getVehicleFloor, kmProblem } from '../lifecycle/installation-checks';
import {
  codeTaken,
  duplicateInspection,
  finishInspection,
  keptReading,
  updateInspectionHeader,
} from './inspection-finish';
import {
  listInspectionPositions,
  readReading,
  readReadings,
  rowsOf,
  tyreAtPosition,
} from './inspection-read';
import {
  deleteReading,
  isFinishedReading,
  storeReading,
  treadProblem,
  updateReading,
} from './inspection-save';

const tags = ['Inspecciones'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** 'Registrar inspección' (menu 70) registers; 'Reporte de inspecciones' (menu 71) edits what is registered. */
const REGISTER_MENU = 70;
const REPORT_MENU = 71;
const view = { menu: REGISTER_MENU, action: ACTION.view, client: true } as const;
const add = { menu: REGISTER_MENU, action: ACTION.add, client: true } as const;
const editFinished = { menu: REPORT_MENU, action: ACTION.edit, client: true } as const;

/** The route grants one menu; a call whose grant depends on the row (a draft or a finished reading) asks here. */
async function assertGrant(db: Db, role: number, grant: { menu: number; action: ActionCode }) {
  const [row] = await rowsOf<{ ok: number }>(
    db,
    sql`select 1 as ok from permisos where id_rol = ${role} and id_menu = ${grant.menu}
      and id_accion = ${grant.action} limit 1`,
  );
  if (!row) throw new ForbiddenError(MSG.sinPermiso);
}

/** The vehicle's plate, for the action's detail. */
async function plateOf(db: Db | Tx, params: { clientId: number; vehicleId: number }): Promise<string> {
  const [row] = await rowsOf<{ placa: string }>(
    db,
    sql`select placa from vehiculos where id_cliente = ${params.clientId} and id = ${params.vehicleId}`,
  );
  return row?.placa ?? '';
}

/** The user actions report's line of an inspection change (spec 3 §2.15), on its screen. */
const inspectionAction = (vista: string, accion: string, detalle: string): ActionEntry => ({
  modulo: 'inspecciones',
  accion,
  vista,
  detalle,
});
const REGISTER_VIEW = 'Registrar inspección';
const REPORT_VIEW = 'Reporte de inspecciones';

/** A reading named as the report shows it: the tyre, its position and the vehicle. */
async function readingName(
  db: Db | Tx,
  params: { clientId: number; reading: { num_serie: string; d_posicion: string; id_vehiculo: number } },
) {
  const placa = await plateOf(db, { clientId: params.clientId, vehicleId: params.reading.id_vehiculo });
  return `Lectura del neumático ${params.reading.num_serie} en ${params.reading.d_posicion} de ${placa}`;
}

const messageResponse = z.object({ message: z.string() });
const editResponse = z.object({ identificador: z.number(), mensaje: z.string() });

/** Inspection registration (spec 2 §2, §4, §5, §7 `inspecciones/*`): positions, readings, checks, finish. */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The date and km of the inspection being edited, when the check names one of this vehicle (else 404). */
  const keptOf = async (clientId: number, vehicleId: number, identificador: number | undefined) => {
    if (identificador === undefined) return undefined;
    const kept = await keptReading(app.db, { clientId, identificador });
    return kept.id_vehiculo === vehicleId ? kept : undefined;
  };

  app.post(
    '/inspecciones/posiciones',
    {
      schema: {
        tags,
        summary:
          'Posiciones del vehículo con el neumático instalado en cada una y el umbral NSD de su aplicación',
        body: inspectionPositionsRequest,
        response: { 200: inspectionPositionsResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => ({
      success: await listInspectionPositions(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
      }),
    }),
  );

  app.post(
    '/inspecciones/datneumaticos',
    {
      schema: {
        tags,
        summary: 'El neumático instalado en una posición, con su lectura anterior de la misma vida',
        body: tyreAtPositionRequest,
        response: { 200: tyreAtPositionResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const posicion = await tyreAtPosition(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
        ubicacion: request.body.ubicacion,
      });
      return { success: { posicion }, message: posicion.length > 0 ? '' : INSPECTION_MSG.sinNeumatico };
    },
  );

  app.post(
    '/inspecciones/storeInspeccion',
    {
      schema: {
        tags,
        summary: 'Guardar la lectura de un neumático (borrador); reintentar con la misma clave no la duplica',
        body: storeReadingRequest,
        response: { 200: readingResponse, ...errors },
      },
      config: { access: add },
    },
    async (request) => {
      const clientId = clientOf(request);
      const actor = actorOf(request);
      return app.db.transaction(async (tx) => {
        // A retry with the same key answers the reading already stored: it changes nothing, so it logs nothing.
        const [retried] = await rowsOf<{ id: number }>(
          tx,
          sql`select id from inspeccion_detalles where id_cliente = ${clientId} and clave = ${request.body.clave}::uuid`,
        );
        const reading = await storeReading(tx, { clientId, userId: actor.userId, input: request.body });
        if (!retried)
          await recordAction(
            tx,
            actor,
            inspectionAction(
              REGISTER_VIEW,
              'Registrar lectura',
              `${await readingName(tx, { clientId, reading })} registrada`,
            ),
          );
        return { inspeccion_actual: reading };
      });
    },
  );

  app.post(
    '/inspecciones/updateInspeccion',
    {
      schema: {
        tags,
        summary: 'Cambiar una lectura: un borrador (registrar) o la de una inspección registrada (editar)',
        body: updateReadingRequest,
        response: { 200: readingResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const clientId = clientOf(request);
      const user = userOf(request);
      const finished = await isFinishedReading(app.db, { clientId, id: request.body.id });
      await assertGrant(app.db, user.role, finished ? editFinished : add);
      const inspeccion_actual = await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const reading = await updateReading(tx, { clientId, userId: user.id, input: request.body });
          return { reading, name: await readingName(tx, { clientId, reading }) };
        },
        ({ name }) =>
          inspectionAction(finished ? REPORT_VIEW : REGISTER_VIEW, 'Editar lectura', `${name} editada`),
      ).then(({ reading }) => reading);
      return { inspeccion_actual };
    },
  );

  app.post(
    '/inspecciones/obtenerInspeccionesParcial',
    {
      schema: {
        tags,
        summary: 'Las lecturas por id (la tabla de borradores)',
        body: readingsByIdRequest,
        response: { 200: readingsByIdResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => ({
      inspecciones: await readReadings(app.db, clientOf(request), [
        ...new Set(request.body.array_id_inspecciones),
      ]),
    }),
  );

  app.post(
    '/inspecciones/deleteInspeccion',
    {
      schema: {
        tags,
        summary: 'Eliminar una lectura en borrador (su posición queda libre)',
        body: deleteReadingRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: add },
    },
    async (request) => {
      const clientId = clientOf(request);
      const id = request.body.id_inspeccion;
      await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const name = await readingName(tx, { clientId, reading: await readReading(tx, clientId, id) });
          await deleteReading(tx, { clientId, id });
          return name;
        },
        (name) => inspectionAction(REGISTER_VIEW, 'Eliminar lectura', `${name} eliminada`),
      );
      return { message: INSPECTION_MSG.lecturaEliminada };
    },
  );

  app.post(
    '/inspecciones/finishedInspectionSimplified',
    {
      schema: {
        tags,
        summary: 'Registrar la inspección con sus lecturas en una transacción',
        body: finishInspectionRequest,
        response: { 200: finishInspectionResponse, ...errors },
      },
      config: { access: add },
    },
    async (request) => {
      const clientId = clientOf(request);
      const { identificador } = await logged(
        app.db,
        actorOf(request),
        async (tx) => ({
          identificador: await finishInspection(tx, {
            clientId,
            userId: userOf(request).id,
            input: request.body,
          }),
          placa: await plateOf(tx, { clientId, vehicleId: request.body.vehiculo }),
        }),
        (done) =>
          inspectionAction(
            REGISTER_VIEW,
            'Registrar',
            `Inspección ${done.identificador} de ${done.placa} registrada (${new Set(request.body.inspection_id).size} lecturas)`,
          ),
      );
      return { identificador, mensaje: INSPECTION_MSG.registrada };
    },
  );

  app.post(
    '/inspecciones/updateInspectionMinified',
    {
      schema: {
        tags,
        summary: 'Cambiar la cabecera de una inspección registrada',
        body: updateInspectionRequest,
        response: { 200: editResponse, ...errors },
      },
      config: { access: editFinished },
    },
    async (request) => {
      const clientId = clientOf(request);
      await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          await updateInspectionHeader(tx, { clientId, userId: userOf(request).id, input: request.body });
          return plateOf(tx, { clientId, vehicleId: request.body.vehiculo });
        },
        (placa) =>
          inspectionAction(
            REPORT_VIEW,
            'Editar',
            `Inspección ${request.body.identificador} de ${placa} editada`,
          ),
      );
      return { identificador: request.body.identificador, mensaje: INSPECTION_MSG.actualizada };
    },
  );

  app.post(
    '/inspecciones/validateCodigoInspeccion',
    {
      schema: {
        tags,
        summary: 'Si otra inspección del cliente ya tiene ese código',
        body: codeCheckRequest,
        response: { 200: codeCheckResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => ({
      existe:
        request.body.codigo !== '' &&
        (await codeTaken(app.db, {
          clientId: clientOf(request),
          codigo: request.body.codigo,
          except: request.body.identificador,
        })),
    }),
  );

  app.post(
    '/vehiculos/validateFechaInspeccion',
    {
      schema: {
        tags,
        summary: "Fecha de inspección: 'Correcto' o el motivo (no antes del último evento, no futura)",
        body: inspectionDateCheckRequest,
        response: { 200: checkMessageResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const { id_vehiculo, identificador, fecha_inspeccion } = request.body;
      const clientId = clientOf(request);
      // Editing: the date the inspection was registered with stays valid (the update does not check it again).
      if ((await keptOf(clientId, id_vehiculo, identificador))?.fecha === fecha_inspeccion)
        return { mensaje: INSTALLATION_MSG.fechaCorrecta };
      const floor = await getVehicleFloor(app.db, {
        clientId,
        vehicleId: id_vehiculo,
        exceptInspection: identificador,
      });
      return { mensaje: dateProblem(floor, fecha_inspeccion) ?? INSTALLATION_MSG.fechaCorrecta };
    },
  );

  app.post(
    '/vehiculos/validateKilometraje',
    {
      schema: {
        tags,
        summary: "Kilometraje u horas de la inspección: 'KM Correcto' o el motivo",
        body: inspectionKmCheckRequest,
        response: { 200: checkMessageResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const { id_vehiculo, identificador, km_inspeccion } = request.body;
      const clientId = clientOf(request);
      if ((await keptOf(clientId, id_vehiculo, identificador))?.km === km_inspeccion)
        return { mensaje: INSTALLATION_MSG.kmCorrecto };
      const floor = await getVehicleFloor(app.db, {
        clientId,
        vehicleId: id_vehiculo,
        exceptInspection: identificador,
      });
      return { mensaje: kmProblem(floor, km_inspeccion) ?? INSTALLATION_MSG.kmCorrecto };
    },
  );

  app.post(
    '/inspecciones/validate/duplicate',
    {
      schema: {
        tags,
        summary: 'Si el vehículo ya tiene una inspección con esa fecha y lectura (status 1 y el motivo)',
        body: duplicateCheckRequest,
        response: { 200: statusResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const clientId = clientOf(request);
      // 404 for another client's vehicle, like the other checks.
      await getVehicleFloor(app.db, { clientId, vehicleId: request.body.id_vehiculo });
      const mensaje = await duplicateInspection(app.db, {
        clientId,
        vehicleId: request.body.id_vehiculo,
        fecha: request.body.fecha_inspeccion,
        km: request.body.km_inspeccion,
        except: request.body.identificador,
      });
      return { status: mensaje ? 1 : 0, mensaje } as const;
    },
  );

  app.post(
    '/neumaticos/validateRemanentes',
    {
      schema: {
        tags,
        summary:
          'Una lectura contra el remanente original y la lectura anterior del neumático (status 1 y el motivo)',
        body: treadCheckRequest,
        response: { 200: statusResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const { exterior, medio, interior, id } = request.body;
      const problem = await treadProblem(app.db, {
        clientId: clientOf(request),
        tyreId: request.body.id_neumatico,
        reading: { exterior, medio: medio ?? null, interior },
        exceptReading: id,
      });
      return problem
        ? ({ status: 1, mensaje: problem.message } as const)
        : ({ status: 0, mensaje: '' } as const);
    },
  );
};
