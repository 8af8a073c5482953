import { count } from 'drizzle-orm';
import { ROLE } from '@huella/contracts';
import type { Db } from '../client';
import { clientes, sectors, usuarioClientes, usuarios } from '../schema/index';
import { hashPassword } from '../../lib/passwords';
import { seedDemoClients } from './demo-clients';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoTyres } from './demo-tyres';
import { seedDemoVehicles } from './demo-vehicles';
import { seedDemoSettings } from './demo-settings';
import { seedDemoIncidents } from './demo-incidents';
import { seedDemoHistory } from './demo-history';
import { seedDemoUsage } from './demo-usage';

/** Every demo login shares this password; the README and the start-up banner print it. */
export const DEMO_PASSWORD = 'Huella2026!';

export interface DemoLogin {
  email: string;
  description: string;
}

const SECTORS = [
  'Transporte de carga',
  'Transporte de pasajeros',
  'Minería',
  'Construcción',
  'Agroindustria',
  'Distribución y logística',
];

const COMPANIES = [
  {
    razon_social: 'Transportes Andinos S.A.C.',
    slug: 'tandinos',
    ruc: '20512345678',
    sector: 'Transporte de carga',
    direccion: 'Av. Argentina 2450, Callao',
    costo: 1,
    admin: { nombre: 'María', apellidos: 'Torres Quispe', email: 'admin@transportesandinos.pe' },
    operator: { nombre: 'Jorge', apellidos: 'Huamán Rojas', email: 'operador@transportesandinos.pe' },
  },
  {
    razon_social: 'Minera Cordillera del Sur S.A.',
    slug: 'cordisur',
    ruc: '20601234567',
    sector: 'Minería',
    direccion: 'Calle Los Geranios 120, Arequipa',
    costo: 2,
    admin: { nombre: 'Lucía', apellidos: 'Mendoza Vargas', email: 'admin@cordilleradelsur.pe' },
    operator: { nombre: 'Raúl', apellidos: 'Condori Apaza', email: 'operador@cordilleradelsur.pe' },
  },
];

/**
 * Demo data for trying Huella: an internal superadmin and technician, and two client companies each with an
 * administrator and an operator, their fleets and two years of tyre history. Only on an empty database, so a
 * restart never duplicates it.
 */
export async function seedDemoIfEmpty(
  db: Db,
  /** uploadsDir: where the server keeps uploads; with it, bad-condition readings get their drawn photo. */
  options: { history?: boolean; uploadsDir?: string } = {},
): Promise<{ password: string; users: DemoLogin[] } | undefined> {
  const [existing] = await db.select({ total: count() }).from(usuarios);
  if (Number(existing?.total ?? 0) > 0) return undefined;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logins: DemoLogin[] = [];

  await db.transaction(async (tx) => {
    const sectorRows = await tx
      .insert(sectors)
      .values(SECTORS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning();
    const sectorId = (name: string) => sectorRows.find((row) => row.name === name)?.id ?? null;

    const [superadmin, technician] = await tx
      .insert(usuarios)
      .values([
        {
          nombre: 'Sofía',
          apellidos: 'Ramírez León',
          email: 'superadmin@huella.pe',
          telefono: '987654321',
          password_hash: passwordHash,
          role_id: ROLE.superadmin,
        },
        {
          nombre: 'Carlos',
          apellidos: 'Quispe Mamani',
          email: 'tecnico@huella.pe',
          telefono: '987654322',
          password_hash: passwordHash,
          role_id: ROLE.technician,
        },
      ])
      .returning();
    if (!superadmin || !technician) throw new Error('demo users not created');
    logins.push({ email: superadmin.email, description: 'Superadministrador (interno)' });
    logins.push({ email: technician.email, description: 'Técnico (interno, asignado a ambas empresas)' });

    for (const company of COMPANIES) {
      const [client] = await tx
        .insert(clientes)
        .values({
          razon_social: company.razon_social,
          slug: company.slug,
          ruc: company.ruc,
          id_sectors: sectorId(company.sector),
          direccion: company.direccion,
          costo: company.costo,
        })
        .returning();
      if (!client) throw new Error('demo client not created');
      const members = await tx
        .insert(usuarios)
        .values([
          { ...company.admin, telefono: '999888777', password_hash: passwordHash, role_id: ROLE.clientAdmin },
          { ...company.operator, telefono: '999888666', password_hash: passwordHash, role_id: ROLE.operator },
        ])
        .returning();
      await tx
        .insert(usuarioClientes)
        .values([...members, technician].map((user) => ({ id_usuario: user.id, id_cliente: client.id })));
      logins.push({ email: company.admin.email, description: `Administrador de ${company.razon_social}` });
      logins.push({ email: company.operator.email, description: `Operador de ${company.razon_social}` });
    }
  });
  await seedDemoClients(db);
  await seedDemoFleet(db);
  await seedDemoSettings(db);
  await seedDemoVehicles(db);
  await seedDemoTyres(db);
  await seedDemoIncidents(db);
  // The API tests start from the fleet without history (their fixtures place tyres themselves); the demo and
  // the browser journeys get two years of it.
  if (options.history ?? true) {
    await seedDemoHistory(db, { uploadsDir: options.uploadsDir });
    // The last two months of logins and actions, from that history, for the internal usage reports.
    await seedDemoUsage(db);
  }
  return { password: DEMO_PASSWORD, users: logins };
}
