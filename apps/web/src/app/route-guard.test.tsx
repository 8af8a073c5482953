import type { PermissionMap } from '@huella/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSession } from '../lib/storage';
import { AppRoutes } from './app-routes';

/** Paths whose screen the test takes away (every route of the table has a screen now; the rule must still hold). */
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('./routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./routes')>();
  return {
    ...actual,
    findScreen: (pathname: string) => (unbuilt.has(pathname) ? undefined : actual.findScreen(pathname)),
  };
});
afterEach(() => unbuilt.clear());

/** Each screen renders a marker, so the test sees where the guard let the user in. */
function renderAt(route: string) {
  return renderWithProviders(
    <AppRoutes renderScreen={(screenRoute) => <p>pantalla {screenRoute.path}</p>} />,
    { route },
  );
}

const landedOn = async (path: string) => {
  expect(await screen.findByText(`pantalla ${path}`)).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe(path);
};

function logIn({ clientId, permissions }: { clientId: number | null; permissions: PermissionMap }) {
  storeSession({
    token: 'tok',
    userId: 1,
    role: clientId === null ? 1 : 4,
    email: 'a@b.pe',
    name: 'A B',
    clientId,
  });
  return stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos: permissions } } },
  });
}

describe('route guard in the router (spec 1 §2.3)', () => {
  it('rule 1: unknown routes go to /page404', async () => {
    renderAt('/no-existe');
    await landedOn('/page404');
  });

  it('rule 1: a route of the table with no screen yet goes to /page404', async () => {
    unbuilt.add('/reportesesionusuarios');
    logIn({ clientId: null, permissions: { '1': [1], '13': [1] } });
    renderAt('/reportesesionusuarios');
    await landedOn('/page404');
  });

  it('both spellings of the sessions report open its screen (with permission 13)', async () => {
    logIn({ clientId: null, permissions: { '1': [1], '13': [1] } });
    renderAt('/reportesesionesusuarios');
    await landedOn('/reportesesionesusuarios');
  });

  it('rule 2: logged in, /login leads on to /seleccionarCliente', async () => {
    logIn({ clientId: null, permissions: { '1': [1] } });
    renderAt('/login');
    await landedOn('/seleccionarCliente');
  });

  it('rule 2 then 4: a member (client stored at login) opening / ends on /home', async () => {
    logIn({ clientId: 7, permissions: { '19': [1] } });
    renderAt('/');
    await landedOn('/home');
  });

  it('rule 3: a protected route without login goes to /login', async () => {
    renderAt('/home');
    await landedOn('/login');
  });

  it('rule 4: with a client, a client-less route goes to /home', async () => {
    logIn({ clientId: 7, permissions: { '19': [1], '1': [1] } });
    renderAt('/seleccionarCliente');
    await landedOn('/home');
  });

  it('rule 4: with a client, a client route without its permission goes to /page404', async () => {
    const fetchMock = logIn({ clientId: 7, permissions: {} });
    renderAt('/home');
    await landedOn('/page404');
    // The permission map was loaded for the chosen client (variant 2).
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toMatchObject({ id_cliente1: 7, id_usuario: 1 });
  });

  it('rule 5: without a client, a client route goes to /seleccionarCliente', async () => {
    logIn({ clientId: null, permissions: { '1': [1] } });
    renderAt('/home');
    await landedOn('/seleccionarCliente');
  });

  it('rule 5: without a client, a client-less route without its permission goes to /page404', async () => {
    const fetchMock = logIn({ clientId: null, permissions: {} });
    renderAt('/seleccionarCliente');
    await landedOn('/page404');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty('id_cliente1');
  });

  it.each(['/page404', '/resetpassword', '/changeyourpassword', '/', '/login'])(
    'public route %s opens without login',
    async (path) => {
      renderAt(path);
      await landedOn(path);
    },
  );

  it.each(['/page404', '/resetpassword', '/changeyourpassword'])(
    'public route %s also opens when logged in',
    async (path) => {
      logIn({ clientId: 7, permissions: {} });
      renderAt(path);
      await landedOn(path);
    },
  );
});
