import { ROUTES } from '@huella/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideRoute, routeNeedsPermissions } from './decide-route';
import { findScreen, SCREENS, SCREENS_WITHOUT_ROUTE } from './routes';

/**
 * Paths whose screen the test takes away: every route of the table has a screen now, but the rule for a table
 * route still without one (a build ahead of its screens) must keep holding.
 */
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('./routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./routes')>();
  return {
    ...actual,
    findScreen: (pathname: string) => (unbuilt.has(pathname) ? undefined : actual.findScreen(pathname)),
  };
});
afterEach(() => unbuilt.clear());

const loggedOut = { loggedIn: false, clientId: null, permissions: {} };
const internal = { loggedIn: true, clientId: null, permissions: { '1': [1], '5': [1] } };
const withClient = { loggedIn: true, clientId: 7, permissions: { '19': [1] } };

describe('route table', () => {
  it('has a contracts route for every screen, and the foundation screens', () => {
    // Every later issue adds screens; what must hold is that none is missing from the contracts' table.
    expect(SCREENS_WITHOUT_ROUTE).toEqual([]);
    expect(SCREENS.map((screen) => screen.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/changeyourpassword',
        '/home',
        '/login',
        '/page404',
        '/resetpassword',
        '/salirCliente',
        '/seleccionarCliente',
      ]),
    );
  });

  it('matches concrete paths and trailing slashes', () => {
    expect(findScreen('/home/')?.path).toBe('/home');
    expect(findScreen('/no-existe')).toBeUndefined();
    // Spec 1 §2.2 and spec 3 §2 spell the sessions report two ways: both open its screen.
    expect(findScreen('/reportesesionusuarios')?.path).toBe('/reportesesionusuarios');
    expect(findScreen('/reportesesionesusuarios')?.path).toBe('/reportesesionesusuarios');
  });
});

describe('decideRoute (spec 1 §2.3)', () => {
  it('rule 1: a route outside the table goes to /page404', () => {
    expect(decideRoute({ ...loggedOut, pathname: '/no-existe' })).toEqual({ redirect: '/page404' });
    expect(decideRoute({ ...withClient, pathname: '/no-existe' })).toEqual({ redirect: '/page404' });
  });

  it('a table route with no screen yet follows rules 3–5 first, then goes to /page404', () => {
    expect(ROUTES.some((route) => route.path === '/reportesesionusuarios')).toBe(true);
    unbuilt.add('/reportesesionusuarios');
    expect(decideRoute({ ...loggedOut, pathname: '/reportesesionusuarios' })).toEqual({
      redirect: '/login',
    });
    expect(decideRoute({ ...withClient, pathname: '/reportesesionusuarios' })).toEqual({
      redirect: '/home',
    });
    expect(
      decideRoute({ ...internal, pathname: '/reportesesionusuarios', permissions: { '13': [1] } }),
    ).toEqual({
      redirect: '/page404',
    });
  });

  it('leaves the mobile app download to the server (a full page load), for anyone', () => {
    for (const input of [loggedOut, withClient]) {
      expect(decideRoute({ ...input, pathname: '/downloads/abc.apk' })).toEqual({
        external: '/downloads/abc.apk',
      });
    }
    expect(decideRoute({ ...withClient, pathname: '/downloads/a/b' })).toEqual({ redirect: '/page404' });
  });

  it('rule 2: a logged-in user opening login or welcome goes to /seleccionarCliente', () => {
    expect(decideRoute({ ...internal, pathname: '/login' })).toEqual({ redirect: '/seleccionarCliente' });
    expect(decideRoute({ ...withClient, pathname: '/' })).toEqual({ redirect: '/seleccionarCliente' });
  });

  it('rule 3: a protected route without login goes to /login', () => {
    expect(decideRoute({ ...loggedOut, pathname: '/home' })).toEqual({ redirect: '/login' });
    expect(decideRoute({ ...loggedOut, pathname: '/seleccionarCliente' })).toEqual({ redirect: '/login' });
  });

  it('rule 4: with a client, client-less routes go to /home and client routes need their permission', () => {
    expect(decideRoute({ ...withClient, pathname: '/seleccionarCliente' })).toEqual({ redirect: '/home' });
    expect(decideRoute({ ...withClient, pathname: '/home' })).toEqual({ allow: true });
    expect(decideRoute({ ...withClient, pathname: '/home', permissions: {} })).toEqual({
      redirect: '/page404',
    });
    // Holding the menu id with some other action but not View (1) is not enough.
    expect(decideRoute({ ...withClient, pathname: '/home', permissions: { '19': [2] } })).toEqual({
      redirect: '/page404',
    });
  });

  it('rule 4: /salirCliente stays reachable with a client (it is the way out)', () => {
    expect(decideRoute({ ...withClient, pathname: '/salirCliente' })).toEqual({ allow: true });
  });

  it('rule 5: without a client, client-less routes need their permission and client routes go to /seleccionarCliente', () => {
    expect(decideRoute({ ...internal, pathname: '/seleccionarCliente' })).toEqual({ allow: true });
    expect(decideRoute({ ...internal, pathname: '/seleccionarCliente', permissions: {} })).toEqual({
      redirect: '/page404',
    });
    expect(decideRoute({ ...internal, pathname: '/home' })).toEqual({ redirect: '/seleccionarCliente' });
    // Permission id 0 is always allowed.
    expect(decideRoute({ ...internal, pathname: '/salirCliente', permissions: {} })).toEqual({ allow: true });
  });

  it('public routes are reachable by anyone', () => {
    for (const pathname of ['/page404', '/resetpassword', '/changeyourpassword']) {
      expect(decideRoute({ ...loggedOut, pathname })).toEqual({ allow: true });
      expect(decideRoute({ ...internal, pathname })).toEqual({ allow: true });
      expect(decideRoute({ ...withClient, pathname, permissions: {} })).toEqual({ allow: true });
    }
    expect(decideRoute({ ...loggedOut, pathname: '/' })).toEqual({ allow: true });
    expect(decideRoute({ ...loggedOut, pathname: '/login' })).toEqual({ allow: true });
  });

  it('asks for the permission map only where a rule reads it', () => {
    expect(routeNeedsPermissions({ pathname: '/home', loggedIn: true, clientId: 7 })).toBe(true);
    expect(routeNeedsPermissions({ pathname: '/seleccionarCliente', loggedIn: true, clientId: null })).toBe(
      true,
    );
    expect(routeNeedsPermissions({ pathname: '/seleccionarCliente', loggedIn: true, clientId: 7 })).toBe(
      false,
    );
    expect(routeNeedsPermissions({ pathname: '/home', loggedIn: false, clientId: null })).toBe(false);
    expect(routeNeedsPermissions({ pathname: '/login', loggedIn: true, clientId: null })).toBe(false);
    expect(routeNeedsPermissions({ pathname: '/salirCliente', loggedIn: true, clientId: null })).toBe(false);
  });
});
