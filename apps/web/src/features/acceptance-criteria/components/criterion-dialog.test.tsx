import { CRITERIA_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { CriterionDialog } from './criterion-dialog';

const defaults = { costoindicador: 1, anio: 2026 };

describe('CriterionDialog', () => {
  it('shows the spec messages as the fields are filled and stops on an already registered criterion', async () => {
    const lookups: unknown[] = [];
    stubFetch({
      'POST /api/criteriosaceptacion/consulta': ({ body }) => {
        lookups.push(body);
        return { body: 1 };
      },
    });
    const { user } = renderWithProviders(
      <CriterionDialog clientId={1} criterion={null} defaults={defaults} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Criterio objetivo/), '6');
    // Nothing is flagged until Guardar; then every message at once, the first field focused, nothing sent.
    expect(within(dialog).queryByText(CRITERIA_MSG.objetivoMax5)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(CRITERIA_MSG.objetivoMax5)).toBeTruthy();
    expect(within(dialog).getByText(CRITERIA_MSG.modeloMedida)).toBeTruthy();
    expect(lookups).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Criterio objetivo/));
    await user.type(within(dialog).getByLabelText(/^Criterio objetivo/), '0.02');
    await user.type(within(dialog).getByLabelText(/^Criterio deficiente/), '0.03');
    await user.type(within(dialog).getByLabelText(/^Tolerable mínimo/), '0.02');
    await user.type(within(dialog).getByLabelText(/^Tolerable máximo/), '0.025');
    // The message keeps the spec's trailing space.
    expect(await within(dialog).findByText((text) => text === CRITERIA_MSG.tolerable.trim())).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Tolerable máximo/));
    await user.type(within(dialog).getByLabelText(/^Tolerable máximo/), '0.04');
    await user.type(within(dialog).getByLabelText(/^Modelo - Medida/), 'XZE2+ - 295/80R22.5');
    await waitFor(() => expect(within(dialog).queryByText(CRITERIA_MSG.modeloMedida)).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(CRITERIA_MSG.yaRegistrado.trim())).toBeTruthy();
    expect(lookups).toEqual([
      { id_cliente: 1, id: null, indicador: 1, anio: 2026, modelomedida: 'XZE2+ - 295/80R22.5' },
    ]);
  });
});
