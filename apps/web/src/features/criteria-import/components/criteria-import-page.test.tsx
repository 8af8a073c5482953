import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { readImportAnswer } from '../../../components/spreadsheet-import/spreadsheet-import-page';
import { CriteriaImportPage } from './criteria-import-page';

describe('readImportAnswer', () => {
  it('splits the errors after &&&& by line, otherwise it is the success text', () => {
    expect(readImportAnswer('Error al Cargar Datos&&&&Fila 3: a\nFila 5: b\n')).toEqual({
      ok: false,
      messages: ['Fila 3: a', 'Fila 5: b'],
    });
    expect(readImportAnswer('Se registraron 2 criterios de aceptación')).toEqual({
      ok: true,
      messages: ['Se registraron 2 criterios de aceptación'],
    });
  });
});

describe('CriteriaImportPage', () => {
  it('uploads the chosen file and lists the row errors under Error al Cargar Datos', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          'Error al Cargar Datos&&&&Fila 3: Criterio objetivo debe ser menor o igual a 5\nFila 5: x',
          {
            status: 200,
            headers: { 'Content-Type': 'text/plain' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<CriteriaImportPage clientId={1} canImport />);
    const file = new File(['PK'], 'criterios.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByTestId('file-input'), file);
    expect(screen.getByText('criterios.xlsx')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('Error al Cargar Datos')).toBeTruthy();
    expect(screen.getByText('Fila 3: Criterio objetivo debe ser menor o igual a 5')).toBeTruthy();
    expect(screen.getByText('Fila 5: x')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/importar/criterio?id_cliente=1');
  });

  it('refuses a file that is not .xlsx before uploading', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CriteriaImportPage clientId={1} canImport />);
    // The input's accept list would hide the file from user-event; a drop or an "all files" pick does not.
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File(['a;b'], 'criterios.csv')] },
    });
    expect(await screen.findByText('Tipo de archivo inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
