import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientes, contactos, sectors } from '../../db/schema/index';
import { CLIENTS, createTestApp, multipartPayload, PNG_BYTES, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

const validClient = {
  razon_social: 'Transportes del Norte S.A.C.',
  slug: 'tnorte01',
  ruc: '20456789012',
  id_sectors: 1,
  direccion: 'Av. Panamericana Norte 1200, Trujillo',
  costo: 1,
};

function store(
  token: string,
  data: unknown,
  file: { name: string; content: Buffer } | null = { name: 'logo.png', content: PNG_BYTES },
) {
  const { payload, headers } = multipartPayload({ data: JSON.stringify(data) }, file ?? undefined);
  return t.request({ method: 'POST', url: '/api/cliente/store', payload, headers, token });
}

describe('GET cliente/index', () => {
  it('pages and searches every client for the administration screen', async () => {
    const res = await t.get('/api/cliente/index?per_page=10&search=andinos', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(res.body.data[0]).toMatchObject({
      id: CLIENTS.andinos,
      ruc: '20512345678',
      estado: 'Activo',
      costo: 1,
      sector: 'Transporte de carga',
      logo: null,
    });
  });

  it('leaves GET cliente (client selection) as it was', async () => {
    const res = await t.get('/api/cliente', admin);
    expect(res.body.success.resultado).toHaveLength(2);
  });

  it('refuses a role without the Clientes grant', async () => {
    const res = await t.get('/api/cliente/index', await t.login(USERS.technician));
    expect(res.status).toBe(403);
  });
});

describe('POST cliente/store', () => {
  it('creates a client with its logo and serves the logo publicly', async () => {
    const res = await store(admin, validClient);
    expect(res.status).toBe(200);
    expect(res.body.success).toMatchObject({ status: true, message: 'Se guardo correctamente!' });
    const created = res.body.success.resultado;
    expect(created).toMatchObject({
      razon_social: validClient.razon_social,
      estado: 'Activo',
      slug: 'tnorte01',
    });
    expect(created.logo).toMatch(/^\/api\/logos\/[0-9a-f]{32}\.png$/);
    const logo = await t.app.inject({ method: 'GET', url: created.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/api/logos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });

  it('edits a client, status included, without a new logo', async () => {
    const res = await store(
      admin,
      { ...validClient, id: CLIENTS.sur, slug: 'cordisur', estado: 'Inactivo', costo: 2 },
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.success.message).toBe('Se actualizo correctamente!');
    const [row] = await t.db.select().from(clientes).where(eq(clientes.id, CLIENTS.sur));
    expect(row).toMatchObject({ estado: false, razon_social: validClient.razon_social });
  });

  it.each([
    [{ razon_social: '' }, 'razon_social', 'Este Campo es Requerido.'],
    [{ direccion: ' ' }, 'direccion', 'Este Campo es Requerido.'],
    [{ ruc: '' }, 'ruc', 'Este Campo es Requerido.'],
    [{ ruc: '204567890123' }, 'ruc', 'Máximo 11 caracteres'],
    [{ ruc: '20A' }, 'ruc', 'Solo se permiten números'],
    [{ slug: 'tn-orte' }, 'slug', 'No se permiten caracteres especiales'],
    [{ slug: 'abc' }, 'slug', 'Min 6 caracteres'],
    [{ slug: 'a'.repeat(16) }, 'slug', 'Max 15 caracteres'],
    [{ id_sectors: undefined }, 'id_sectors', 'Sector es requerido'],
  ])('validates %j', async (change, field, message) => {
    const res = await store(admin, { ...validClient, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('requires the logo on create only', async () => {
    const res = await store(admin, validClient, null);
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['Este Campo es Requerido.']);
  });

  it('refuses a duplicate nickname with 409', async () => {
    const res = await store(admin, { ...validClient, slug: 'tandinos' });
    expect(res).toMatchObject({ status: 409, body: { error: 'Apodo duplicado' } });
  });

  it('refuses a file that is not png or jpeg (415) and one over 10 MB (413)', async () => {
    const gif = await store(admin, validClient, {
      name: 'logo.png',
      content: Buffer.from('GIF89a-not-a-png'),
    });
    expect(gif).toMatchObject({ status: 415, body: { error: 'Tipo de archivo inválido' } });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const large = await store(admin, validClient, { name: 'logo.png', content: big });
    expect(large).toMatchObject({
      status: 413,
      body: { error: 'Los archivos no deben exceder los 10MB de tramaño' },
    });
    expect(await t.db.select().from(clientes)).toHaveLength(2);
  });

  it('refuses creation without the add grant', async () => {
    const res = await store(await t.login(USERS.technician), validClient);
    expect(res.status).toBe(403);
  });
});

describe('my account (cliente/show and cliente/store with menu 92)', () => {
  it('lets a client admin read and edit only their own profile', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const show = await t.post('/api/cliente/show', { id_cliente: CLIENTS.andinos }, token);
    expect(show.body.success.datos).toMatchObject({
      id: CLIENTS.andinos,
      direccion: 'Av. Argentina 2450, Callao',
    });

    const res = await store(token, {
      id: CLIENTS.andinos,
      razon_social: 'Transportes Andinos S.A.',
      ruc: '20512345678',
      direccion: 'Av. Colonial 100, Lima',
      slug: 'otroapodo',
      estado: 'Inactivo',
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(clientes).where(eq(clientes.id, CLIENTS.andinos));
    // Only the profile fields change; nickname and status are the provider's.
    expect(row).toMatchObject({ razon_social: 'Transportes Andinos S.A.', slug: 'tandinos', estado: true });
  });

  it('lets an internal user inside a client save the profile form of /micuenta', async () => {
    const res = await store(
      admin,
      {
        id: CLIENTS.sur,
        razon_social: 'Minera Cordillera del Sur S.A.A.',
        ruc: '20601234567',
        direccion: 'Arequipa',
      },
      null,
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(clientes).where(eq(clientes.id, CLIENTS.sur));
    expect(row).toMatchObject({ razon_social: 'Minera Cordillera del Sur S.A.A.', slug: 'cordisur' });
  });

  it("answers 404 for another client's profile and changes nothing", async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await t.post('/api/cliente/show', { id_cliente: CLIENTS.sur }, token)).status).toBe(404);
    const res = await store(token, { id: CLIENTS.sur, razon_social: 'X', ruc: '1', direccion: 'Y' }, null);
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(clientes).where(eq(clientes.id, CLIENTS.sur));
    expect(row?.razon_social).toBe('Minera Cordillera del Sur S.A.');
  });

  it('validates the profile form and refuses an operator', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(
      token,
      { id: CLIENTS.andinos, razon_social: '', ruc: '123456789012', direccion: '' },
      null,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      razon_social: ['Este Campo es Requerido.'],
      ruc: ['Máximo 11 caracteres'],
      direccion: ['Este Campo es Requerido.'],
    });
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.post('/api/cliente/show', { id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
  });
});

describe('sectors', () => {
  it('lists and creates sectors, refusing blanks and duplicates', async () => {
    const list = await t.get('/api/sectors/index', admin);
    expect(list.body.success.resultado.map((s: { name: string }) => s.name)).toContain('Minería');
    const created = await t.post('/api/sectors/create', { name: 'Pesca' }, admin);
    expect(created.body.success.resultado).toMatchObject({ name: 'Pesca' });
    expect(await t.post('/api/sectors/create', { name: 'pesca' }, admin)).toMatchObject({
      status: 409,
      body: { error: 'Sector duplicado' },
    });
    const blank = await t.post('/api/sectors/create', { name: ' ' }, admin);
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['Sector es requerido']);
    expect(await t.db.select().from(sectors).where(eq(sectors.name, 'Pesca'))).toHaveLength(1);
  });

  it('refuses without the grant', async () => {
    const res = await t.post('/api/sectors/create', { name: 'Pesca' }, await t.login(USERS.technician));
    expect(res.status).toBe(403);
  });
});

describe('contacts', () => {
  const contact = {
    id_cliente: CLIENTS.sur,
    nombre: 'Rosa Medina',
    correo: 'rmedina@cordilleradelsur.pe',
    telefono: '987654321',
    cargo: 'Compras',
    reporte: true,
  };

  it('adds, lists and edits contacts of a client', async () => {
    const created = await t.post('/api/contacto/store', contact, admin);
    expect(created.status).toBe(200);
    const id = created.body.success.resultado.id as number;
    const edited = await t.post(
      '/api/contacto/store',
      { ...contact, id, cargo: 'Logística', reporte: false },
      admin,
    );
    expect(edited.body.success).toMatchObject({
      message: 'Actualizado',
      resultado: { cargo: 'Logística', reporte: false },
    });
    const list = await t.post('/api/contacto/show', { id: CLIENTS.sur }, admin);
    expect(list.body.success.resultado.map((c: { nombre: string }) => c.nombre)).toContain('Rosa Medina');
  });

  it.each([
    [{ nombre: '' }, 'nombre', 'Este Campo es Requerido.'],
    [{ cargo: '' }, 'cargo', 'Este Campo es Requerido.'],
    [{ telefono: '' }, 'telefono', 'Este Campo es Requerido.'],
    [{ telefono: '98-76' }, 'telefono', 'Solo se permiten números'],
    [{ correo: '' }, 'correo', 'E-mail es requerido'],
    [{ correo: 'x@' }, 'correo', 'E-mail no es valido'],
  ])('validates %j', async (change, field, message) => {
    const res = await t.post('/api/contacto/store', { ...contact, ...change }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it("does not edit a contact through another client's id (404, unchanged)", async () => {
    const [andinosContact] = await t.db
      .select()
      .from(contactos)
      .where(eq(contactos.id_cliente, CLIENTS.andinos));
    const res = await t.post(
      '/api/contacto/store',
      { ...contact, id: andinosContact?.id, nombre: 'Cambiado' },
      admin,
    );
    expect(res.status).toBe(404);
    const [row] = await t.db
      .select()
      .from(contactos)
      .where(eq(contactos.id, andinosContact?.id ?? 0));
    expect(row?.nombre).toBe(andinosContact?.nombre);
  });

  it('refuses a user without the Clientes screen', async () => {
    const res = await t.post('/api/contacto/show', { id: CLIENTS.sur }, await t.login(USERS.andinosAdmin));
    expect(res.status).toBe(403);
  });
});
