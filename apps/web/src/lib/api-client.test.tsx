import { messageResponse, MSG } from '@huella/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { ApiDialogs } from '../components/api-dialogs';
import { api, ApiError } from './api-client';
import { getApiProblem, resetApiProblem } from './api-events';
import { loadPage, reloadPage } from './browser';
import { getSession, storeSession } from './storage';

vi.mock('./browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const login = () =>
  storeSession({ token: 'tok', userId: 1, role: 1, email: 'a@b.pe', name: 'A B', clientId: 3 });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('se esperaba un ApiError');
  return error;
}

describe('api client', () => {
  beforeEach(resetApiProblem);
  afterEach(resetApiProblem);

  it('sends the bearer token and JSON, and parses the answer with the contract', async () => {
    login();
    const fetchMock = stubFetch({ 'POST /api/logout': { body: { message: 'ok' } } });
    await expect(api.post('/logout', { a: 1 }, messageResponse)).resolves.toEqual({ message: 'ok' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = stubFetch({ 'GET /api/x': { body: { message: 'ok' } } });
    await api.get('/x', messageResponse, { estado: 'Activo', id_cliente: undefined });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/x?estado=Activo');
  });

  it('on 401 of a session call: clears storage and shows "Sesión finalizada", whose button goes to login', async () => {
    login();
    stubFetch({ 'GET /api/sesion': { status: 401, body: { error: MSG.sinSesion } } });
    render(<ApiDialogs />);

    const error = await failure(api.get('/sesion', messageResponse));
    expect(error.status).toBe(401);
    expect(error.handled).toBe(true);
    expect(getSession().loggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getApiProblem()).toBe('session-ended');

    expect(await screen.findByText(MSG.sesionFinalizada)).toBeTruthy();
    expect(screen.getByText(MSG.sesionCaducada)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(loadPage).toHaveBeenCalledWith('/login');
  });

  it('passes a 401 of the login call to the caller (wrong credentials), without a dialog', async () => {
    stubFetch({
      'POST /api/login/authenticateSimplified': { status: 401, body: { error: MSG.credencialesInvalidas } },
    });
    const error = await failure(api.post('/login/authenticateSimplified', {}, messageResponse));
    expect(error.status).toBe(401);
    expect(error.message).toBe(MSG.credencialesInvalidas);
    expect(error.handled).toBe(false);
    expect(getApiProblem()).toBeNull();
  });

  it('on 5xx shows "Ups, ¡algo pasó!" with "Actualizar", which reloads', async () => {
    login();
    stubFetch({ 'GET /api/cliente': { status: 500, body: { error: 'boom' } } });
    render(<ApiDialogs />);

    const error = await failure(api.get('/cliente', messageResponse));
    expect(error.handled).toBe(true);
    expect(getSession().loggedIn).toBe(true);
    expect(await screen.findByText(MSG.errorInterno)).toBeTruthy();
    expect(screen.getByText('Servidor desconectado, por favor actualice la ventana!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('treats a network failure like a 5xx', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await failure(api.get('/cliente', messageResponse));
    expect(getApiProblem()).toBe('server-down');
  });

  it('keeps background calls (heartbeats) quiet on 5xx', async () => {
    stubFetch({ 'POST /api/usuarios/timeuser': { status: 503 } });
    const error = await failure(api.post('/usuarios/timeuser', {}, messageResponse, { background: true }));
    expect(error.handled).toBe(false);
    expect(getApiProblem()).toBeNull();
  });

  it.each([400, 403, 404, 409, 422, 429])(
    'hands %i to the caller as ApiError with message, field errors and code',
    async (status) => {
      login();
      stubFetch({
        'POST /api/storeCliente': {
          status,
          body: { error: 'mensaje del servidor', code: 'X', errors: { email: ['malo'] } },
        },
      });
      const error = await failure(api.post('/storeCliente', {}, messageResponse));
      expect(error).toMatchObject({
        status,
        message: 'mensaje del servidor',
        code: 'X',
        errors: { email: ['malo'] },
        handled: false,
      });
      expect(getApiProblem()).toBeNull();
      expect(getSession().loggedIn).toBe(true);
    },
  );
});
