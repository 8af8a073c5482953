import type { TrialData } from '@huella/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { loadPage } from '../../../lib/browser';
import { getSession, storeSession } from '../../../lib/storage';
import { TrialDialog } from './trial-dialog';

vi.mock('../../../lib/browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));
afterEach(() => {
  vi.mocked(loadPage).mockClear();
  window.sessionStorage.clear();
});

const TODAY = '2026-11-21';
const trial = (change: Partial<TrialData>): TrialData => ({
  id: 7,
  trial_period: 'ACTIVO',
  restart: false,
  date_end: '2026-11-24',
  answer: null,
  suscripcionfechas_id: 31,
  suscripcionfechas_date: TODAY,
  today: TODAY,
  ...change,
});

function signInAsMember() {
  storeSession({ token: 't', userId: 4, role: 4, email: 'admin@x.pe', name: 'María', clientId: 1 });
}

describe('trial dialog (spec 1 §4)', () => {
  it("announces 'vence en N días' with OK only, and asks the server to mail the notice", async () => {
    signInAsMember();
    const fetchMock = stubFetch({
      'POST /api/clientesuscripcion/trialperiod': { body: { data: trial({}) } },
      'POST /api/clientesuscripcion/envioMensajePorFecha': { body: { message: 'Aviso enviado' } },
    });
    const { user } = renderWithProviders(<TrialDialog />);
    expect(await screen.findByText('Su periodo de prueba vence en 3 días')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SI' })).toBeNull();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('envioMensajePorFecha'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByText(/vence en/)).toBeNull());
    expect(window.sessionStorage.getItem('huella.avisoPrueba')).toBe('7:2026-11-21:notice');
  });

  it("says 'día' for one day left", async () => {
    signInAsMember();
    stubFetch({
      'POST /api/clientesuscripcion/trialperiod': { body: { data: trial({ date_end: '2026-11-22' }) } },
      'POST /api/clientesuscripcion/envioMensajePorFecha': { body: { message: 'Aviso enviado' } },
    });
    renderWithProviders(<TrialDialog />);
    expect(await screen.findByText('Su periodo de prueba vence en 1 día')).toBeTruthy();
  });

  it("asks 'vence hoy. Desea continuar ?' and stores the answer", async () => {
    signInAsMember();
    const answers: unknown[] = [];
    stubFetch({
      'POST /api/clientesuscripcion/trialperiod': { body: { data: trial({ date_end: TODAY }) } },
      'POST /api/clientesuscripcion/rptaClienteConPeriodoPrueba': ({ body }) => {
        answers.push(body);
        return { body: { message: 'Registrado' } };
      },
    });
    const { user } = renderWithProviders(<TrialDialog />);
    expect(await screen.findByText('Su periodo de prueba vence hoy. Desea continuar ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    await vi.waitFor(() => expect(answers).toEqual([{ id: 7, id_cliente: 1, rpta: 'NO' }]));
  });

  it('restarts an answered, past-due trial and logs the user out', async () => {
    signInAsMember();
    const fetchMock = stubFetch({
      'POST /api/clientesuscripcion/trialperiod': {
        body: { data: trial({ date_end: '2026-11-20', answer: 'SI' }) },
      },
      'POST /api/clientesuscripcion/reinicioAplicacion': { body: { message: 'Reiniciado' } },
      'POST /api/logout': { body: { message: 'Sesión cerrada' } },
    });
    renderWithProviders(<TrialDialog />);
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(calls).toContain('/api/clientesuscripcion/reinicioAplicacion');
    expect(calls).toContain('/api/logout');
    expect(getSession().loggedIn).toBe(false);
  });

  it('shows nothing to internal users or when no trial applies', async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 'sa@x.pe', name: 'Sofía', clientId: 1 });
    const fetchMock = stubFetch({});
    renderWithProviders(<TrialDialog />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
