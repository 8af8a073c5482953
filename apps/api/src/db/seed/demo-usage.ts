import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REMOVAL_REASONS, ROLE } from '@huella/contracts';
import type { Db } from '../client';
import type { accesosCliente, accionesUsuario, consultasReporte, sesiones } from '../schema/index';
import type { ActionEntry } from '../../lib/action-log';
import { DAY_MS, random } from './demo-fleet-state';

/**
 * The last two months of use of the demo (spec 3 §2.14–§2.16): logins, entries into a client with their time,
 * the logged actions and the consolidated report's searches and downloads, so the internal usage reports show
 * something on a fresh demo. The tyre moves and inspections the history made in those days become the actions
 * of the user who made them, with the details the routes write; around them, plausible edits, report
 * downloads and platform work. Deterministic (one seeded sequence) except the session token hashes, which are
 * random and all revoked: no demo session can be used. A few multi-row inserts.
 */

const USAGE_DAYS = 60;
/** Working hours in Lima (UTC−5): 08:00–18:00. */
const WORK_START_UTC_HOUR = 13;
const WORK_HOURS = 10;

interface DemoUser {
  id: number;
  email: string;
  role_id: number;
  clients: number[];
}

interface MoveRow {
  id_cliente: number;
  tipo: string;
  fecha: string;
  motivo: number | null;
  id_usuario: number | null;
  id_neumatico: number;
  id_vehiculo: number | null;
  num_serie: string;
  placa: string | null;
  posicion: number | null;
  scrap_motivo: string | null;
}

interface InspectionRow {
  id: number;
  id_cliente: number;
  fecha: string;
  placa: string;
  id_usuario: number | null;
  lecturas: number;
}

type Entry = ActionEntry & { clientId: number | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** How often each role signs in on a working day (Saturday at a third; never on Sunday). */
const LOGIN_CHANCE: Record<number, number> = {
  [ROLE.superadmin]: 0.8,
  [ROLE.technician]: 0.55,
  [ROLE.clientAdmin]: 0.6,
  [ROLE.operator]: 0.85,
};

/** The actions the history's tyre moves would have logged (installation.routes.ts, scrap.routes.ts…). */
function moveEntries(moves: MoveRow[]): Map<string, Entry[]> {
  const byActorDay = new Map<string, Entry[]>();
  const add = (move: MoveRow, entry: ActionEntry) => {
    const key = `${move.id_usuario}|${move.fecha}`;
    byActorDay.set(key, [...(byActorDay.get(key) ?? []), { ...entry, clientId: move.id_cliente }]);
  };
  const place = (move: MoveRow | undefined) => `P${move?.posicion ?? '-'}`;
  const installation = (accion: string, detalle: string) =>
    ({ modulo: 'neumaticos', accion, vista: 'Instalación de neumáticos', detalle }) as const;
  const reinstall = (move: MoveRow) =>
    moves.find(
      (other) =>
        other.tipo === 'instalacion' &&
        other.id_neumatico === move.id_neumatico &&
        other.id_vehiculo === move.id_vehiculo &&
        other.fecha === move.fecha,
    );
  const rotatedIn = new Set<MoveRow>();
  for (const move of moves) {
    if (move.tipo === 'retiro') {
      const back = move.motivo === 3 ? reinstall(move) : undefined;
      if (back) {
        rotatedIn.add(back);
        add(
          move,
          installation(
            'Rotar',
            `Neumático ${move.num_serie} rotado de ${place(move)} a ${place(back)} de ${move.placa}`,
          ),
        );
      } else {
        const reason = (REMOVAL_REASONS[move.motivo ?? 0] ?? '').toLowerCase();
        add(
          move,
          installation(
            'Retirar',
            `Neumático ${move.num_serie} retirado de ${place(move)} de ${move.placa} ${reason}`,
          ),
        );
      }
    }
  }
  for (const move of moves) {
    if (move.tipo === 'instalacion' && !rotatedIn.has(move))
      add(
        move,
        installation('Instalar', `Neumático ${move.num_serie} instalado en ${place(move)} de ${move.placa}`),
      );
    else if (move.tipo === 'reencauche')
      add(move, {
        modulo: 'neumaticos',
        accion: 'Recibir de reencauche',
        vista: 'En reencauche',
        detalle: `Neumático ${move.num_serie} recibido del reencauche`,
      });
    else if (move.tipo === 'reparacion')
      add(move, {
        modulo: 'neumaticos',
        accion: 'Recibir de reparación',
        vista: 'En reparación',
        detalle: `Neumático ${move.num_serie} recibido de la reparación`,
      });
    else if (move.tipo === 'scrap')
      add(move, {
        modulo: 'neumaticos',
        accion: 'Dar de baja',
        vista: 'En mal estado',
        detalle: `Neumático ${move.num_serie} dado de baja (${move.scrap_motivo ?? 'scrap'})`,
      });
  }
  return byActorDay;
}

export async function seedDemoUsage(db: Db, options: { now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const from = isoDay(today - USAGE_DAYS * DAY_MS);
  const until = isoDay(today);

  const users = rowsOf<DemoUser>(
    await db.execute(sql`
      select u.id, u.email, u.role_id,
        coalesce(array_agg(uc.id_cliente order by uc.id_cliente) filter (where uc.id_cliente is not null), '{}') as clients
      from usuarios u left join usuario_clientes uc on uc.id_usuario = u.id
      group by u.id order by u.id`),
  );
  const clientRows = rowsOf<{ id: number; razon_social: string }>(
    await db.execute(sql`select id, razon_social from clientes order by id`),
  );
  const moves = rowsOf<MoveRow>(
    await db.execute(sql`
      select e.id_cliente, e.tipo, to_char(e.fecha, 'YYYY-MM-DD') as fecha, e.motivo, e.id_usuario, e.id_neumatico,
        e.id_vehiculo, n.num_serie, v.placa, coalesce(p.posicion, e.ubicacion)::int as posicion, m.motivo as scrap_motivo
      from neumatico_eventos e
      join neumaticos n on n.id = e.id_neumatico
      left join vehiculos v on v.id = e.id_vehiculo
      left join vehiculo_configuracion_posiciones p
        on p.id_configuracion = v.id_configuracion and p.ubicacion = e.ubicacion
      left join neumatico_scrap s on e.tipo = 'scrap' and s.id_cliente = e.id_cliente and s.id_neumatico = e.id_neumatico
      left join motivos_scrap m on m.id = s.id_motivo_scrap
      where e.fecha >= ${from}::date and e.fecha < ${until}::date
        and e.tipo in ('instalacion', 'retiro', 'reencauche', 'reparacion', 'scrap')
      order by e.id`),
  );
  const inspections = rowsOf<InspectionRow>(
    await db.execute(sql`
      select i.id, i.id_cliente, to_char(i.fecha_inspeccion, 'YYYY-MM-DD') as fecha, v.placa, i.id_usuario,
        (select count(*)::int from inspeccion_detalles d where d.id_inspeccion = i.id) as lecturas
      from inspecciones i join vehiculos v on v.id = i.id_vehiculo
      where i.fecha_inspeccion >= ${from}::date and i.fecha_inspeccion < ${until}::date
      order by i.id`),
  );
  // Each client's vehicles and some of its tyres, for the edits around the moves.
  const vehicles = rowsOf<{ id_cliente: number; placa: string }>(
    await db.execute(sql`select id_cliente, placa from vehiculos order by id`),
  );
  const tyres = rowsOf<{ id_cliente: number; num_serie: string }>(
    await db.execute(sql`select id_cliente, num_serie from neumaticos where id % 5 = 0 order by id`),
  );
  if (users.length === 0 || clientRows.length === 0) return;

  const next = random(20_261_124);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
  const clientName = (id: number) => clientRows.find((client) => client.id === id)?.razon_social ?? '';
  const moveActions = moveEntries(moves);
  for (const inspection of inspections) {
    const key = `${inspection.id_usuario}|${inspection.fecha}`;
    moveActions.set(key, [
      ...(moveActions.get(key) ?? []),
      {
        modulo: 'inspecciones',
        accion: 'Registrar',
        vista: 'Registrar inspección',
        detalle: `Inspección ${inspection.id} de ${inspection.placa} registrada (${inspection.lecturas} lecturas)`,
        clientId: inspection.id_cliente,
      },
    ]);
  }

  /** What a user does in a session besides the history's moves. */
  const extraEntry = (user: DemoUser, clientId: number | null): Entry | undefined => {
    const vehicle = pick(vehicles.filter((row) => row.id_cliente === clientId));
    const tyre = pick(tyres.filter((row) => row.id_cliente === clientId));
    if (user.role_id === ROLE.superadmin && (clientId === null || next() < 0.5)) {
      const target = pick(users.filter((other) => other.id !== user.id));
      const client = pick(clientRows);
      const options: Entry[] = [
        {
          modulo: 'administracion',
          accion: 'Editar',
          vista: 'Usuarios',
          detalle: `Usuario ${target?.email} editado`,
          clientId: null,
        },
        {
          modulo: 'administracion',
          accion: 'Editar',
          vista: 'Clientes',
          detalle: `Cliente ${client?.razon_social} editado`,
          clientId: null,
        },
        {
          modulo: 'administracion',
          accion: 'Editar',
          vista: 'Permisos',
          detalle: 'Permisos del rol Técnico editados',
          clientId: null,
        },
        {
          modulo: 'catalogos',
          accion: 'Registrar',
          vista: 'Tipo de cambio',
          detalle: `Tipo de cambio ${(3.7 + Math.floor(next() * 10) / 100).toFixed(2)} registrado`,
          clientId: null,
        },
      ];
      return pick(options);
    }
    if (clientId === null || !vehicle || !tyre) return undefined;
    const options: Entry[] = [
      {
        modulo: 'vehiculos',
        accion: 'Editar',
        vista: 'Vehículos',
        detalle: `Vehículo ${vehicle.placa} editado`,
        clientId,
      },
      {
        modulo: 'neumaticos',
        accion: 'Editar',
        vista: 'Reporte de neumáticos',
        detalle: `Neumático ${tyre.num_serie} editado`,
        clientId,
      },
      {
        modulo: 'neumaticos',
        accion: 'Editar costo',
        vista: 'Reporte de neumáticos',
        detalle: `Costo del neumático ${tyre.num_serie} editado`,
        clientId,
      },
    ];
    if (user.role_id !== ROLE.operator)
      options.push({
        modulo: 'catalogos',
        accion: 'Editar',
        vista: 'Criterios de aceptación',
        detalle: `Criterio de aceptación de ${clientName(clientId)} editado`,
        clientId,
      });
    return pick(options);
  };

  const sessions: (typeof sesiones.$inferInsert)[] = [];
  const accesses: (typeof accesosCliente.$inferInsert)[] = [];
  const actions: (typeof accionesUsuario.$inferInsert)[] = [];
  const searches: (typeof consultasReporte.$inferInsert)[] = [];
  for (let day = today - USAGE_DAYS * DAY_MS; day < today; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    for (const user of users) {
      const planned = moveActions.get(`${user.id}|${isoDay(day)}`) ?? [];
      const chance = (LOGIN_CHANCE[user.role_id] ?? 0.3) * (weekday === 6 ? 0.3 : weekday === 0 ? 0 : 1);
      // Whoever moved a tyre or inspected that day signed in that day.
      if (planned.length === 0 && next() >= chance) continue;
      const start = day + (WORK_START_UTC_HOUR + next() * (WORK_HOURS - 2)) * 3_600_000;
      const seconds = 600 + Math.floor(next() * 3 * 3_600);
      const end = start + seconds * 1000;
      sessions.push({
        id_usuario: user.id,
        token_hash: randomBytes(32).toString('hex'),
        created_at: new Date(start),
        last_activity_at: new Date(end),
        // Signed out (or expired) at the end of the day's work: none of these is a live session.
        revoked_at: new Date(end + 60_000),
        ip: `190.${40 + (user.id % 20)}.${Math.floor(next() * 250)}.${1 + Math.floor(next() * 250)}`,
      });
      // Internal users without a client of their own pick one; the superadmin now and then stays on the platform.
      const clientId =
        planned[0]?.clientId ??
        (user.role_id === ROLE.superadmin && next() < 0.4
          ? null
          : (pick(user.clients.length > 0 ? user.clients : clientRows.map((client) => client.id)) ?? null));
      if (clientId !== null)
        accesses.push({
          id_usuario: user.id,
          id_cliente: clientId,
          fecha_ingreso: new Date(start + 20_000),
          ultima_actividad: new Date(end),
          segundos: seconds - 20,
        });
      const entries = [...planned];
      const extras = Math.floor(next() * (user.role_id === ROLE.operator ? 4 : 3));
      for (let n = 0; n < extras; n += 1) {
        const entry = extraEntry(user, clientId);
        if (entry) entries.push(entry);
      }
      // The consolidated report: administrators and technicians look at last month's, and download it now and then.
      if (clientId !== null && user.role_id !== ROLE.operator && next() < 0.35) {
        const month = new Date(day - 30 * DAY_MS);
        const period = {
          anio: month.getUTCFullYear(),
          mes_inicio: month.getUTCMonth() + 1,
          mes_fin: month.getUTCMonth() + 1,
        };
        const at = new Date(start + (0.2 + 0.6 * next()) * seconds * 1000);
        searches.push({
          id_usuario: user.id,
          id_cliente: clientId,
          tipo: 'busqueda',
          ...period,
          created_at: at,
        });
        if (next() < 0.5) {
          searches.push({
            id_usuario: user.id,
            id_cliente: clientId,
            tipo: 'descarga',
            ...period,
            created_at: new Date(at.getTime() + 90_000),
          });
          actions.push({
            id_usuario: user.id,
            email: user.email,
            id_cliente: clientId,
            modulo: 'reportes',
            accion: 'Descargar',
            vista: 'Reporte consolidado',
            detalle: `PDF del reporte consolidado de ${MONTHS[period.mes_inicio - 1]} ${period.anio} generado`,
            created_at: new Date(at.getTime() + 90_000),
          });
        }
      }
      entries.forEach((entry, n) => {
        const { clientId: entryClient, ...action } = entry;
        actions.push({
          id_usuario: user.id,
          email: user.email,
          id_cliente: entryClient,
          ...action,
          // Spread over the session, in the order they were planned.
          created_at: new Date(start + ((n + 1) / (entries.length + 1)) * seconds * 1000),
        });
      });
    }
  }

  // One statement per table, its rows as one JSON parameter: PGlite binds thousands of parameters slowly.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sesiones (id_usuario, token_hash, created_at, last_activity_at, revoked_at, ip)
      select id_usuario, token_hash, created_at, last_activity_at, revoked_at, ip
      from json_to_recordset(${JSON.stringify(sessions)}::json) as t(id_usuario int, token_hash text,
        created_at timestamptz, last_activity_at timestamptz, revoked_at timestamptz, ip text)`);
    await tx.execute(sql`
      insert into accesos_cliente (id_usuario, id_cliente, fecha_ingreso, ultima_actividad, segundos)
      select id_usuario, id_cliente, fecha_ingreso, ultima_actividad, segundos
      from json_to_recordset(${JSON.stringify(accesses)}::json) as t(id_usuario int, id_cliente int,
        fecha_ingreso timestamptz, ultima_actividad timestamptz, segundos int)`);
    await tx.execute(sql`
      insert into acciones_usuario (id_usuario, email, id_cliente, modulo, accion, vista, detalle, created_at)
      select id_usuario, email, id_cliente, modulo, accion, vista, detalle, created_at
      from json_to_recordset(${JSON.stringify(actions)}::json) as t(id_usuario int, email text, id_cliente int,
        modulo text, accion text, vista text, detalle text, created_at timestamptz)`);
    await tx.execute(sql`
      insert into consultas_reporte (id_usuario, id_cliente, tipo, anio, mes_inicio, mes_fin, created_at)
      select id_usuario, id_cliente, tipo, anio, mes_inicio, mes_fin, created_at
      from json_to_recordset(${JSON.stringify(searches)}::json) as t(id_usuario int, id_cliente int, tipo text,
        anio int, mes_inicio int, mes_fin int, created_at timestamptz)`);
  });
}
