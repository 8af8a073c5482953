import { MSG, PROFILE_MSG } from '@huella/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { storeSession } from '../../../lib/storage';
import { ProfileDialog } from './profile-dialog';

const profile = {
  id: 12,
  nombre: 'Jorge',
  apellidos: 'Huamán Rojas',
  telefono: '999888666',
  email: 'operador@transportesandinos.pe',
  rol: 'Operador',
};

function setup(handlers: Parameters<typeof stubFetch>[0] = {}) {
  storeSession({ token: 't', userId: 12, role: 5, email: profile.email, name: 'Jorge', clientId: 1 });
  return stubFetch({ 'GET /api/usuarios/perfil': { body: { success: profile } }, ...handlers });
}

describe('Mi perfil dialog', () => {
  it('shows the user’s data and saves name, surname and phone', async () => {
    const calls: unknown[] = [];
    setup({
      'POST /api/usuarios/perfil': ({ body }) => {
        calls.push(body);
        return { body: { message: PROFILE_MSG.actualizado, success: { ...profile, nombre: 'Jorge Luis' } } };
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ProfileDialog onClose={onClose} />);
    const name = await screen.findByLabelText('Nombres');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toBe('999888666');
    await user.clear(name);
    await user.type(name, 'Jorge Luis');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ nombre: 'Jorge Luis', apellidos: 'Huamán Rojas', telefono: '999888666' }]);
    expect(await screen.findByText(PROFILE_MSG.actualizado)).toBeTruthy();
  });

  it('shows every message on Guardar and sends nothing while a field is wrong', async () => {
    const fetchMock = setup();
    const { user } = renderWithProviders(<ProfileDialog onClose={() => undefined} />);
    await user.clear(await screen.findByLabelText('Nombres'));
    await user.type(screen.getByLabelText('Teléfono'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.campoRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.soloNumeros)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changes the password: the confirmation must match, a wrong current one is shown under its field', async () => {
    const calls: unknown[] = [];
    setup({
      'POST /api/usuarios/cambiarpassword': ({ body }) => {
        calls.push(body);
        return calls.length === 1
          ? {
              status: 422,
              body: {
                error: PROFILE_MSG.passwordActualIncorrecto,
                errors: { password_actual: [PROFILE_MSG.passwordActualIncorrecto] },
              },
            }
          : { body: { message: PROFILE_MSG.passwordCambiado } };
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ProfileDialog onClose={onClose} />);
    await user.click(await screen.findByRole('tab', { name: 'Contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), 'mala-clave');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'otra-clave');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(MSG.noCoinciden)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar nueva contraseña'));
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(PROFILE_MSG.passwordActualIncorrecto)).toBeTruthy();
    expect(calls).toEqual([{ password_actual: 'mala-clave', password: 'nueva-clave' }]);

    await user.clear(screen.getByLabelText('Contraseña actual'));
    await user.type(screen.getByLabelText('Contraseña actual'), 'Huella2026!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(PROFILE_MSG.passwordCambiado)).toBeTruthy();
  }, 20_000);
});
