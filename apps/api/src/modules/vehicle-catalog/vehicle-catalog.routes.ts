import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  VEHICLE_CATALOG_MSG,
  vehicleBrandForm,
  vehicleBrandListResponse,
  vehicleBrandStoreResponse,
  vehicleModelForm,
  vehicleModelListQuery,
  vehicleModelListResponse,
  vehicleModelStoreResponse,
  vehicleTypeForm,
  vehicleTypeListResponse,
  vehicleTypeParams,
  vehicleTypeStoreResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { HttpError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart, storeFile } from '../../lib/uploads';
import { userOf } from '../../plugins/access';
import { catalogueActor } from './shared-catalogues';
import {
  createVehicleType,
  getVehicleTypeImage,
  listVehicleBrands,
  listVehicleModels,
  listVehicleTypes,
  saveVehicleBrand,
  saveVehicleModel,
  updateVehicleType,
} from './vehicle-catalog.service';

const tags = ['Catálogos de vehículos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};
/**
 * Catalogue writes need the vehicle-configuration screen's grants (74: add to create, edit to change); the
 * catalogues are global, so no client is involved (docs/decisions/0008-fleet-catalogues.md). A client's user
 * may not change a row another client uses (docs/decisions/0016-shared-catalogues.md).
 */
export const CATALOG_MENU = 74;
const UPLOAD_FOLDER = 'vehiculo-tipos';

/** The type dialog's multipart body: `nombre` checked by the contract, an optional png/jpeg ≤ 10 MB. */
async function readTypeForm(request: FastifyRequest, uploadsDir: string) {
  const { fields, file } = await readMultipart(request, {
    kinds: ['png', 'jpeg'],
    maxBytes: MAX_UPLOAD_BYTES,
  });
  const parsed = vehicleTypeForm.safeParse({ nombre: fields.nombre ?? '' });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? VEHICLE_CATALOG_MSG.descripcionRequerida;
    throw new HttpError(422, message, { errors: { nombre: [message] } });
  }
  const imagen = file ? await storeFile(uploadsDir, UPLOAD_FOLDER, file) : undefined;
  return { descripcion: parsed.data.nombre, imagen };
}

/**
 * A catalogue change for the action log (spec 3 §2.15): the catalogues are edited under the grants of
 * 'Configuración vehicular', the screen named here.
 */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'catalogos',
  accion,
  vista: 'Configuración vehicular',
  detalle,
});

async function removeUpload(uploadsDir: string, name: string | null | undefined) {
  if (name) await fs.rm(path.join(uploadsDir, name), { force: true });
}

export const vehicleCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reads: any signed-in user (global, non-sensitive lists used by the vehicle, configuration and inspection
  // screens alike).
  app.get(
    '/vehiculo/tipo',
    {
      schema: { tags, summary: 'Tipos de vehículo', response: { 200: vehicleTypeListResponse, ...errors } },
      config: { access: { session: true } },
    },
    async () => ({ data: await listVehicleTypes(app.db) }),
  );

  app.get(
    '/vehiculo/tipo/imagen/:id',
    {
      schema: { tags, summary: 'Imagen de un tipo de vehículo', params: vehicleTypeParams },
      // Public so an <img> can show it: a silhouette of a vehicle type, the same for every client.
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { file, buffer } = await getVehicleTypeImage(app.db, {
        id: request.params.id,
        uploadsDir: app.uploadsDir,
      });
      return reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, max-age=300')
        .send(buffer);
    },
  );

  app.post(
    '/vehiculo/tipo/store',
    {
      schema: {
        tags,
        summary: 'Crear un tipo de vehículo (multipart: nombre, imagen opcional png/jpeg ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: vehicleTypeStoreResponse, ...errors },
      },
      config: { access: { menu: CATALOG_MENU, action: ACTION.add } },
    },
    async (request) => {
      const form = await readTypeForm(request, app.uploadsDir);
      try {
        const actor = await catalogueActor(app.db, userOf(request));
        const tipo = await logged(
          app.db,
          actorOf(request),
          (tx) => createVehicleType(tx, { ...form, actor }),
          (created) => entry('Registrar', `Tipo de vehículo ${created.descripcion} registrado`),
        );
        return { message: VEHICLE_CATALOG_MSG.tipoAgregado, tipo };
      } catch (error) {
        await removeUpload(app.uploadsDir, form.imagen);
        throw error;
      }
    },
  );

  app.post(
    '/vehiculo/tipo/update/:id',
    {
      schema: {
        tags,
        summary: 'Editar un tipo de vehículo (multipart: nombre, imagen opcional que reemplaza la anterior)',
        consumes: ['multipart/form-data'],
        params: vehicleTypeParams,
        response: { 200: vehicleTypeStoreResponse, ...errors },
      },
      config: { access: { menu: CATALOG_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const form = await readTypeForm(request, app.uploadsDir);
      try {
        const actor = await catalogueActor(app.db, userOf(request));
        const { tipo, replacedImage } = await logged(
          app.db,
          actorOf(request),
          (tx) => updateVehicleType(tx, { id: request.params.id, ...form, actor }),
          (updated) => entry('Editar', `Tipo de vehículo ${updated.tipo.descripcion} editado`),
        );
        await removeUpload(app.uploadsDir, replacedImage);
        return { message: VEHICLE_CATALOG_MSG.tipoEditado, tipo };
      } catch (error) {
        await removeUpload(app.uploadsDir, form.imagen);
        throw error;
      }
    },
  );

  app.get(
    '/vehiculomarca',
    {
      schema: { tags, summary: 'Marcas de vehículo', response: { 200: vehicleBrandListResponse, ...errors } },
      config: { access: { session: true } },
    },
    async () => ({ data: await listVehicleBrands(app.db) }),
  );

  for (const [url, action] of [
    ['/vehiculomarca/store', ACTION.add],
    ['/vehiculomarca/update', ACTION.edit],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: action === ACTION.add ? 'Crear una marca de vehículo' : 'Renombrar una marca de vehículo',
          body: vehicleBrandForm,
          response: { 200: vehicleBrandStoreResponse, ...errors },
        },
        config: { access: { menu: CATALOG_MENU, action } },
      },
      async (request) => {
        const id = action === ACTION.edit ? request.body.id : null;
        if (action === ACTION.edit && !id)
          throw new HttpError(422, 'Falta el id', { errors: { id: ['Falta el id'] } });
        const actor = await catalogueActor(app.db, userOf(request));
        const row = await logged(
          app.db,
          actorOf(request),
          (tx) => saveVehicleBrand(tx, { id, descripcion: request.body.descripcion, actor }),
          (saved) =>
            id
              ? entry('Editar', `Marca de vehículo ${saved.descripcion} editada`)
              : entry('Registrar', `Marca de vehículo ${saved.descripcion} registrada`),
        );
        return { message: VEHICLE_CATALOG_MSG.agregado, id: row.id, marca: row.descripcion };
      },
    );
  }

  app.get(
    '/vehiculomodelo',
    {
      schema: {
        tags,
        summary: 'Modelos de vehículo (de una marca con id_marca)',
        querystring: vehicleModelListQuery,
        response: { 200: vehicleModelListResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => ({ data: await listVehicleModels(app.db, { brandId: request.query.id_marca }) }),
  );

  for (const [url, action] of [
    ['/vehiculomodelo/store', ACTION.add],
    ['/vehiculomodelo/update', ACTION.edit],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: action === ACTION.add ? 'Crear un modelo de vehículo' : 'Editar un modelo de vehículo',
          body: vehicleModelForm,
          response: { 200: vehicleModelStoreResponse, ...errors },
        },
        config: { access: { menu: CATALOG_MENU, action } },
      },
      async (request) => {
        const id = action === ACTION.edit ? request.body.id : null;
        if (action === ACTION.edit && !id)
          throw new HttpError(422, 'Falta el id', { errors: { id: ['Falta el id'] } });
        const actor = await catalogueActor(app.db, userOf(request));
        const row = await logged(
          app.db,
          actorOf(request),
          (tx) => saveVehicleModel(tx, { ...request.body, id, actor }),
          (saved) =>
            id
              ? entry('Editar', `Modelo de vehículo ${saved.descripcion} editado`)
              : entry('Registrar', `Modelo de vehículo ${saved.descripcion} registrado`),
        );
        return {
          message: VEHICLE_CATALOG_MSG.agregado,
          id: row.id,
          modelo: row.descripcion,
          id_marca: row.id_marca,
        };
      },
    );
  }
};
