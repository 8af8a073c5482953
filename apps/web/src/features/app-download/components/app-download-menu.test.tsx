import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { loadPage } from '../../../lib/browser';
import { clearSession, storeSession } from '../../../lib/storage';
import { TopBar } from '../../shell/components/top-bar';

vi.mock('../../../lib/browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const published = {
  text: 'Descargar aplicación',
  icon: 'android',
  version: '2.5',
  nombre: `${'a'.repeat(32)}.apk`,
};

function renderTopBar() {
  return renderWithProviders(
    <TopBar
      title="Huella"
      onToggleMenu={() => {}}
      canLeaveClient={false}
      onLeaveClient={() => {}}
      onLogout={() => {}}
    />,
  );
}

afterEach(() => {
  clearSession();
  vi.mocked(loadPage).mockClear();
});

describe('overflow menu: mobile app', () => {
  it('offers the download with its version to a client user, as a full page load', async () => {
    storeSession({ token: 't', userId: 5, role: 5, email: 'op@x.pe', name: 'Op', clientId: 1 });
    stubFetch({ 'GET /api/app/last/version': { body: published } });
    const { user } = renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    const item = await screen.findByRole('menuitem', { name: 'Descargar aplicación (v2.5)' });
    expect(screen.queryByRole('menuitem', { name: 'Publicar aplicación móvil' })).toBeNull();
    await user.click(item);
    expect(loadPage).toHaveBeenCalledWith(`/downloads/${published.nombre}`);
  });

  it('shows no download while nothing is published', async () => {
    storeSession({ token: 't', userId: 5, role: 5, email: 'op@x.pe', name: 'Op', clientId: 1 });
    const fetchMock = stubFetch({ 'GET /api/app/last/version': { body: null } });
    const { user } = renderTopBar();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
    expect(screen.queryByRole('menuitem', { name: /Descargar aplicación/ })).toBeNull();
  });

  it('lets the superadmin publish a package with its version', async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 'sa@x.pe', name: 'Super', clientId: null });
    let current: typeof published | null = null;
    const fetchMock = stubFetch({
      'GET /api/app/last/version': () => ({ body: current }),
      'POST /api/app/version': () => {
        current = { ...published, version: '2.6' };
        return { body: { success: { message: 'Aplicación publicada', resultado: current } } };
      },
    });
    const { user } = renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publicar aplicación móvil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar aplicación móvil' });

    // Publicar on an empty form names both missing parts and focuses the version.
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Versión es requerida')).toBeTruthy();
    expect(within(dialog).getByText('Seleccione el archivo APK')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Versión/));

    // user.upload honours the input's accept list; a dropped file does not.
    fireEvent.drop(within(dialog).getByRole('button', { name: 'Seleccionar archivo' }), {
      dataTransfer: { files: [new File(['x'], 'notas.txt')] },
    });
    expect(await within(dialog).findByText('Tipo de archivo inválido')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Versión/), '2.6');
    const apk = new File(['PK'], 'huella.apk', { type: 'application/vnd.android.package-archive' });
    await user.upload(within(dialog).getByTestId('file-input'), apk);
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await screen.findByText('Aplicación publicada');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/app/version'));
    const sent = call?.[1]?.body as FormData;
    expect(sent.get('version')).toBe('2.6');
    expect((sent.get('file') as File).name).toBe('huella.apk');

    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    expect(await screen.findByRole('menuitem', { name: 'Descargar aplicación (v2.6)' })).toBeTruthy();
  });

  it('shows the server’s refusal of the file', async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 'sa@x.pe', name: 'Super', clientId: null });
    stubFetch({
      'GET /api/app/last/version': { body: null },
      'POST /api/app/version': { status: 415, body: { error: 'Tipo de archivo inválido' } },
    });
    const { user } = renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publicar aplicación móvil' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Versión/), '2.5');
    await user.upload(within(dialog).getByTestId('file-input'), new File(['zip'], 'huella.apk'));
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Tipo de archivo inválido')).toBeTruthy();
  });
});
