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
} from '@huella/contracts';
import { clientOf, userOf } from '../../plugins/access';
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
      const { kilometraje } = await storeInstallation(app.db, {
        clientId: clientOf(request),
        userId: userOf(request).id,
        request: request.body,
      });
      return { message: INSTALLATION_MSG.guardado, kilometraje };
    },
  );
};
