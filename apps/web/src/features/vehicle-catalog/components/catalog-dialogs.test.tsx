import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SHARED_CATALOG_MSG } from '@huella/contracts';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { VehicleBrandDialog } from './vehicle-brand-dialog';
import { VehicleModelDialog } from './vehicle-model-dialog';
import { VehicleTypeDialog } from './vehicle-type-dialog';

describe('vehicle catalogue dialogs', () => {
  it('type: refuses special characters and files that are not images, then saves as multipart', async () => {
    const fetchMock = stubFetch({
      'POST /api/vehiculo/tipo/store': () => ({
        body: {
          message: 'Se agrego correctamente el tipo de vehiculo',
          tipo: { id: 9, descripcion: 'GRUA', nomtipo: 'GRUA', imagen: null },
        },
      }),
    });
    const onSaved = vi.fn();
    const { user, container } = renderWithProviders(
      <VehicleTypeDialog type={null} clientId={1} onClose={() => {}} onSaved={onSaved} />,
    );
    await user.type(screen.getByLabelText(/Descripción/), 'Grúa/2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('No se permiten caracteres especiales')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Descripción/));
    await user.type(screen.getByLabelText(/Descripción/), 'Grua');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    // The input's accept would filter it out of user.upload; a drop or a picker override can still send one.
    fireEvent.change(input, { target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Tipo de archivo inválido')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const sent = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(sent.get('nombre')).toBe('GRUA');
    expect(sent.get('id_cliente')).toBe('1');
  });

  it('brand: shows the duplicate under the field', async () => {
    stubFetch({ 'POST /api/vehiculomarca/store': { status: 409, body: { error: 'Marca duplicada' } } });
    const { user } = renderWithProviders(<VehicleBrandDialog brand={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Descripción/), 'volvo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Marca duplicada')).toBeTruthy();
  });

  it('model: needs a brand and a description, and sends the brand chosen', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/vehiculomarca': { body: { data: [{ id: 3, descripcion: 'SCANIA' }] } },
      'POST /api/vehiculomodelo/store': ({ body }) => {
        sent.push(body);
        return { body: { message: 'Agregado', id: 7, modelo: 'R500', id_marca: 3 } };
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<VehicleModelDialog model={null} brandId={3} onClose={onClose} />);
    await screen.findByText('SCANIA');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Descripción es requerido')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Descripción/));
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/Descripción/), 'r500');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ id: null, id_marca: 3, descripcion: 'R500' }]);
  });

  it('brand: shows why a shared brand cannot be renamed', async () => {
    stubFetch({
      'POST /api/vehiculomarca/update': {
        status: 409,
        body: { error: SHARED_CATALOG_MSG.usadoPorOtroCliente },
      },
    });
    const { user } = renderWithProviders(
      <VehicleBrandDialog brand={{ id: 4, descripcion: 'VOLVO' }} onClose={() => {}} />,
    );
    await user.type(screen.getByLabelText(/Descripción/), ' TRUCKS');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SHARED_CATALOG_MSG.usadoPorOtroCliente)).toBeTruthy();
  });

  it('model: shows a refused move to another brand under the brand', async () => {
    stubFetch({
      'GET /api/vehiculomarca': {
        body: {
          data: [
            { id: 3, descripcion: 'SCANIA' },
            { id: 4, descripcion: 'VOLVO' },
          ],
        },
      },
      'POST /api/vehiculomodelo/update': { status: 409, body: { error: SHARED_CATALOG_MSG.modeloEnUso } },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <VehicleModelDialog
        model={{ id: 7, id_marca: 3, descripcion: 'R500', marca: 'SCANIA' }}
        onClose={onClose}
      />,
    );
    await screen.findByText('SCANIA');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SHARED_CATALOG_MSG.modeloEnUso)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
