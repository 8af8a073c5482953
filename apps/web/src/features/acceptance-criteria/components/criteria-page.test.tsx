import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { CriteriaPage } from './criteria-page';

const emptyPage = { data: [], per_page: 5, current_page: 1, from: null, to: null, total: 0 };

describe('CriteriaPage filters', () => {
  it('reads the indicator, year and page from the URL and writes a new choice back to it', async () => {
    const requests: unknown[] = [];
    stubFetch({
      'POST /api/criterioaceptacion/index': ({ body }) => {
        requests.push(body);
        return { body: emptyPage };
      },
    });
    const { user } = renderWithProviders(
      <CriteriaPage clientId={1} canAdd={false} canEdit={false} canDelete={false} />,
      { route: '/criterioaceptacion?indicador=2&anio=2025&page=3' },
    );
    await waitFor(() =>
      expect(requests[0]).toEqual({ id_cliente: 1, anio: 2025, select_indicador: 2, page: 3, per_page: 5 }),
    );
    expect(screen.getByRole('combobox', { name: 'Indicador' }).textContent).toBe('Costo por hora');

    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    // Another filter starts again on the first page.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/criterioaceptacion?indicador=2&anio=2024'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        id_cliente: 1,
        anio: 2024,
        select_indicador: 2,
        page: 1,
        per_page: 5,
      }),
    );
  });

  it('falls back to the defaults for values outside the choices', async () => {
    const requests: unknown[] = [];
    stubFetch({
      'POST /api/criterioaceptacion/index': ({ body }) => {
        requests.push(body);
        return { body: emptyPage };
      },
    });
    renderWithProviders(<CriteriaPage clientId={1} canAdd={false} canEdit={false} canDelete={false} />, {
      route: '/criterioaceptacion?indicador=9&anio=1990',
    });
    await waitFor(() =>
      expect(requests[0]).toMatchObject({ select_indicador: 1, anio: new Date().getFullYear() }),
    );
  });
});
