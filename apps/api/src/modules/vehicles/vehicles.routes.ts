import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  MSG,
  VEHICLE_MSG,
  vehicleExportRequest,
  vehicleExtraDataQuery,
  vehicleExtraDataResponse,
  vehicleIdRequest,
  vehicleListRequest,
  vehicleListResponse,
  vehicleMinifiedRequest,
  vehicleMinifiedResponse,
  vehiclePositionTyreRequest,
  vehiclePositionTyreResponse,
  vehicleShowResponse,
  vehicleStoreRequest,
  vehicleStoreResponse,
  type VehicleListItem,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { keysetBatches, sendExport, type ExportColumn } from '../../lib/export';
import { BadRequestError } from '../../lib/http-errors';
import { clientOf } from '../../plugins/access';
import {
  getPositionTyre,
  getVehicle,
  getVehicleExtraData,
  listVehicleBatch,
  listVehiclesMinified,
  saveVehicle,
} from './vehicles.service';
import { listVehicles } from './vehicle-list';

const tags = ['Vehículos'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** Permission id of /vehiculos (spec 1 §2.2). */
const VEHICLES_MENU = 73;
/** The user actions report's line of a vehicle change (spec 3 §2.15): the screen as the menu names it. */
const vehicleAction = (accion: string, detalle: string) =>
  ({ modulo: 'vehiculos', accion, vista: 'Vehículos', detalle }) as const;
const view = { menu: VEHICLES_MENU, action: ACTION.view, client: true } as const;

/** The export's columns: the report's, plus what the screen folds into other columns. */
const EXPORT_COLUMNS: ExportColumn<VehicleListItem>[] = [
  { header: 'Id', width: 8, value: (row) => row.id },
  { header: 'Placa', width: 12, value: (row) => row.placa },
  { header: 'Código', width: 12, value: (row) => row.codigo },
  { header: 'Tipo', width: 18, value: (row) => row.tipo },
  { header: 'Marca', width: 16, value: (row) => row.marca },
  { header: 'Modelo', width: 18, value: (row) => row.modelo },
  { header: 'Configuración', width: 28, value: (row) => row.configuracion },
  { header: 'N° neumáticos', width: 10, value: (row) => row.nroneumaticos },
  { header: 'Aplicación', width: 18, value: (row) => row.aplicacion },
  { header: 'Tipo de costo', width: 12, value: (row) => (row.tipo_costo === 1 ? 'Kilómetros' : 'Horas') },
  { header: 'Kilometraje / Horas', width: 14, value: (row) => row.kilometraje },
  { header: 'Año de fabricación', width: 12, value: (row) => row.fecha_fabricacion },
  { header: 'Registro', width: 12, value: (row) => row.fecha_registro.slice(0, 10) },
  { header: 'Planta', width: 24, value: (row) => row.nomplanta },
  { header: 'Estado', width: 10, value: (row) => row.nomestado },
];

/**
 * The vehicles of a client (spec 2 §2 Vehicle report, §7): paged list and plate find, one vehicle, the
 * minified list, create, update, export, the dialog's extra data and the tyre on a position. Paths the spec
 * does not show are ours (docs/decisions/0010-vehicles.md).
 */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehiculos/list',
    {
      schema: {
        tags,
        summary:
          'Reporte de vehículos (paginado; búsqueda por placa, código, tipo, marca, modelo o planta; placa exacta)',
        body: vehicleListRequest,
        response: { 200: vehicleListResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      return listVehicles(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.post(
    '/vehiculos/show',
    {
      schema: {
        tags,
        summary: 'Un vehículo con editkm (1 si su kilometraje aún puede editarse)',
        body: vehicleIdRequest,
        response: { 200: vehicleShowResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => ({
      vehiculo: await getVehicle(app.db, { clientId: clientOf(request), vehicleId: request.body.id }),
    }),
  );

  app.post(
    '/vehiculos/showminified',
    {
      schema: {
        tags,
        summary: 'Vehículos del cliente para selectores (id, placa, codigo)',
        body: vehicleMinifiedRequest,
        response: { 200: vehicleMinifiedResponse, ...errors },
      },
      // The plate pickers of the vehicle wear curve (82) and the remnant by unit (83) use it too.
      config: { access: { ...view, menu: [VEHICLES_MENU, 82, 83] } },
    },
    async (request) => ({ data: await listVehiclesMinified(app.db, { clientId: clientOf(request) }) }),
  );

  app.get(
    '/vehiculos/datosadicionales',
    {
      schema: {
        tags,
        summary: 'Datos del diálogo: razón social y RUC del cliente, aplicaciones con remanentes',
        querystring: vehicleExtraDataQuery,
        response: { 200: vehicleExtraDataResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => getVehicleExtraData(app.db, { clientId: clientOf(request) }),
  );

  app.post(
    '/vehiculos/store',
    {
      schema: {
        tags,
        summary: 'Registrar un vehículo',
        body: vehicleStoreRequest,
        response: { 200: vehicleStoreResponse, ...errors },
      },
      config: { access: { menu: VEHICLES_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      if (request.body.vehiculo.id) throw new BadRequestError();
      const vehiculo = await logged(
        app.db,
        actorOf(request),
        (tx) => saveVehicle(tx, { clientId: clientOf(request), vehiculo: request.body.vehiculo }),
        (saved) => vehicleAction('Registrar', `Vehículo ${saved.placa} registrado`),
      );
      return { message: VEHICLE_MSG.registrado(vehiculo.placa), vehiculo };
    },
  );

  app.post(
    '/vehiculos/update',
    {
      schema: {
        tags,
        summary: 'Editar un vehículo (estado; kilometraje solo desbloqueado y sin lecturas aceptadas)',
        body: vehicleStoreRequest,
        response: { 200: vehicleStoreResponse, ...errors },
      },
      config: { access: { menu: VEHICLES_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => {
      if (!request.body.vehiculo.id) throw new BadRequestError();
      const vehiculo = await logged(
        app.db,
        actorOf(request),
        (tx) => saveVehicle(tx, { clientId: clientOf(request), vehiculo: request.body.vehiculo }),
        (saved) => vehicleAction('Editar', `Vehículo ${saved.placa} editado`),
      );
      return { message: VEHICLE_MSG.actualizado(vehiculo.placa), vehiculo };
    },
  );

  app.post(
    '/vehiculos/export',
    {
      schema: {
        tags,
        summary: 'Exportar los vehículos del cliente (Excel o CSV, en streaming)',
        body: vehicleExportRequest,
        response: errors,
      },
      config: { access: view },
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      return sendExport(reply, {
        format: request.body.tipo === '.csv' ? 'csv' : 'xlsx',
        fileName: 'Vehiculos',
        sheetName: 'Vehículos',
        columns: EXPORT_COLUMNS,
        batches: keysetBatches(
          (afterId: number | undefined, limit) => listVehicleBatch(app.db, { clientId, afterId, limit }),
          (row) => row.id,
        ),
      });
    },
  );

  app.post(
    '/vehiculos/neumaticoposicion',
    {
      schema: {
        tags,
        summary: 'Neumático instalado en una posición del vehículo (detalle de solo lectura)',
        body: vehiclePositionTyreRequest,
        response: { 200: vehiclePositionTyreResponse, ...errors },
      },
      config: { access: view },
    },
    async (request) => {
      // 404 for another client's vehicle; an empty slot answers the spec's 'Sin neumático instalado'.
      const neumatico = await getPositionTyre(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
        ubicacion: request.body.ubicacion,
      });
      return { neumatico, message: neumatico ? MSG.operacionExitosa : VEHICLE_MSG.sinNeumatico };
    },
  );
};
