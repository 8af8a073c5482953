import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ScrapListPage } from './scrap-list-page';
import { scrapRecordSample } from './scrap.test-data';

const page = (data: unknown[]) => ({
  body: {
    data,
    per_page: 10,
    current_page: 1,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
  },
});

// The DataGrid renders slowly in happy-dom when the whole suite runs in parallel.
const SLOW_MS = 20_000;

describe('ScrapListPage', () => {
  it(
    'titles the total, lists the records and offers registration (2) and edit (3)',
    async () => {
      stubFetch({
        'POST /api/scrap/list': page([scrapRecordSample]),
        'POST /api/motivosscrap/index': { body: { data: [] } },
      });
      renderWithProviders(<ScrapListPage clientId={1} userId={9} canAdd canEdit catalog={undefined} />);
      expect(await screen.findByRole('heading', { name: 'Neumáticos en SCRAP (1)' })).toBeTruthy();
      expect(await screen.findByText('MX-100')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Registrar en scrap' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Neumático instalado' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Editar scrap de MX-100' })).toBeTruthy();
    },
    SLOW_MS,
  );

  it(
    'without permissions 2 and 3: no registration, no edit; empty list text',
    async () => {
      stubFetch({
        'POST /api/scrap/list': page([]),
        'POST /api/motivosscrap/index': { body: { data: [] } },
      });
      renderWithProviders(
        <ScrapListPage clientId={1} userId={9} canAdd={false} canEdit={false} catalog={undefined} />,
      );
      expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Registrar en scrap' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Neumático instalado' })).toBeNull();
    },
    SLOW_MS,
  );
});
