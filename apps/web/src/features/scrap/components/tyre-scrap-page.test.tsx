import type { ScrapFind, ScrapRecord } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { scrapRecordSample as record } from './scrap.test-data';
import { TyreScrapPage } from './tyre-scrap-page';

const REASONS = {
  body: {
    data: [
      { id: 1, motivo: 'DESGASTE FINAL' },
      { id: 3, motivo: 'CORTE EN FLANCO' },
    ],
  },
};

function found(estado: number, overrides: Partial<ScrapFind['datos']> = {}, registros: ScrapRecord[] = []) {
  const datos: ScrapFind['datos'] = {
    id: registros[0]?.id ?? null,
    estado,
    estado_descripcion: { 0: 'Scrap', 3: 'Instalado', 6: 'Desinstalado (por evaluar)' }[estado] ?? '',
    remanente_limite: 3,
    fecha_scrap: registros[0]?.fecha_scrap ?? null,
    id_neumatico: 7,
    num_serie: 'MX-100',
    remanente_original: 16,
    remanente_actual: 8,
    remanente_final: null,
    ...overrides,
  };
  return { body: { success: { datos, registros } } };
}

const renderPage = (props: { canAdd?: boolean; canEdit?: boolean } = {}) =>
  renderWithProviders(
    <TyreScrapPage
      clientId={1}
      userId={9}
      tyreId={7}
      canAdd={props.canAdd ?? true}
      canEdit={props.canEdit ?? true}
      onBack={() => {}}
    />,
  );

// Many MUI interactions and a DataGrid: slower than the default 5 s when the whole suite runs in parallel.
const SLOW_MS = 20_000;

describe('TyreScrapPage', () => {
  it(
    'an installed tyre: the spec’s warning, no SCRAP checkbox, no Guardar, an empty record table',
    async () => {
      stubFetch({ 'POST /api/scrap/find': found(3), 'POST /api/motivosscrap/index': REASONS });
      renderPage();
      expect(
        await screen.findByText(
          'Un neumático solo puede enviarse a scrap si se encuentra libre de uso o correctamente desinstalado.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('checkbox', { name: 'SCRAP' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
      expect(screen.getByText('No hay datos disponibles')).toBeTruthy();
    },
    SLOW_MS,
  );

  it(
    'a scrapped tyre: its record with the edit action (permission 3), and no form',
    async () => {
      stubFetch({ 'POST /api/scrap/find': found(0, {}, [record]), 'POST /api/motivosscrap/index': REASONS });
      const { unmount } = renderPage();
      expect(await screen.findByText('El neumático ya se encuentra en scrap')).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: /Motivo de scrap/ })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'SCRAP' })).toBeNull();
      expect(await screen.findByRole('button', { name: 'Editar scrap de MX-100' })).toBeTruthy();
      expect(screen.getByText('05/09/2025')).toBeTruthy();
      unmount();
      renderPage({ canEdit: false });
      expect(await screen.findByText('05/09/2025')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Editar scrap de MX-100' })).toBeNull();
    },
    SLOW_MS,
  );

  it(
    'another state: Guardar only after SCRAP is ticked, the known limit read-only, confirm, save, reload after 1 s',
    async () => {
      const sent: unknown[] = [];
      let finds = 0;
      stubFetch({
        'POST /api/scrap/find': () => {
          finds += 1;
          return found(6, { remanente_final: 7 });
        },
        'POST /api/motivosscrap/index': REASONS,
        'POST /api/scrap/storesimplificado': ({ body }) => {
          sent.push(body);
          return { body: { message: 'Operación realizada con éxito', data: record } };
        },
      });
      const { user } = renderPage();
      const checkbox = await screen.findByRole('checkbox', { name: 'SCRAP' });
      expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
      const limit = screen.getByRole('textbox', { name: /Remanente límite/ });
      expect(limit).toHaveProperty('readOnly', true);
      expect(limit).toHaveProperty('value', '3');
      // The tyre's 'Llenar remanente' value fills the final tread.
      expect(screen.getByRole('textbox', { name: /Remanente final/ })).toHaveProperty('value', '7');

      await user.click(checkbox);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Motivo de scrap es requerido')).toBeTruthy();

      await user.click(screen.getByRole('combobox', { name: /Motivo de scrap/ }));
      await user.click(await screen.findByRole('option', { name: 'CORTE EN FLANCO' }));
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      const confirm = await screen.findByRole('dialog', { name: 'Enviar a scrap' });
      expect(within(confirm).getByText(/MX-100 pasará a scrap/)).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'Enviar a scrap' }));

      expect(await screen.findByText('Operación realizada con éxito')).toBeTruthy();
      expect(sent).toEqual([
        {
          id_cliente: 1,
          id_usuario: 9,
          neumatico: expect.objectContaining({
            id_neumatico: 7,
            id_motivo_scrap: 3,
            remanente_final: 7,
            remanente_limite: 3,
            ruta1: null,
            ruta2: null,
          }),
        },
      ]);
      // Spec 2 §8, §9: the page reloads after 1 s.
      expect(finds).toBe(1);
      await waitFor(() => expect(finds).toBe(2), { timeout: 3000 });
    },
    SLOW_MS,
  );

  it(
    'without add on the scrap list the checkbox is disabled',
    async () => {
      stubFetch({
        'POST /api/scrap/find': found(1, { remanente_limite: null }),
        'POST /api/motivosscrap/index': REASONS,
      });
      renderPage({ canAdd: false });
      const checkbox = await screen.findByRole('checkbox', { name: 'SCRAP' });
      expect(checkbox).toHaveProperty('disabled', true);
      expect(screen.getByText('No tiene permiso para enviar neumáticos a scrap.')).toBeTruthy();
      // An unknown limit is typed by the user.
      expect(screen.getByRole('textbox', { name: /Remanente límite/ })).toHaveProperty('readOnly', false);
    },
    SLOW_MS,
  );

  it(
    'a tyre of another client: not found, with a retry',
    async () => {
      stubFetch({
        'POST /api/scrap/find': { status: 404, body: { error: 'No encontrado' } },
        'POST /api/motivosscrap/index': REASONS,
      });
      renderPage();
      expect(await screen.findByText('Neumático no encontrado')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    SLOW_MS,
  );
});
