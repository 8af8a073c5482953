import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ACTION, ROLE } from '@huella/contracts';
import {
  accesosCliente,
  accionesUsuario,
  clientes,
  consultasReporte,
  permisos,
  sesiones,
  usuarioClientes,
  usuarios,
} from '../../../db/schema/index';
import { type TestApp, USERS } from '../../../../test/app';

/**
 * The usage reports' hand-built fixture (instants in UTC; Lima is UTC−5 all year):
 *
 * Clients UA and UB. Users: Ana Torres (role 5, member of UA), Beto Ruiz (role 5, member of UB), Ciro Vega
 * (role 2, internal, no assignment). The demo technician is left assigned to UA only.
 *
 * Logins (sesiones):
 *   S1 Ana 03-02 14:00Z (Lima 03-02)   S2 Ana 03-02 20:00Z (Lima 03-02)   S3 Ana 03-04 03:30Z (Lima 03-03 22:30)
 *   S4 Beto 03-03 15:00Z               S5 Ciro 04-10 15:00Z               S6 Beto 02-28 12:00Z (February)
 *   S7 Ana 04-01 04:00Z (Lima 03-31 23:00: still March)
 * Entries into clients (accesos_cliente, seconds):
 *   X1 Ana UA 03-02 600   X2 Ana UA 03-05 1200   X3 Beto UB 03-03 3661   X4 Ciro UA 03-10 300
 *   X5 Ciro UB 03-11 100  X6 Ana UA 04-05 999 (April)
 * Actions (acciones_usuario):
 *   A1 Ana UA neumaticos 03-02 15:00Z   A2 Ana UA neumaticos 03-02 16:00Z   A3 Ana UA vehiculos 03-03 15:00Z
 *   A4 Ciro UA inspecciones 03-03 16:00Z   A5 Ciro UA neumaticos 03-04 04:00Z (Lima 03-03 23:00)
 *   A6 Beto UB vehiculos 03-03 17:00Z   A7 Ciro (no client) administracion 03-05 15:00Z
 *   A8 Ana UA reportes 03-05 16:00Z     A9 Ana UA neumaticos 04-02 15:00Z (April)
 * Consolidated report searches (B) and downloads (D):
 *   C1 Ana UA B 03-02 15:00Z   C2 Ana UA D 03-02 16:00Z   C3 Beto UB B 03-15 15:00Z
 *   C4 Ciro UA B 05-01 04:00Z (Lima 04-30)   C5 Ciro UB D 01-10 15:00Z   C6 Ana UA B 2025-12-31 15:00Z (2025)
 */
export async function buildUsageFixture(t: TestApp) {
  const db = t.db;
  const [UA, UB] = await db
    .insert(clientes)
    .values([
      { razon_social: 'Flota Uso A S.A.C.', ruc: '20100000951' },
      { razon_social: 'Flota Uso B S.A.C.', ruc: '20100000952' },
    ])
    .returning({ id: clientes.id });
  const user = (nombre: string, apellidos: string, email: string, role_id: number) => ({
    nombre,
    apellidos,
    email,
    role_id,
    password_hash: 'x',
  });
  const [ana, beto, ciro] = await db
    .insert(usuarios)
    .values([
      user('Ana', 'Torres', 'ana@usage-a.test', ROLE.operator),
      user('Beto', 'Ruiz', 'beto@usage-b.test', ROLE.operator),
      user('Ciro', 'Vega', 'ciro@usage-int.test', ROLE.admin),
    ])
    .returning({ id: usuarios.id, email: usuarios.email });
  if (!UA || !UB || !ana || !beto || !ciro) throw new Error('usage fixture not created');
  const [technician] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, USERS.technician));
  if (!technician) throw new Error('demo technician missing');
  await db.delete(usuarioClientes).where(eq(usuarioClientes.id_usuario, technician.id));
  await db.insert(usuarioClientes).values([
    { id_usuario: ana.id, id_cliente: UA.id },
    { id_usuario: beto.id, id_cliente: UB.id },
    { id_usuario: technician.id, id_cliente: UA.id },
  ]);

  const at = (iso: string) => new Date(iso);
  const login = (id_usuario: number, iso: string) => ({
    id_usuario,
    token_hash: randomBytes(32).toString('hex'),
    created_at: at(iso),
    last_activity_at: at(iso),
  });
  const [S1, S2, S3, S4, S5, S6, S7] = await db
    .insert(sesiones)
    .values([
      login(ana.id, '2026-03-02T14:00:00Z'),
      login(ana.id, '2026-03-02T20:00:00Z'),
      login(ana.id, '2026-03-04T03:30:00Z'),
      login(beto.id, '2026-03-03T15:00:00Z'),
      login(ciro.id, '2026-04-10T15:00:00Z'),
      login(beto.id, '2026-02-28T12:00:00Z'),
      login(ana.id, '2026-04-01T04:00:00Z'),
    ])
    .returning({ id: sesiones.id });

  const entry = (id_usuario: number, id_cliente: number, iso: string, segundos: number) => ({
    id_usuario,
    id_cliente,
    fecha_ingreso: at(iso),
    ultima_actividad: new Date(at(iso).getTime() + segundos * 1000),
    segundos,
  });
  await db
    .insert(accesosCliente)
    .values([
      entry(ana.id, UA.id, '2026-03-02T14:05:00Z', 600),
      entry(ana.id, UA.id, '2026-03-05T15:00:00Z', 1200),
      entry(beto.id, UB.id, '2026-03-03T15:05:00Z', 3661),
      entry(ciro.id, UA.id, '2026-03-10T16:00:00Z', 300),
      entry(ciro.id, UB.id, '2026-03-11T16:00:00Z', 100),
      entry(ana.id, UA.id, '2026-04-05T16:00:00Z', 999),
    ]);

  const action = (
    who: { id: number; email: string },
    id_cliente: number | null,
    modulo: string,
    accion: string,
    vista: string,
    detalle: string,
    iso: string,
  ) => ({
    id_usuario: who.id,
    email: who.email,
    id_cliente,
    modulo,
    accion,
    vista,
    detalle,
    created_at: at(iso),
  });
  const actions = await db
    .insert(accionesUsuario)
    .values([
      action(ana, UA.id, 'neumaticos', 'Registrar', 'Neumáticos', 'Serie N1', '2026-03-02T15:00:00Z'),
      action(ana, UA.id, 'neumaticos', 'Editar', 'Neumáticos', 'Serie N1', '2026-03-02T16:00:00Z'),
      action(ana, UA.id, 'vehiculos', 'Registrar', 'Vehículos', 'Placa V1', '2026-03-03T15:00:00Z'),
      action(
        ciro,
        UA.id,
        'inspecciones',
        'Registrar',
        'Inspecciones',
        'Inspección 1',
        '2026-03-03T16:00:00Z',
      ),
      action(ciro, UA.id, 'neumaticos', 'Eliminar', 'Neumáticos', 'Serie N2', '2026-03-04T04:00:00Z'),
      action(beto, UB.id, 'vehiculos', 'Registrar', 'Vehículos', 'Placa W1', '2026-03-03T17:00:00Z'),
      action(ciro, null, 'administracion', 'Editar', 'Roles', 'Rol 2', '2026-03-05T15:00:00Z'),
      action(ana, UA.id, 'reportes', 'Aprobar', 'Reporte consolidado', 'Marzo', '2026-03-05T16:00:00Z'),
      action(ana, UA.id, 'neumaticos', 'Registrar', 'Neumáticos', 'Serie N3', '2026-04-02T15:00:00Z'),
    ])
    .returning({ id: accionesUsuario.id });
  const [A1, A2, A3, A4, A5, A6, A7, A8, A9] = actions.map((row) => row.id);

  const consultation = (id_usuario: number, id_cliente: number, tipo: string, iso: string) => ({
    id_usuario,
    id_cliente,
    tipo,
    anio: 2026,
    mes_inicio: 1,
    mes_fin: 2,
    created_at: at(iso),
  });
  await db
    .insert(consultasReporte)
    .values([
      consultation(ana.id, UA.id, 'busqueda', '2026-03-02T15:00:00Z'),
      consultation(ana.id, UA.id, 'descarga', '2026-03-02T16:00:00Z'),
      consultation(beto.id, UB.id, 'busqueda', '2026-03-15T15:00:00Z'),
      consultation(ciro.id, UA.id, 'busqueda', '2026-05-01T04:00:00Z'),
      consultation(ciro.id, UB.id, 'descarga', '2026-01-10T15:00:00Z'),
      consultation(ana.id, UA.id, 'busqueda', '2025-12-31T15:00:00Z'),
    ]);

  return {
    UA: UA.id,
    UB: UB.id,
    ana: ana.id,
    beto: beto.id,
    ciro: ciro.id,
    technician: technician.id,
    S: [S1, S2, S3, S4, S5, S6, S7].map((row) => row?.id ?? 0),
    A: { A1, A2, A3, A4, A5, A6, A7, A8, A9 } as Record<string, number>,
  };
}
export type UsageFixture = Awaited<ReturnType<typeof buildUsageFixture>>;

/** Grants view on the usage screens (13, 14, 15) to a role that has none by default. */
export async function grantUsageMenus(t: TestApp, role: number): Promise<void> {
  for (const menu of [13, 14, 15]) {
    const [existing] = await t.db
      .select({ id: permisos.id })
      .from(permisos)
      .where(and(eq(permisos.id_rol, role), eq(permisos.id_menu, menu), eq(permisos.id_accion, ACTION.view)));
    if (!existing)
      await t.db.insert(permisos).values({ id_rol: role, id_menu: menu, id_accion: ACTION.view });
  }
}

/** A spreadsheet answer's rows as arrays of cell values (header first). */
export async function xlsxRows(raw: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A POST export as the raw reply (status, headers and bytes). */
export const postExport = (t: TestApp, url: string, payload: Record<string, unknown>, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
