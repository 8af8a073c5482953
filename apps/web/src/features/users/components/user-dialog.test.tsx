import { MSG, USER_MSG } from '@huella/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { UserDialog } from './user-dialog';

const choices = {
  success: {
    usuario: null,
    roles: [
      { id: 1, name: 'Superadministrador' },
      { id: 2, name: 'Administrador' },
      { id: 3, name: 'Técnico' },
    ],
    clientes: [
      { id: 1, razon_social: 'Transportes Andinos' },
      { id: 2, razon_social: 'Cordillera del Sur' },
    ],
  },
};

describe('user dialog (Gestión Usuarios)', () => {
  it('shows the required-field messages, the signature and the password on create', async () => {
    stubFetch({ 'GET /api/usuarios/get/0': { body: choices } });
    const { user } = renderWithProviders(<UserDialog id={0} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Nuevo Usuario' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText(MSG.campoRequerido)).toHaveLength(4); // nombre, apellidos, teléfono, rol
    expect(screen.getByText(MSG.emailRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.requerido)).toBeTruthy();
    expect(screen.getByText(USER_MSG.firmaRequerida)).toBeTruthy();
  });

  it('asks for the companies of a technician, confirms, and reports a cancelled save', async () => {
    const fetchMock = stubFetch({ 'GET /api/usuarios/get/0': { body: choices } });
    const { user } = renderWithProviders(<UserDialog id={0} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Nombres'), 'Lucía');
    await user.type(screen.getByLabelText('Apellidos'), 'Torres');
    await user.type(screen.getByLabelText('Teléfono'), '987111222');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@huella.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByLabelText('Rol'));
    await user.click(await screen.findByRole('option', { name: 'Técnico' }));
    await user.upload(screen.getByLabelText('Firma'), new File(['x'], 'firma.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText('Empresas')).toBeTruthy();
    expect(await screen.findByText(MSG.campoRequerido)).toBeTruthy();

    await user.click(screen.getByLabelText('Seleccionar todas las empresas'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(USER_MSG.confirmarRegistro)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText(USER_MSG.cancelado)).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('refuses a signature that is not an image', async () => {
    stubFetch({ 'GET /api/usuarios/get/0': { body: choices } });
    renderWithProviders(<UserDialog id={0} onClose={() => {}} />);
    const input = await screen.findByLabelText('Firma');
    // user.upload honours `accept`; a user can still pick "all files" in the chooser, as this change does.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'firma.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Tipo de archivo inválido')).toBeTruthy();
  });

  it('sends multipart data after confirming and shows a taken e-mail under the field', async () => {
    const fetchMock = stubFetch({
      'GET /api/usuarios/get/0': { body: choices },
      'POST /api/usuarios/store': { status: 409, body: { error: MSG.correoYaRegistrado } },
    });
    const { user } = renderWithProviders(<UserDialog id={0} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Nombres'), 'Ana');
    await user.type(screen.getByLabelText('Apellidos'), 'Salas');
    await user.type(screen.getByLabelText('Teléfono'), '987111222');
    await user.type(screen.getByLabelText('E-mail'), 'tecnico@huella.pe');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByLabelText('Rol'));
    await user.click(await screen.findByRole('option', { name: 'Administrador' }));
    await user.upload(screen.getByLabelText('Firma'), new File(['x'], 'firma.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText(MSG.correoYaRegistrado)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/usuarios/store'));
    const sent = call?.[1]?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toEqual({
      nombre: 'Ana',
      apellidos: 'Salas',
      telefono: '987111222',
      email: 'tecnico@huella.pe',
      selectedRoles: [2],
      selectedEmpresa: [],
      pasword: 'secreto1',
    });
    expect((sent.get('file') as File).name).toBe('firma.png');
  });
});
