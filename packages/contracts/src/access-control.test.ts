import { describe, expect, it } from 'vitest';
import { moduleForm } from './access-control';
import { MSG } from './messages';
import { userCreateData, userUpdateData } from './users';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('moduleForm (spec 1 §5)', () => {
  const group = {
    menu: 'Flota',
    id_cliente: '0',
    icon: 'LocalShipping',
    path: '',
    acciones: [],
    id_menu: null,
  };

  it('accepts a group and a screen', () => {
    expect(moduleForm.safeParse(group).success).toBe(true);
    expect(moduleForm.safeParse({ ...group, path: '/flota', acciones: [1] }).success).toBe(true);
  });

  it('reports every missing field at once', () => {
    const result = moduleForm.safeParse({ ...group, menu: '', id_cliente: '', icon: '' });
    expect(messagesOf(result)).toEqual({
      menu: 'Campo requerido',
      id_cliente: 'Campo requerido',
      icon: 'Campo requerido',
    });
  });

  it('needs the icon only at the top level, and actions and path together', () => {
    expect(moduleForm.safeParse({ ...group, icon: '', id_menu: 101 }).success).toBe(true);
    expect(messagesOf(moduleForm.safeParse({ ...group, path: '/flota' }))).toEqual({
      acciones: 'Campo requerido',
    });
    expect(messagesOf(moduleForm.safeParse({ ...group, acciones: [1] }))).toEqual({
      path: 'Campo requerido',
    });
  });
});

describe('user data (spec 1 §5)', () => {
  const user = {
    nombre: 'Ana',
    apellidos: 'Salas',
    telefono: '987654321',
    email: 'Ana@Huella.pe',
    selectedRoles: [3],
    selectedEmpresa: [1],
    pasword: 'secreto1',
  };

  it('requires companies for technicians only', () => {
    expect(messagesOf(userCreateData.safeParse({ ...user, selectedEmpresa: [] }))).toEqual({
      selectedEmpresa: MSG.campoRequerido,
    });
    expect(userCreateData.safeParse({ ...user, selectedRoles: [1], selectedEmpresa: [] }).success).toBe(true);
  });

  it('requires the password on create only', () => {
    expect(messagesOf(userCreateData.safeParse({ ...user, pasword: '' }))).toEqual({
      pasword: MSG.requerido,
    });
    expect(userUpdateData.safeParse({ ...user, id: 2, pasword: '' }).success).toBe(true);
    expect(messagesOf(userUpdateData.safeParse({ ...user, id: 2, pasword: '123' }))).toEqual({
      pasword: MSG.min6,
    });
  });

  it('allows only internal roles', () => {
    expect(userCreateData.safeParse({ ...user, selectedRoles: [4] }).success).toBe(false);
  });
});
