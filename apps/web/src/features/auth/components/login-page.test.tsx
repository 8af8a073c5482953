import { MSG } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { reloadPage } from '../../../lib/browser';
import { getSession } from '../../../lib/storage';
import { LoginPage } from './login-page';

vi.mock('../../../lib/browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const renderLogin = () => renderWithProviders(<LoginPage />, { route: '/login' });
const loginButton = () => screen.getByRole('button', { name: 'Ingresar' });

describe('login screen: login mode', () => {
  it('shows the spec messages for an empty form', async () => {
    const { user } = renderLogin();
    await user.click(loginButton());
    expect(await screen.findByText(MSG.emailRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.requerido)).toBeTruthy();
  });

  it('rejects a malformed e-mail and a short password, with the 6-character hint', async () => {
    const { user } = renderLogin();
    expect(screen.getByText(MSG.passwordHint)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'no-es-correo');
    await user.type(screen.getByLabelText('Contraseña'), 'abc');
    await user.click(loginButton());
    expect(await screen.findByText(MSG.emailInvalido)).toBeTruthy();
    expect(screen.getByText(MSG.min6)).toBeTruthy();
  });

  it('stores the member session with its client and reloads (Enter submits)', async () => {
    const fetchMock = stubFetch({
      'POST /api/login/authenticateSimplified': {
        body: {
          token: 't1',
          role: 4,
          userId: 9,
          nombres: 'Ana',
          apellidos: 'Díaz',
          email: 'ana@x.pe',
          id_cliente: 3,
        },
      },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'Ana@X.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1{Enter}');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ana@x.pe',
      password: 'secreto1',
    });
    expect(getSession()).toMatchObject({
      loggedIn: true,
      token: 't1',
      userId: 9,
      role: 4,
      clientId: 3,
      name: 'Ana Díaz',
    });
  });

  it('shows the server message in a warning toast when the credentials are wrong', async () => {
    stubFetch({
      'POST /api/login/authenticateSimplified': { status: 401, body: { error: MSG.credencialesInvalidas } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ana@x.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.credencialesInvalidas);
    expect(alert.className).toContain('Warning');
    expect(getSession().loggedIn).toBe(false);
  });

  it('sends a temporary password to /changeyourpassword with the e-mail', async () => {
    stubFetch({
      'POST /api/login/authenticateSimplified': {
        status: 403,
        body: { error: MSG.cambiarPassword, code: 'CAMBIAR_PASSWORD' },
      },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ana@x.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'temporal1');
    await user.click(loginButton());
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/changeyourpassword?email=ana%40x.pe'),
    );
  });
});

describe('login screen: register mode', () => {
  const openRegister = async () => {
    const rendered = renderLogin();
    await rendered.user.click(screen.getByRole('button', { name: 'Registrar Usuario' }));
    expect(await screen.findByRole('heading', { name: 'Registrar Usuario' })).toBeTruthy();
    return rendered;
  };

  it('has the terms checkbox checked by default', async () => {
    await openRegister();
    expect((screen.getByRole('checkbox', { name: /términos/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the spec messages: short password, mismatch, required fields, terms', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Contraseña'), 'abc');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abcd');
    await user.click(screen.getByRole('checkbox', { name: /términos/ }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(MSG.min6)).toBeTruthy();
    expect(screen.getByText(MSG.emailRequerido)).toBeTruthy();
    expect(screen.getAllByText(MSG.campoRequerido).length).toBe(3);
    expect(screen.getByText(MSG.terminos)).toBeTruthy();

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(MSG.noCoinciden)).toBeTruthy();
  });

  it('registers, stores the new member inside the new company and reloads', async () => {
    const fetchMock = stubFetch({
      'POST /api/storeCliente': {
        body: {
          token: 't2',
          name: 'Luis',
          razon: 'Transportes Sur',
          id_cliente: 44,
          id: 15,
          role: 4,
          email: 'luis@sur.pe',
        },
      },
    });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Sur');
    await user.type(screen.getByLabelText('Nombre'), 'Luis');
    await user.type(screen.getByLabelText('Teléfono'), '999 888 777');
    await user.type(screen.getByLabelText('E-mail'), 'luis@sur.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      Empresa: 'Transportes Sur',
      name: 'Luis',
      Telefono: '999 888 777',
      email: 'luis@sur.pe',
      password: 'secreto1',
    });
    expect(getSession()).toMatchObject({ loggedIn: true, token: 't2', userId: 15, role: 4, clientId: 44 });
  });

  it('shows a duplicate e-mail (409) from the server', async () => {
    stubFetch({ 'POST /api/storeCliente': { status: 409, body: { error: MSG.correoYaRegistrado } } });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Sur');
    await user.type(screen.getByLabelText('Nombre'), 'Luis');
    await user.type(screen.getByLabelText('Teléfono'), '999888777');
    await user.type(screen.getByLabelText('E-mail'), 'luis@sur.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.correoYaRegistrado);
  });
});

describe('login screen: recovery mode', () => {
  it('asks for the e-mail, then opens the reset dialog and returns to login after the reset', async () => {
    const fetchMock = stubFetch({
      'POST /api/login/send/email': { body: { message: MSG.recuperacionEnviada } },
      'POST /api/login/reset/password': { body: { message: MSG.passwordRestablecido } },
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(MSG.correoRecuperacion)).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'ana@x.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@x.pe');
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);

    await user.type(within(dialog).getByLabelText('Código'), 'ABC123');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(within(dialog).getByLabelText('Repetir contraseña'), 'nueva124');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await within(dialog).findByText(MSG.noCoinciden)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Repetir contraseña'));
    await user.type(within(dialog).getByLabelText('Repetir contraseña'), 'nueva123');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'ana@x.pe',
      token_password: 'ABC123',
      new_password: 'nueva123',
    });
  });

  it('shows "¡Upps! Algo pasó." when the code is wrong', async () => {
    stubFetch({
      'POST /api/login/send/email': { body: { message: MSG.recuperacionEnviada } },
      'POST /api/login/reset/password': { status: 400, body: { error: MSG.tokenInvalido } },
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await user.type(await screen.findByLabelText('E-mail'), 'ana@x.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Código'), 'MALO');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(within(dialog).getByLabelText('Repetir contraseña'), 'nueva123');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    await vi.waitFor(() => expect(screen.getByText('¡Upps! Algo pasó.')).toBeTruthy());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
