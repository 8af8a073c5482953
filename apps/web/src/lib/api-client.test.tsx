import { messageResponse, MSG } from '@huella/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { ApiDialogs } from '../components/api-dialogs';
import { ErrorState } from '../components/error-state';
import { api, ApiError, SERVER_DOWN_MESSAGE, SERVER_ERROR_MESSAGE } from './api-client';
import { getApiProblem, INLINE_CLAIM_MS, resetApiProblem } from './api-events';
import { loadPage, reloadPage } from './browser';
import { createQueryClient } from './query-client';
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

  it('on 5xx shows "Ups, ¡algo pasó!" saying the server failed (not that it is down), with "Actualizar"', async () => {
    login();
    stubFetch({ 'GET /api/cliente': { status: 500, body: { error: 'boom' } } });
    render(<ApiDialogs />);

    const error = await failure(api.get('/cliente', messageResponse));
    expect(error).toMatchObject({ status: 500, message: SERVER_ERROR_MESSAGE, handled: true });
    expect(getSession().loggedIn).toBe(true);
    expect(await screen.findByText(MSG.errorInterno)).toBeTruthy();
    expect(screen.getByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(SERVER_DOWN_MESSAGE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('lets a 5xx dialog be closed, since the server did answer', async () => {
    stubFetch({ 'GET /api/cliente': { status: 502 } });
    render(<ApiDialogs />);
    await failure(api.get('/cliente', messageResponse));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText(SERVER_ERROR_MESSAGE)).toBeNull());
    expect(getApiProblem()).toBeNull();
  });

  it('reports only a network failure as "Servidor desconectado"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<ApiDialogs />);
    const error = await failure(api.get('/cliente', messageResponse));
    expect(error).toMatchObject({ status: 0, message: SERVER_DOWN_MESSAGE, handled: true });
    expect(await screen.findByText(SERVER_DOWN_MESSAGE)).toBeTruthy();
    expect(getApiProblem()).toBe('server-down');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('treats an answer that breaks the contract as a server error', async () => {
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    stubFetch({ 'GET /api/x': { body: { nada: true } } });
    const error = await failure(api.get('/x', messageResponse));
    expect(error).toMatchObject({ status: 200, message: SERVER_ERROR_MESSAGE });
    await waitFor(() => expect(getApiProblem()).toBe('server-error'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockClear();
  });

  it('opens no dialog over an error state that already tells the failure (one failure, one message)', async () => {
    stubFetch({ 'GET /api/cliente': { status: 500 } });
    function Screen() {
      const query = useQuery({ queryKey: ['cliente'], queryFn: () => api.get('/cliente', messageResponse) });
      return query.isError ? <ErrorState message={query.error.message} /> : <p>Cargando</p>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen />
        <ApiDialogs />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, INLINE_CLAIM_MS + 100));
    expect(getApiProblem()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps background calls (heartbeats) quiet on 5xx', async () => {
    stubFetch({ 'POST /api/usuarios/timeuser': { status: 503 } });
    const error = await failure(api.post('/usuarios/timeuser', {}, messageResponse, { background: true }));
    expect(error.handled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, INLINE_CLAIM_MS + 50));
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
