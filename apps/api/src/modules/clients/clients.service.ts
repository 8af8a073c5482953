import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  CLIENT_MSG,
  type ClientForm,
  type ClientItem,
  type ClientProfileForm,
  type PagedQuery,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, sectors } from '../../db/schema/index';
import { type ActionEntry, type Actor, recordAction } from '../../lib/action-log';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { storeFile, type UploadedFile } from '../../lib/uploads';

/** Logos live under uploads/logos and are served by GET /api/logos/{name} (public: shown on the login). */
export const LOGO_FOLDER = 'logos';
export const logoUrl = (rutaLogo: string | null) => (rutaLogo ? `/api/${rutaLogo}` : null);

const columns = {
  id: clientes.id,
  razon_social: clientes.razon_social,
  slug: clientes.slug,
  ruc: clientes.ruc,
  id_sectors: clientes.id_sectors,
  sector: sectors.name,
  direccion: clientes.direccion,
  estado: clientes.estado,
  costo: clientes.costo,
  ruta_logo: clientes.ruta_logo,
};
interface Row {
  id: number;
  razon_social: string;
  slug: string | null;
  ruc: string | null;
  id_sectors: number | null;
  sector: string | null;
  direccion: string | null;
  estado: boolean;
  costo: number;
  ruta_logo: string | null;
}

const toItem = ({ ruta_logo, estado, ...row }: Row): ClientItem => ({
  ...row,
  estado: estado ? 'Activo' : 'Inactivo',
  logo: logoUrl(ruta_logo),
});

const SORT = {
  id: clientes.id,
  razon_social: clientes.razon_social,
  ruc: clientes.ruc,
  estado: clientes.estado,
};

/** The 'Gestión de Clientes' table: every client, active or not, searched by name, RUC or nickname. */
export async function listClients(db: Db, query: PagedQuery & { sortBy?: keyof typeof SORT }) {
  const term = query.search ? likePattern(query.search) : undefined;
  const where: SQL | undefined = term
    ? or(ilike(clientes.razon_social, term), ilike(clientes.ruc, term), ilike(clientes.slug, term))
    : undefined;
  const sortColumn = SORT[query.sortBy ?? 'id'];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(clientes)
      .leftJoin(sectors, eq(sectors.id, clientes.id_sectors))
      .where(where)
      .orderBy(query.sortDirection === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(clientes.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(clientes).where(where),
  ]);
  return toPage(rows.map(toItem), Number(total?.total ?? 0), query);
}

export async function getClient(db: Db, params: { clientId: number }): Promise<ClientItem> {
  const [row] = await db
    .select(columns)
    .from(clientes)
    .leftJoin(sectors, eq(sectors.id, clientes.id_sectors))
    .where(eq(clientes.id, params.clientId));
  if (!row) throw new NotFoundError();
  return toItem(row);
}

async function removeFile(uploadsDir: string, name: string | null) {
  if (name) await fs.rm(path.join(uploadsDir, name), { force: true });
}

/** The action log's line for a client saved from 'Gestión de Clientes': a changed state is its own verb. */
function clientAction(
  name: string,
  isNew: boolean,
  estado: { before?: boolean; after?: boolean },
): ActionEntry {
  const base = { modulo: 'administracion', vista: 'Clientes' } as const;
  if (isNew) return { ...base, accion: 'Registrar', detalle: `Cliente ${name} registrado` };
  if (estado.after !== undefined && estado.after !== estado.before) {
    return estado.after
      ? { ...base, accion: 'Activar', detalle: `Cliente ${name} activado` }
      : { ...base, accion: 'Desactivar', detalle: `Cliente ${name} desactivado` };
  }
  return { ...base, accion: 'Editar', detalle: `Cliente ${name} editado` };
}

/**
 * Creates or edits a client from the 'Gestión de Clientes' dialog. The logo is stored before the row is
 * written and removed again if the write fails, so no row points at a missing file. The row and its action
 * record share a transaction; the old logo is removed only once both are committed.
 */
export async function saveClient(
  db: Db,
  params: { form: ClientForm; logo: UploadedFile | undefined; uploadsDir: string; actor: Actor },
): Promise<{ client: ClientItem; isNew: boolean }> {
  const { form } = params;
  const isNew = !form.id;
  if (isNew && !params.logo) throw new ValidationError('file', CLIENT_MSG.logoRequerido);
  const [sector] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, form.id_sectors));
  if (!sector) throw new ValidationError('id_sectors', CLIENT_MSG.sectorRequerido);

  const previous = isNew
    ? undefined
    : (
        await db
          .select({ ruta_logo: clientes.ruta_logo, estado: clientes.estado })
          .from(clientes)
          .where(eq(clientes.id, form.id ?? 0))
      )[0];
  if (!isNew && !previous) throw new NotFoundError();

  const stored = params.logo ? await storeFile(params.uploadsDir, LOGO_FOLDER, params.logo) : undefined;
  const values = {
    razon_social: form.razon_social,
    slug: form.slug,
    ruc: form.ruc,
    id_sectors: form.id_sectors,
    direccion: form.direccion,
    costo: form.costo,
    ...(stored && { ruta_logo: stored }),
  };
  const estado = form.estado ? form.estado === 'Activo' : undefined;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      let saved = form.id ?? 0;
      if (isNew) {
        const [row] = await tx.insert(clientes).values(values).returning({ id: clientes.id });
        saved = row?.id ?? 0;
      } else {
        await tx
          .update(clientes)
          .set({ ...values, ...(estado !== undefined && { estado }), updated_at: new Date() })
          .where(eq(clientes.id, saved));
      }
      const entry = clientAction(form.razon_social, isNew, { before: previous?.estado, after: estado });
      await recordAction(tx, params.actor, entry);
      return saved;
    });
  } catch (error) {
    await removeFile(params.uploadsDir, stored ?? null);
    if (isUniqueViolation(error)) throw new ConflictError(CLIENT_MSG.apodoDuplicado);
    throw error;
  }
  if (stored) await removeFile(params.uploadsDir, previous?.ruta_logo ?? null);
  return { client: await getClient(db, { clientId: id }), isNew };
}

/** '/micuenta': the client edits its own name, RUC, address and logo; nothing else. Logged like saveClient. */
export async function saveClientProfile(
  db: Db,
  params: {
    clientId: number;
    form: ClientProfileForm;
    logo: UploadedFile | undefined;
    uploadsDir: string;
    actor: Actor;
  },
): Promise<ClientItem> {
  const [previous] = await db
    .select({ ruta_logo: clientes.ruta_logo })
    .from(clientes)
    .where(eq(clientes.id, params.clientId));
  if (!previous) throw new NotFoundError();
  const stored = params.logo ? await storeFile(params.uploadsDir, LOGO_FOLDER, params.logo) : undefined;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(clientes)
        .set({
          razon_social: params.form.razon_social,
          ruc: params.form.ruc,
          direccion: params.form.direccion,
          ...(stored && { ruta_logo: stored }),
          updated_at: new Date(),
        })
        .where(eq(clientes.id, params.clientId));
      await recordAction(tx, params.actor, {
        modulo: 'administracion',
        accion: 'Editar',
        vista: 'Mi cuenta',
        detalle: `Datos del cliente ${params.form.razon_social} editados`,
      });
    });
  } catch (error) {
    await removeFile(params.uploadsDir, stored ?? null);
    throw error;
  }
  if (stored) await removeFile(params.uploadsDir, previous.ruta_logo);
  return getClient(db, { clientId: params.clientId });
}

export const listSectors = (db: Db) =>
  db.select({ id: sectors.id, name: sectors.name }).from(sectors).orderBy(asc(sectors.name));

export async function createSector(db: Db, params: { name: string }) {
  const [existing] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(
      ilike(
        sectors.name,
        params.name.replace(/[\\%_]/g, (char) => `\\${char}`),
      ),
    );
  if (existing) throw new ConflictError(CLIENT_MSG.sectorDuplicado);
  try {
    const [row] = await db.insert(sectors).values({ name: params.name }).returning();
    if (!row) throw new Error('sector not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CLIENT_MSG.sectorDuplicado);
    throw error;
  }
}
