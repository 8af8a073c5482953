import { SHARED_CATALOG_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { SharedCataloguesPage } from './shared-catalogues-page';

const row = (id: number, descripcion: string, extra: object = {}) => ({
  id,
  descripcion,
  id_padre: null,
  padre: null,
  detalle: null,
  referencias: 0,
  ...extra,
});

const brands = [row(3, 'SCANIA', { referencias: 12 }), row(8, 'SKANIA', { referencias: 2 }), row(5, 'VOLVO')];

function stub(merge: Parameters<typeof stubFetch>[0][string], permisos = { '97': [1, 3] }) {
  const sent: unknown[] = [];
  const fetchMock = stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos } } },
    'GET /api/catalogos/vehiculomarca': { body: { data: brands } },
    'POST /api/catalogos/vehiculomarca/fusionar': (request) => {
      sent.push(request.body);
      return typeof merge === 'function' ? merge(request) : merge;
    },
  });
  return { sent, fetchMock };
}

async function chooseDuplicateOfScania(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Catálogo' }));
  await user.click(await screen.findByRole('option', { name: 'Marcas de vehículo' }));
  await user.click(await screen.findByRole('combobox', { name: 'Registro duplicado (se elimina)' }));
  await user.click(await screen.findByRole('option', { name: /SKANIA/ }));
  // The kept row is typed and picked from the keyboard.
  await user.type(screen.getByRole('combobox', { name: 'Registro que se conserva' }), 'scan');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('combobox', { name: 'Registro que se conserva' })).toHaveProperty(
    'value',
    'SCANIA',
  );
}

describe('shared catalogues screen (/catalogoscompartidos)', () => {
  it('merges the duplicate into the row kept after a confirmation and reports the references moved', async () => {
    const { sent } = stub({
      body: { message: SHARED_CATALOG_MSG.fusionado, id: 3, referencias: 2 },
    });
    const { user } = renderWithProviders(<SharedCataloguesPage />, { route: '/catalogoscompartidos' });
    await chooseDuplicateOfScania(user);
    expect(screen.getByText(/«SKANIA» tiene 2 referencias/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fusionar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Todas las referencias de «SKANIA» pasarán a «SCANIA» y «SKANIA» se eliminará. Esta acción no se puede deshacer.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));

    expect(
      await screen.findByText(
        `${SHARED_CATALOG_MSG.fusionado}: «SKANIA» se eliminó y 2 referencias pasaron a «SCANIA».`,
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{ id_origen: 8, id_destino: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the form and keeps the choice', async () => {
    const refusal = 'La configuración 6X4 coincide con otra del tipo que se conserva';
    stub({ status: 409, body: { error: refusal } });
    const { user } = renderWithProviders(<SharedCataloguesPage />, { route: '/catalogoscompartidos' });
    await chooseDuplicateOfScania(user);
    await user.click(screen.getByRole('button', { name: 'Fusionar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fusionar' }));

    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Registro duplicado (se elimina)' })).toHaveProperty(
      'value',
      'SKANIA',
    );
  });

  it('lets a role without the edit grant look but not merge', async () => {
    stub({ status: 500 }, { '97': [1] });
    const { user } = renderWithProviders(<SharedCataloguesPage />, { route: '/catalogoscompartidos' });
    expect(
      await screen.findByText('Su rol puede ver esta pantalla, pero no fusionar registros.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Catálogo' }));
    await user.click(await screen.findByRole('option', { name: 'Marcas de vehículo' }));
    expect(await screen.findByRole('button', { name: 'Fusionar' })).toHaveProperty('disabled', true);
  });
});
