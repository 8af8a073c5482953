import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TyreImportPage } from './tyre-import-page';

const xlsx = (name: string) =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('TyreImportPage', () => {
  it('uploads to importar/neumatico and shows the success text', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Se registraron 2 neumáticos', {
          status: 200,
          headers: { 'Content-Type': 'text/plain' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<TyreImportPage clientId={1} canImport />);
    expect(screen.getByRole('link', { name: 'Reporte de neumáticos' }).getAttribute('href')).toBe(
      '/neumaticos',
    );
    await user.upload(screen.getByTestId('file-input'), xlsx('neumaticos.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('Excel cargado Exitosamente')).toBeTruthy();
    expect(screen.getByText('Se registraron 2 neumáticos')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/importar/neumatico?id_cliente=1');
  });

  it('lists the row errors and keeps Cargar off without the add grant', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            'Error al Cargar Datos&&&&Fila 3: Marca "MICHELN" no existe. ¿Quiso decir "MICHELIN"?',
            {
              status: 200,
              headers: { 'Content-Type': 'text/plain' },
            },
          ),
      ),
    );
    const { user, unmount } = renderWithProviders(<TyreImportPage clientId={1} canImport />);
    await user.upload(screen.getByTestId('file-input'), xlsx('neumaticos.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('Error al Cargar Datos')).toBeTruthy();
    expect(screen.getByText('Fila 3: Marca "MICHELN" no existe. ¿Quiso decir "MICHELIN"?')).toBeTruthy();
    unmount();
    renderWithProviders(<TyreImportPage clientId={1} canImport={false} />);
    expect(screen.getByRole('button', { name: 'Cargar' }).hasAttribute('disabled')).toBe(true);
  });
});
