import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, storeSession } from '../../../lib/storage';
import { ApprovedReportsCard } from './approved-reports-card';

afterEach(clearSession);

describe('ApprovedReportsCard', () => {
  it("lists the client's approved reports with period, state and date, each with 'Ver PDF'", async () => {
    storeSession({ token: 't', userId: 5, role: 5, email: 'op@x.pe', name: 'Op', clientId: 1 });
    const fetchMock = stubFetch({
      'POST /api/administradorreporte/aprobados': {
        body: {
          data: [
            {
              id: 7,
              reporte: 'Reporte consolidado Enero – Marzo 2026',
              periodo: 'Enero – Marzo 2026',
              anio: 2026,
              mes1: 1,
              mes2: 3,
              estado: 'APROBADO',
              fecha_revision: '2026-04-02T15:00:00.000Z',
              urlpdf: 'uuid-7',
            },
          ],
          per_page: 5,
          current_page: 1,
          from: 1,
          to: 1,
          total: 1,
        },
      },
    });
    renderWithProviders(<ApprovedReportsCard clientId={1} />);
    expect(await screen.findByText('Reportes aprobados')).toBeTruthy();
    expect(await screen.findByText('Enero – Marzo 2026')).toBeTruthy();
    expect(screen.getByText('Aceptado')).toBeTruthy();
    expect(screen.getByText('02/04/2026 10:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver PDF de Enero – Marzo 2026' })).toBeTruthy();
    const call = fetchMock.mock.calls[0];
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id_cliente: 1, page: 1, per_page: 5 });
  });

  it('says when there is none yet', async () => {
    storeSession({ token: 't', userId: 5, role: 5, email: 'op@x.pe', name: 'Op', clientId: 1 });
    stubFetch({
      'POST /api/administradorreporte/aprobados': {
        body: { data: [], per_page: 5, current_page: 1, from: null, to: null, total: 0 },
      },
    });
    renderWithProviders(<ApprovedReportsCard clientId={1} />);
    expect(await screen.findByText('Aún no hay reportes aprobados')).toBeTruthy();
  });
});
