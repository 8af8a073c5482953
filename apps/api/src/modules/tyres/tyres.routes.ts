import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  costUpdateRequest,
  costUpdateResponse,
  errorResponse,
  TYRE_MSG,
  type Tyre,
  tyreByIdRequest,
  tyreExportRequest,
  tyreCostResponse,
  tyreListRequest,
  tyreListResponse,
  tyreMileageResponse,
  tyreSerialCheckRequest,
  tyreSerialCheckResponse,
  tyreStoreRequest,
  tyreStoreResponse,
} from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { neumaticoCostos, neumaticos } from '../../db/schema/index';
import { actorOf, logged } from '../../lib/action-log';
import { type ExportColumn, keysetBatches, sendExport } from '../../lib/export';
import { assertGrant } from '../../lib/grants';
import { clientOf, userOf } from '../../plugins/access';
import { listTyreCosts, listTyreMileage, updateTyreCost } from './tyre-history.service';
import { listTyres } from './tyre-list';
import { createTyres, findTyresBySerial, listTyreBatch, updateTyre } from './tyres.service';

/** The export's columns: the report's plus the form's fields, amounts as numbers so a spreadsheet can sum them. */
const EXPORT_COLUMNS: ExportColumn<Tyre>[] = [
  { header: 'ID', width: 8, value: (row) => row.id },
  { header: 'Serie Cliente', width: 16, value: (row) => row.num_serie },
  { header: 'DOT', width: 8, value: (row) => row.serie_cliente ?? '-' },
  { header: 'Estado', width: 20, value: (row) => row.estado_descripcion },
  { header: 'Marca', width: 16, value: (row) => row.marca },
  { header: 'Modelo', width: 16, value: (row) => row.modelo },
  { header: 'Medida', width: 14, value: (row) => row.medida },
  { header: 'Condición', width: 14, value: (row) => row.condicion },
  { header: 'Cantidad de reencauches', width: 12, value: (row) => row.cantidad_reencauche },
  { header: 'Diseño', width: 16, value: (row) => row.disenio },
  { header: 'Empresa reencauchadora', width: 28, value: (row) => row.empresa },
  { header: 'Remanente original (mm)', width: 12, value: (row) => row.remanente_original },
  { header: 'Remanente actual (mm)', width: 12, value: (row) => row.remanente_actual },
  { header: 'Presión recomendada (PSI)', width: 12, value: (row) => row.presion_recomendada },
  { header: 'Unidad de medida', width: 10, value: (row) => row.unidad_medida },
  { header: 'Recorrido al registro', width: 12, value: (row) => row.k_recorridos },
  { header: 'Precio', width: 12, value: (row) => row.precio },
  { header: 'Moneda', width: 10, value: (row) => (row.tipo_moneda === 1 ? 'Soles' : 'Dólares') },
  { header: 'Costo acumulado (USD)', width: 14, value: (row) => Math.round(row.costo * 100) / 100 },
  { header: 'Placa', width: 10, value: (row) => row.placa },
  { header: 'Fecha de registro', width: 12, value: (row) => row.fecha_registro },
];

const tags = ['Neumáticos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/**
 * Permission id of /neumaticos (spec 1 §2.2). The cost screen's route id is 0 (always allowed) and the mileage
 * screen's is 75: their calls check 75 too, since they read the client's tyres (docs/decisions/0011-tyres.md).
 */
export const TYRES_MENU = 75;
const view = { access: { menu: TYRES_MENU, action: ACTION.view, client: true } };
/** The user actions report's line of a change on the tyre report (spec 3 §2.15). */
const tyreAction = (accion: string, detalle: string) =>
  ({ modulo: 'neumaticos', accion, vista: 'Reporte de neumáticos', detalle }) as const;

/** The serial of the tyre a cost event belongs to, for the action's detail. */
async function costSerial(db: Db, params: { clientId: number; costId: number }) {
  const [row] = await db
    .select({ num_serie: neumaticos.num_serie })
    .from(neumaticoCostos)
    .innerJoin(
      neumaticos,
      and(
        eq(neumaticos.id_cliente, neumaticoCostos.id_cliente),
        eq(neumaticos.id, neumaticoCostos.id_neumatico),
      ),
    )
    .where(and(eq(neumaticoCostos.id_cliente, params.clientId), eq(neumaticoCostos.id, params.costId)));
  return row?.num_serie ?? '';
}

export const tyreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/neumaticos/index',
    {
      schema: {
        tags,
        summary: 'Reporte de neumáticos (paginado, búsqueda por serie, DOT, marca, modelo o medida)',
        body: tyreListRequest,
        response: { 200: tyreListResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      return listTyres(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.post(
    '/neumaticos/store',
    {
      schema: {
        tags,
        summary:
          'Registrar neumáticos (una o varias series: todas o ninguna) o editar uno (con neumatico.id)',
        body: tyreStoreRequest,
        response: { 200: tyreStoreResponse, ...errors },
      },
      // Create needs action 2, edit action 3: checked below once the body says which.
      config: view,
    },
    async (request) => {
      const { grupo, neumatico } = request.body;
      const clientId = clientOf(request);
      await assertGrant(app.db, userOf(request).role, TYRES_MENU, neumatico.id ? ACTION.edit : ACTION.add);
      if (neumatico.id) {
        const [serial] = grupo;
        if (!serial) throw new Error('unreachable: the contract requires one serial');
        const tyre = await logged(
          app.db,
          actorOf(request),
          (tx) => updateTyre(tx, { clientId, serial, neumatico }),
          (saved) => tyreAction('Editar', `Neumático ${saved.num_serie} editado`),
        );
        return { message: TYRE_MSG.actualizado(tyre.num_serie), data: [tyre] };
      }
      const data = await logged(
        app.db,
        actorOf(request),
        (tx) => createTyres(tx, { clientId, grupo, neumatico }),
        (created) => {
          const serials = created.map((tyre) => tyre.num_serie).join(', ');
          return tyreAction(
            'Registrar',
            created.length === 1 ? `Neumático ${serials} registrado` : `Neumáticos ${serials} registrados`,
          );
        },
      );
      return { message: TYRE_MSG.registrado(data.map((tyre) => tyre.num_serie).join(', ')), data };
    },
  );

  app.post(
    '/neumaticos/validateserialnumber',
    {
      schema: {
        tags,
        summary: 'Neumáticos del cliente con esa serie (vacío: la serie está libre)',
        body: tyreSerialCheckRequest,
        response: { 200: tyreSerialCheckResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await findTyresBySerial(app.db, {
        clientId: clientOf(request),
        serials: [request.body.num_serie],
        exceptId: request.body.id_neumatico,
      }),
    }),
  );

  app.post(
    '/neumaticos/cost',
    {
      schema: {
        tags,
        summary: 'Eventos de costo de un neumático y costo acumulado en USD sin IGV',
        body: tyreByIdRequest,
        response: { 200: tyreCostResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      success: await listTyreCosts(app.db, {
        clientId: clientOf(request),
        tyreId: request.body.id_neumatico,
      }),
    }),
  );

  app.post(
    '/neumaticos/cost/update',
    {
      schema: {
        tags,
        summary: 'Editar un evento de costo (recalcula el costo en USD con el tipo de cambio de su fecha)',
        body: costUpdateRequest,
        response: { 200: costUpdateResponse, ...errors },
      },
      config: { access: { menu: TYRES_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => {
      const { id_cliente: _client, id, ...form } = request.body;
      const clientId = clientOf(request);
      const { data } = await logged(
        app.db,
        actorOf(request),
        async (tx) => ({
          data: await updateTyreCost(tx, { clientId, costId: id, ...form }),
          num_serie: await costSerial(tx, { clientId, costId: id }),
        }),
        (result) => tyreAction('Editar costo', `Costo del neumático ${result.num_serie} editado`),
      );
      return { message: TYRE_MSG.costoActualizado, data };
    },
  );

  app.post(
    '/neumaticos/kilometers',
    {
      schema: {
        tags,
        summary: 'Historial de instalaciones de un neumático y su recorrido total (km u horas)',
        body: tyreByIdRequest,
        response: { 200: tyreMileageResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      success: await listTyreMileage(app.db, {
        clientId: clientOf(request),
        tyreId: request.body.id_neumatico,
      }),
    }),
  );

  app.post(
    '/neumaticos/export',
    {
      schema: {
        tags,
        summary: 'Exportar los neumáticos del cliente (Excel o CSV, en streaming)',
        body: tyreExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      return sendExport(reply, {
        format: request.body.tipo === '.csv' ? 'csv' : 'xlsx',
        fileName: 'Neumaticos',
        sheetName: 'Neumáticos',
        columns: EXPORT_COLUMNS,
        batches: keysetBatches(
          (afterId: number | undefined, limit) => listTyreBatch(app.db, { clientId, afterId, limit }),
          (row) => row.id,
        ),
      });
    },
  );
};
