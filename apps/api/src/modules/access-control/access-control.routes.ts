import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_MSG,
  ACTION,
  actionsResponse,
  addActionRequest,
  addActionResponse,
  assignPermissionRequest,
  assignPermissionResponse,
  errorResponse,
  idRequest,
  moduleAddRequest,
  moduleDeleteRequest,
  moduleEditRequest,
  moduleSaveResponse,
  modulesResponse,
  permissionTreeResponse,
  rolePermissionsResponse,
  roleSaveResponse,
  rolesResponse,
  roleStoreRequest,
  roleUpdateRequest,
  successMessageResponse,
} from '@huella/contracts';
import { z } from 'zod';
import { type ActionEntry, actorOf, logged, recordAction } from '../../lib/action-log';
import {
  addAction,
  addModule,
  deleteModule,
  editModule,
  getModuleTree,
  listActions,
} from './modules.service';
import { listRoleGrants, PERMISSIONS_MENU, togglePermission } from './permissions.service';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';

/** Menu ids of the three screens (spec 1 §2.2). */
const ROLES_MENU = 3;
const MODULES_MENU = 30;

const tags = ['Accesos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const emptyBody = z.object({}).passthrough().optional();

/** An action of these screens for the action log (spec 3 §2.15): all of them administer the platform. */
const entry = (vista: string, accion: string, detalle: string): ActionEntry => ({
  modulo: 'administracion',
  accion,
  vista,
  detalle,
});

/** Roles, permissions per role and the module (menu) tree: the internal administration of access. */
export const accessControlRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── Roles (menu 3) ──
  app.get(
    '/roles',
    {
      schema: { tags, summary: 'Listar roles', response: { 200: rolesResponse, ...errors } },
      config: { access: { menu: ROLES_MENU, action: ACTION.view } },
    },
    async () => ({ success: { resultado: await listRoles(app.db) } }),
  );

  app.post(
    '/roles/store',
    {
      schema: {
        tags,
        summary: 'Crear rol (409 si el nombre ya existe)',
        body: roleStoreRequest,
        response: { 200: roleSaveResponse, ...errors },
      },
      config: { access: { menu: ROLES_MENU, action: ACTION.add } },
    },
    async (request) => {
      const role = await logged(
        app.db,
        actorOf(request),
        (tx) => createRole(tx, { name: request.body.name, description: request.body.description }),
        (created) => entry('Roles', 'Registrar', `Rol ${created.name} registrado`),
      );
      return { success: ACCESS_MSG.rolAgregado, role };
    },
  );

  app.post(
    '/roles/update',
    {
      schema: {
        tags,
        summary: 'Editar la descripción de un rol (el nombre no cambia: 422 si difiere)',
        body: roleUpdateRequest,
        response: { 200: roleSaveResponse, ...errors },
      },
      config: { access: { menu: ROLES_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const role = await logged(
        app.db,
        actorOf(request),
        (tx) => updateRole(tx, request.body),
        (updated) => entry('Roles', 'Editar', `Rol ${updated.name} editado`),
      );
      return { success: ACCESS_MSG.rolActualizado, role };
    },
  );

  app.post(
    '/roles/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar rol (409 para los roles 1 a 5 y para roles con usuarios)',
        body: idRequest,
        response: { 200: successMessageResponse, ...errors },
      },
      config: { access: { menu: ROLES_MENU, action: ACTION.delete } },
    },
    async (request) => {
      await logged(
        app.db,
        actorOf(request),
        (tx) => deleteRole(tx, request.body),
        (role) => entry('Roles', 'Eliminar', `Rol ${role.name} eliminado`),
      );
      return { success: ACCESS_MSG.rolEliminado };
    },
  );

  // ── Permissions (menu 4) ──
  app.get(
    '/permisos',
    {
      schema: {
        tags,
        summary:
          'Árbol de módulos con sus acciones, roles y nombres de acciones para la pantalla de permisos',
        response: { 200: permissionTreeResponse, ...errors },
      },
      config: { access: { menu: PERMISSIONS_MENU, action: ACTION.view } },
    },
    async () => ({
      success: {
        resultado: await getModuleTree(app.db),
        roles: await listRoles(app.db),
        acciones: await listActions(app.db),
      },
    }),
  );

  app.post(
    '/permisos/rol',
    {
      schema: {
        tags,
        summary: 'Permisos de un rol (filas menú/acción y nombres «menú.acción»)',
        body: idRequest,
        response: { 200: rolePermissionsResponse, ...errors },
      },
      config: { access: { menu: PERMISSIONS_MENU, action: ACTION.view } },
    },
    async (request) => ({ success: await listRoleGrants(app.db, { roleId: request.body.id }) }),
  );

  app.post(
    '/roles/asignarpermiso',
    {
      schema: {
        tags,
        summary: 'Asignar o quitar un permiso (alterna; asignado indica el estado final)',
        body: assignPermissionRequest,
        response: { 200: assignPermissionResponse, ...errors },
      },
      config: { access: { menu: PERMISSIONS_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const { asignado } = await logged(
        app.db,
        actorOf(request),
        (tx) => togglePermission(tx, { roleName: request.body.name, namePermiso: request.body.name_permiso }),
        (grant) =>
          grant.asignado
            ? entry(
                'Permisos',
                'Asignar',
                `Permiso ${grant.menu} · ${grant.accion} asignado al rol ${request.body.name}`,
              )
            : entry(
                'Permisos',
                'Quitar',
                `Permiso ${grant.menu} · ${grant.accion} quitado al rol ${request.body.name}`,
              ),
      );
      return { success: { asignado, name_permiso: request.body.name_permiso } };
    },
  );

  // ── Modules (menu 30) ──
  app.get(
    '/modulos',
    {
      schema: {
        tags,
        summary: 'Árbol de módulos (ruta nuestra: la especificación no nombra la consulta)',
        response: { 200: modulesResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.view } },
    },
    async () => ({ success: { resultado: await getModuleTree(app.db) } }),
  );

  app.post(
    '/getacciones',
    {
      schema: {
        tags,
        summary: 'Acciones disponibles para los módulos',
        body: emptyBody,
        response: { 200: actionsResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.view } },
    },
    async () => ({ success: { resultado: await listActions(app.db) } }),
  );

  app.post(
    '/add/accionesmenu',
    {
      schema: {
        tags,
        summary: 'Agregar una acción (resultado true = duplicada, no se crea)',
        body: addActionRequest,
        response: { 200: addActionResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.add } },
    },
    async (request) => {
      // A duplicate name changes nothing, so it logs nothing.
      const result = await app.db.transaction(async (tx) => {
        const added = await addAction(tx, { name: request.body.descripcion });
        if (!added.duplicate) {
          await recordAction(
            tx,
            actorOf(request),
            entry('Módulos', 'Registrar', `Acción ${added.action.name} registrada`),
          );
        }
        return added;
      });
      return result.duplicate
        ? { success: { resultado: true, message: ACCESS_MSG.accionDuplicada, accion: null } }
        : { success: { resultado: false, message: ACCESS_MSG.agregado, accion: result.action } };
    },
  );

  app.post(
    '/modulos/agregar',
    {
      schema: {
        tags,
        summary: 'Agregar módulo',
        body: moduleAddRequest,
        response: { 200: moduleSaveResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.add } },
    },
    async (request) => {
      const id = await logged(
        app.db,
        actorOf(request),
        (tx) => addModule(tx, request.body.datos),
        () => entry('Módulos', 'Registrar', `Módulo ${request.body.datos.menu} registrado`),
      );
      return { success: ACCESS_MSG.agregado, id };
    },
  );

  app.post(
    '/modulos/editar',
    {
      schema: {
        tags,
        summary: 'Editar módulo (quitar una acción quita también sus permisos)',
        body: moduleEditRequest,
        response: { 200: moduleSaveResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.edit } },
    },
    async (request) => {
      await logged(
        app.db,
        actorOf(request),
        (tx) => editModule(tx, request.body.datos),
        () => entry('Módulos', 'Editar', `Módulo ${request.body.datos.menu} editado`),
      );
      return { success: ACCESS_MSG.actualizado, id: request.body.datos.id };
    },
  );

  app.post(
    '/modulos/eliminar',
    {
      schema: {
        tags,
        summary: 'Eliminar módulo (409 si tiene submódulos o permisos asignados)',
        body: moduleDeleteRequest,
        response: { 200: moduleSaveResponse, ...errors },
      },
      config: { access: { menu: MODULES_MENU, action: ACTION.delete } },
    },
    async (request) => {
      await logged(
        app.db,
        actorOf(request),
        (tx) => deleteModule(tx, request.body.datos),
        (name) => entry('Módulos', 'Eliminar', `Módulo ${name} eliminado`),
      );
      return { success: ACCESS_MSG.eliminado, id: request.body.datos.id };
    },
  );
};
