import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  INSTALLATION_MSG,
  installationCheckResponse,
  installationDateCheckRequest,
  installationDuplicateCheckRequest,
  installationKmCheckRequest,
  installationLoadRequest,
  installationLoadResponse,
  installationPositionsQuery,
  installationPositionsRequest,
  installationPositionsResponse,
  installationStoreRequest,
  installationStoreResponse,
  REMOVAL_REASONS,
} from '@huella/contracts';
import { REMOVAL_REASON } from '@huella/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { neumaticoHistorial, neumaticos, vehiculos } from '../../db/schema/index';
import { type ActionEntry, actorOf, recordAction } from '../../lib/action-log';
import { clientOf } from '../../plugins/access';
import { dateProblem, duplicateWarning, getVehicleFloor, kmProblem } from './installation-checks';
import { listInstallationPositions, loadInstallation } from './installation-read';
import { storeInstallation } from './installation-save';

const tags = ['Instalación de neumáticos'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/**
 * The screen's own route is session-only (id 0); it is reached from /vehiculos (menu 73), so reading it needs
 * the vehicles' view and saving needs their edit (docs/decisions/0026-installation.md).
 */
const VEHICLES_MENU = 73;
const view = { menu: VEHICLES_MENU, action: ACTION.view, client: true } as const;
const edit = { menu: VEHICLES_MENU, action: ACTION.edit, client: true } as const;

interface Moves {
  id_vehiculo: number;
  neumaticosinstalados: { id_neumaticos: number }[];
  neumaticosretirados: { id_neumaticos: number; id_historial: number; motivo_retiro: number }[];
}

/**
 * The user actions report's lines of a save (spec 3 §2.15), read inside its transaction: one per tyre moved. A
 * tyre removed for rotation and installed again in the same save is one rotation.
 */
async function describeMoves(tx: Tx, params: { clientId: number; moves: Moves }): Promise<ActionEntry[]> {
  const { clientId, moves } = params;
  const tyreIds = [
    ...moves.neumaticosretirados.map((entry) => entry.id_neumaticos),
    ...moves.neumaticosinstalados.map((entry) => entry.id_neumaticos),
  ];
  const [[vehicle], tyres, records] = await Promise.all([
    tx
      .select({ placa: vehiculos.placa })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.id, moves.id_vehiculo))),
    tx
      .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, clientId), inArray(neumaticos.id, tyreIds))),
    // The tyres' records on this vehicle, newest first: the closed ones name where a tyre was, the new open
    // ones where it went.
    tx
      .select({
        id: neumaticoHistorial.id,
        id_neumatico: neumaticoHistorial.id_neumatico,
        posicion: neumaticoHistorial.posicion,
        ubicacion: neumaticoHistorial.ubicacion,
      })
      .from(neumaticoHistorial)
      .where(
        and(
          eq(neumaticoHistorial.id_cliente, clientId),
          eq(neumaticoHistorial.id_vehiculo, moves.id_vehiculo),
          inArray(neumaticoHistorial.id_neumatico, tyreIds),
        ),
      )
      .orderBy(desc(neumaticoHistorial.id)),
  ]);
  const placa = vehicle?.placa ?? '';
  const serial = (id: number) => tyres.find((tyre) => tyre.id === id)?.num_serie ?? '';
  const place = (record: { posicion: number | null; ubicacion: number | null } | undefined) =>
    `P${record?.posicion ?? record?.ubicacion ?? '-'}`;
  const installedAt = (id: number) => place(records.find((record) => record.id_neumatico === id));
  const action = (accion: string, detalle: string): ActionEntry => ({
    modulo: 'neumaticos',
    accion,
    vista: 'Instalación de neumáticos',
    detalle,
  });
  const reinstalled = new Set(moves.neumaticosinstalados.map((entry) => entry.id_neumaticos));
  const rotated = new Set<number>();
  const entries: ActionEntry[] = [];
  for (const removal of moves.neumaticosretirados) {
    const from = place(records.find((record) => record.id === removal.id_historial));
    const tyre = serial(removal.id_neumaticos);
    if (removal.motivo_retiro === REMOVAL_REASON.rotation && reinstalled.has(removal.id_neumaticos)) {
      rotated.add(removal.id_neumaticos);
      entries.push(
        action(
          'Rotar',
          `Neumático ${tyre} rotado de ${from} a ${installedAt(removal.id_neumaticos)} de ${placa}`,
        ),
      );
    } else {
      const reason = (REMOVAL_REASONS[removal.motivo_retiro] ?? '').toLowerCase();
      entries.push(action('Retirar', `Neumático ${tyre} retirado de ${from} de ${placa} ${reason}`.trim()));
    }
  }
  for (const install of moves.neumaticosinstalados)
    if (!rotated.has(install.id_neumaticos))
      entries.push(
        action(
          'Instalar',
          `Neumático ${serial(install.id_neumaticos)} instalado en ${installedAt(install.id_neumaticos)} de ${placa}`,
        ),
      );
  return entries;
}

/**
 * The installation screen (/vehiculo/instalacion/{id}; spec 2 §2, §4, §5, §7): load, the three checks, the
 * tyre list with the positions, and the save. Paths the spec does not show are ours (ADR 0026).
 */
export const installationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehiculos/obtenerneumaticosporid',
    {
      schema: {
        tags,
        summary:
          'Datos de instalación del vehículo (placa, configuración, lectura, último evento) y sus neumáticos',
        body: installationLoadRequest,
        response: { 200: installationLoadResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => ({
      success: {
        resultado: await loadInstallation(app.db, {
          clientId: clientOf(request),
          vehicleId: request.body.id_vehiculo,
        }),
      },
    }),
  );

  app.post(
    '/vehiculos/validateFechaInstalacion',
    {
      schema: {
        tags,
        summary:
          "Fecha de instalación/retiro: 'Correcto' o el motivo (no antes del último evento, no futura)",
        body: installationDateCheckRequest,
        response: { 200: installationCheckResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const floor = await getVehicleFloor(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
      });
      return { mensaje: dateProblem(floor, request.body.fecha_inspeccion) ?? INSTALLATION_MSG.fechaCorrecta };
    },
  );

  app.post(
    '/vehiculos/validateKilometrajeInstalacion',
    {
      schema: {
        tags,
        summary: "Kilometraje u horas: 'KM Correcto' o el motivo (nunca menor que la lectura del vehículo)",
        body: installationKmCheckRequest,
        response: { 200: installationCheckResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const floor = await getVehicleFloor(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
      });
      return { mensaje: kmProblem(floor, request.body.km_inspeccion) ?? INSTALLATION_MSG.kmCorrecto };
    },
  );

  app.post(
    '/vehiculos/validateDuplicadoInstalacion',
    {
      schema: {
        tags,
        summary: "Aviso si ya hay una instalación o retiro en el vehículo con esa fecha y lectura ('' si no)",
        body: installationDuplicateCheckRequest,
        response: { 200: installationCheckResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const clientId = clientOf(request);
      // 404 for another client's vehicle, like the other checks.
      await getVehicleFloor(app.db, { clientId, vehicleId: request.body.id_vehiculo });
      return {
        mensaje: await duplicateWarning(app.db, {
          clientId,
          vehicleId: request.body.id_vehiculo,
          fecha: request.body.fecha_inspeccion,
          km: request.body.km_inspeccion,
        }),
      };
    },
  );

  app.post(
    '/showDatosNeumaticosPosicionHistorial',
    {
      schema: {
        tags,
        summary:
          'Neumáticos instalables del cliente (estado 1 o 5, unidad del tipo de costo; paginado, búsqueda por serie) y posiciones del vehículo',
        querystring: installationPositionsQuery,
        body: installationPositionsRequest,
        response: { 200: installationPositionsResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const { search, num_serie, ...query } = request.query;
      return {
        success: {
          resultado: await listInstallationPositions(app.db, {
            ...query,
            num_serie: num_serie ?? search,
            clientId: clientOf(request),
            vehicleId: request.body.vehiculo,
          }),
        },
      };
    },
  );

  app.post(
    '/vehiculos/storeinstalacion',
    {
      schema: {
        tags,
        summary: 'Guardar retiros e instalaciones de un vehículo (una transacción)',
        body: installationStoreRequest,
        response: { 200: installationStoreResponse, ...errors },
      },
      config: { access: edit },
    },
    async (request) => {
      const clientId = clientOf(request);
      const actor = actorOf(request);
      // One transaction for the save and its actions: a refused save logs nothing.
      const { kilometraje } = await app.db.transaction(async (tx) => {
        const saved = await storeInstallation(tx, { clientId, userId: actor.userId, request: request.body });
        for (const entry of await describeMoves(tx, { clientId, moves: request.body }))
          await recordAction(tx, actor, entry);
        return saved;
      });
      return { message: INSTALLATION_MSG.guardado, kilometraje };
    },
  );
};
