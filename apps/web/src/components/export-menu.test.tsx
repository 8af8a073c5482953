import { VEHICLE_MSG } from '@huella/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { exportVehicles } from '../features/vehicles/api/export-vehicles';
import { ExportMenu } from './export-menu';

afterEach(() => vi.unstubAllGlobals());

describe('ExportMenu', () => {
  it('downloads the file under the name the server gives', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('id,placa\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="Vehiculos.csv"; filename*=UTF-8''Vehiculos.csv`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createUrl = vi.fn(() => 'blob:vehiculos');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(
      <ExportMenu onExport={(tipo) => exportVehicles(1, tipo)} messages={VEHICLE_MSG} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: /CSV/ }));
    expect(await screen.findByText(VEHICLE_MSG.exportado)).toBeTruthy();
    expect(names).toEqual(['Vehiculos.csv']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ id_cliente: 1, tipo: '.csv' });
    click.mockRestore();
  });

  it('says so when the answer is not a spreadsheet', async () => {
    stubFetch({ 'POST /api/vehiculos/export': { body: { ok: true } } });
    const { user } = renderWithProviders(
      <ExportMenu onExport={(tipo) => exportVehicles(1, tipo)} messages={VEHICLE_MSG} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: /Excel/ }));
    await waitFor(() =>
      expect(screen.getByText(`${VEHICLE_MSG.noEsExcel}. ${VEHICLE_MSG.errorExportar}`)).toBeTruthy(),
    );
  });
});
