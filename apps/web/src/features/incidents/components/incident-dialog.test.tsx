import { INCIDENT_MSG } from '@huella/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { IncidentDialog } from './incident-dialog';

const options = {
  'GET /api/incidente/vehiculos': { body: { data: [{ id: 7, placa: 'ABC-123' }] } },
  'GET /api/incidente/neumaticos': {
    body: {
      data: [
        { id: 31, num_serie: 'S-0031' },
        { id: 32, num_serie: 'S-0032' },
      ],
    },
  },
};

describe('incident dialog (Registrar incidencia)', () => {
  it('warns on missing vehicle, missing tyre and a repeated tyre, and lists the pairs', async () => {
    stubFetch(options);
    const { user } = renderWithProviders(<IncidentDialog clientId={1} userId={9} onClose={() => {}} />);
    const add = await screen.findByRole('button', { name: 'Agregar' });

    await user.click(add);
    expect(await screen.findByText(INCIDENT_MSG.placaRequerida)).toBeTruthy();

    await user.click(screen.getByLabelText('Placa del vehículo'));
    await user.click(await screen.findByRole('option', { name: 'ABC-123' }));
    await user.click(add);
    expect(await screen.findByText(INCIDENT_MSG.serieRequerida)).toBeTruthy();

    await user.click(screen.getByLabelText('Serie del neumático'));
    await user.click(await screen.findByRole('option', { name: 'S-0031' }));
    await user.click(add);
    const list = await screen.findByRole('list', { name: 'Vehículos y neumáticos agregados' });
    expect(within(list).getByText('Placa ABC-123')).toBeTruthy();
    expect(within(list).getByText('Neumático S-0031')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByLabelText('Placa del vehículo'));
    await user.click(await screen.findByRole('option', { name: 'ABC-123' }));
    await user.click(screen.getByLabelText('Serie del neumático'));
    await user.click(await screen.findByRole('option', { name: 'S-0031' }));
    await user.click(add);
    expect(await screen.findByText(INCIDENT_MSG.neumaticoDuplicado)).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // Many pickers and clicks: slow on a loaded machine.
  }, 20_000);

  it('requires the description, counts its characters and sends the incident', async () => {
    const sent = vi.fn();
    const onClose = vi.fn();
    stubFetch({
      ...options,
      'POST /api/support/message/email': ({ body }) => {
        sent(body);
        return { body: { success: { message: INCIDENT_MSG.enviada, id: 1, identificador: 'INC-000001' } } };
      },
    });
    const { user } = renderWithProviders(<IncidentDialog clientId={1} userId={9} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(INCIDENT_MSG.descripcionRequerida)).toBeTruthy();

    await user.type(screen.getByLabelText(/Descripción/), 'No carga');
    expect(screen.getByText('8/1000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(INCIDENT_MSG.enviada)).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      id_cliente: 1,
      id_usuario: 9,
      incidente: { descripcion: 'No carga', image_one: null, image_two: null, aplicativo: 'vue' },
      detalles: [],
    });
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('refuses an image that is not png or jpeg before uploading it', async () => {
    const fetchMock = stubFetch(options);
    renderWithProviders(<IncidentDialog clientId={1} userId={9} onClose={() => {}} />);
    const input = await screen.findByLabelText('Imagen 1', { selector: 'input' });
    // The chooser's "all files" still lets a user pick anything; the dialog refuses it without uploading.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'nota.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Tipo de archivo inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a chosen image and sends its stored name', async () => {
    const sent = vi.fn();
    stubFetch({
      ...options,
      'POST /api/support/message/image': {
        body: {
          success: {
            nombre: `${'a'.repeat(32)}.png`,
            url: `/api/archivos/incidencias/${'a'.repeat(32)}.png`,
          },
        },
      },
      'POST /api/support/message/email': ({ body }) => {
        sent(body);
        return { body: { success: { message: INCIDENT_MSG.enviada, id: 1, identificador: 'INC-000001' } } };
      },
    });
    const { user } = renderWithProviders(<IncidentDialog clientId={1} userId={9} onClose={() => {}} />);
    await user.upload(
      await screen.findByLabelText('Imagen 2', { selector: 'input' }),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Quitar Imagen 2' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Descripción/), 'Con foto');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          incidente: expect.objectContaining({ image_one: null, image_two: `${'a'.repeat(32)}.png` }),
        }),
      ),
    );
  });
});
