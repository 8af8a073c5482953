import { describe, expect, it } from 'vitest';
import { loginRequest, registerForm, resetPasswordForm, restorePasswordForm } from './auth';
import { hasPermission, isInternalRole } from './permissions';
import { matchRoute } from './routes';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('loginRequest', () => {
  it('lowercases and trims the e-mail', () => {
    expect(loginRequest.parse({ email: ' Ana@Huella.PE ', password: 'x' }).email).toBe('ana@huella.pe');
  });

  it('gives the spec messages', () => {
    expect(messagesOf(loginRequest.safeParse({ email: '', password: '' }))).toEqual({
      email: 'E-mail es requerido',
      password: 'Requerido.',
    });
    expect(messagesOf(loginRequest.safeParse({ email: 'ana@', password: 'x' }))).toEqual({
      email: 'E-mail no es valido',
    });
  });
});

describe('registerForm', () => {
  const valid = {
    Empresa: 'Transportes Sur',
    name: 'Ana',
    Telefono: '987654321',
    email: 'ana@sur.pe',
    password: 'secreto',
    password_confirmation: 'secreto',
    terminos: true,
  };

  it('accepts a complete form', () => {
    expect(registerForm.safeParse(valid).success).toBe(true);
  });

  it('requires matching passwords, accepted terms and a 6-character password', () => {
    expect(messagesOf(registerForm.safeParse({ ...valid, password_confirmation: 'otro123' }))).toEqual({
      password_confirmation: 'Las contraseñas no coinciden',
    });
    expect(messagesOf(registerForm.safeParse({ ...valid, terminos: false })).terminos).toBeDefined();
    expect(
      messagesOf(registerForm.safeParse({ ...valid, password: '123', password_confirmation: '123' }))
        .password,
    ).toBe('Min 6 characters');
  });

  it('requires every field with the spec message', () => {
    const messages = messagesOf(registerForm.safeParse({ ...valid, Empresa: ' ', name: '', Telefono: '' }));
    expect(messages).toMatchObject({
      Empresa: 'Este Campo es Requerido.',
      name: 'Este Campo es Requerido.',
      Telefono: 'Este Campo es Requerido.',
    });
  });
});

describe('password forms', () => {
  it('reset and change-password require the repetition to match', () => {
    const reset = resetPasswordForm.safeParse({
      email: 'a@b.pe',
      token_password: 'ABC',
      new_password: 'secreto',
      repeat_password: 'otro',
    });
    expect(messagesOf(reset)).toEqual({ repeat_password: 'Las contraseñas no coinciden' });
    const change = restorePasswordForm.safeParse({
      email: 'a@b.pe',
      passwordTemporal: 't',
      password: 'secreto',
      password_confirmation: 'secreto',
    });
    expect(change.success).toBe(true);
  });
});

describe('permissions and routes', () => {
  it('treats id 0 as always allowed', () => {
    expect(hasPermission({}, 0)).toBe(true);
    expect(hasPermission({ '5': [1] }, 5)).toBe(true);
    expect(hasPermission({ '5': [1] }, 5, 2)).toBe(false);
  });

  it('tells internal roles from members', () => {
    expect([1, 2, 3, 4, 5].map(isInternalRole)).toEqual([true, true, true, false, false]);
  });

  it('matches concrete paths to the route table', () => {
    expect(matchRoute('/miembroscliente/12')).toMatchObject({ id: 7, kind: 'clientless' });
    expect(matchRoute('/vehiculos/')).toMatchObject({ id: 73, kind: 'client' });
    expect(matchRoute('/no-existe')).toBeUndefined();
  });
});
