import { MSG } from '@huella/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { getSession, storeSession } from '../../../lib/storage';
import { ChangePasswordPage } from './change-password-page';

describe('change password screen (/changeyourpassword)', () => {
  it('clears the stored session on entry and shows the e-mail of the link read-only', async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 'a@b.pe', name: 'A', clientId: null });
    renderWithProviders(<ChangePasswordPage />, { route: '/changeyourpassword?email=ana%40x.pe' });
    await vi.waitFor(() => expect(getSession().loggedIn).toBe(false));
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('ana@x.pe');
    expect(email.readOnly).toBe(true);
  });

  it('asks for the e-mail when the link has none, and checks the confirmation', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />, { route: '/changeyourpassword' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(false);
    await user.type(screen.getByLabelText('Contraseña temporal'), 'temp');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText(MSG.emailRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.noCoinciden)).toBeTruthy();
  });

  it('shows the server error under the form', async () => {
    stubFetch({
      'POST /api/usuarios/restorepassword': { status: 400, body: { error: MSG.passwordTemporalInvalido } },
    });
    const { user } = renderWithProviders(<ChangePasswordPage />, {
      route: '/changeyourpassword?email=ana%40x.pe',
    });
    await user.type(screen.getByLabelText('Contraseña temporal'), 'mala');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText(MSG.passwordTemporalInvalido)).toBeTruthy();
  });

  it('confirms the change and goes to /login after 4 s', async () => {
    const fetchMock = stubFetch({ 'POST /api/usuarios/restorepassword': { body: { message: 'ok' } } });
    const { user } = renderWithProviders(<ChangePasswordPage />, {
      route: '/changeyourpassword?email=ana%40x.pe',
    });
    await user.type(screen.getByLabelText('Contraseña temporal'), 'temp');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva123');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Cambiar' }));
      expect(await screen.findByText(MSG.passwordRestablecido)).toBeTruthy();
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
        email: 'ana@x.pe',
        passwordTemporal: 'temp',
        password: 'nueva123',
      });
      expect(screen.getByTestId('location').textContent).not.toBe('/login');
      await vi.advanceTimersByTimeAsync(3900);
      expect(screen.getByTestId('location').textContent).not.toBe('/login');
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });
});
