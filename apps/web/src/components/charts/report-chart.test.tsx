import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ReportChart, { wrapWords } from './report-chart';
import { roundUp } from './format';
import { paletteFor, seriesColour } from './palette';

const format = (value: number | null) => (value == null ? '-' : `${value.toFixed(2)} %`);

describe('ReportChart', () => {
  it("draws the chart and shows its numbers under 'Ver datos'", async () => {
    // happy-dom lays nothing out, so ECharts warns that its box has no size; that is the test's world, not a bug.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { unmount } = render(
      <ReportChart
        kind="bar"
        title="Índice de reencauche por mes"
        categoryLabel="Mes"
        categories={['Enero', 'Febrero']}
        series={[{ name: 'Índice', data: [60, null], itemColours: ['#2e7d32', undefined] }]}
        referenceLines={[{ label: 'Objetivo', value: 70, colour: '#2e7d32' }]}
        categoryAxisLabel={(month) => month.slice(0, 3)}
        format={format}
      />,
    );
    expect(screen.getByRole('img', { name: 'Índice de reencauche por mes' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver datos' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mes' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Enero 60.00 %' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Febrero -' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar datos' }).getAttribute('aria-expanded')).toBe('true');
    unmount();
  });

  it("draws stacked bars with a column per series under 'Ver datos'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { unmount } = render(
      <ReportChart
        kind="bar"
        horizontal
        stacked
        integer
        title="Operaciones por usuario y tipo"
        categoryLabel="Usuario"
        categories={['Ana', 'Beto']}
        series={[
          { name: 'Neumáticos', data: [4, 1] },
          { name: 'Inspecciones', data: [0, 1] },
        ]}
        format={(value) => String(value)}
      />,
    );
    expect(screen.getByRole('img', { name: 'Operaciones por usuario y tipo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver datos' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Inspecciones' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Ana 4 0' })).toBeTruthy();
    unmount();
  });

  it('gives every series a colour of its own, past the palette too', () => {
    const colours = paletteFor(40);
    expect(new Set(colours).size).toBe(40);
    expect(seriesColour(0)).toBe(colours[0]);
  });

  it("lists each pie slice with its count and percentage under 'Ver datos'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { unmount } = render(
      <ReportChart
        kind="pie"
        title="Neumáticos por condición"
        categoryLabel="Descripción"
        slices={[
          { name: 'Nuevo', value: 3 },
          { name: 'Reencauchado', value: 1 },
          { name: 'OTROS', value: 5, percent: 33.33 },
        ]}
        format={(value) => String(value)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ver datos' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Porcentaje' })).toBeTruthy();
    // Computed from the total when the answer gives none; the answer's own porcentaje when it does.
    expect(within(table).getByRole('row', { name: 'Nuevo 3 33.33 %' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Reencauchado 1 11.11 %' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'OTROS 5 33.33 %' })).toBeTruthy();
    unmount();
  });

  it('stretches a value axis to a round number above a reference line', () => {
    expect(roundUp(60 * 1.05)).toBe(70);
    expect(roundUp(1.05)).toBe(1.2);
    expect(roundUp(0.0084)).toBe(0.01);
    expect(roundUp(250)).toBe(250);
  });

  it('wraps a long horizontal-bar label between words', () => {
    expect(wrapWords('BRIDGESTONE R268 295/80R22.5')).toBe('BRIDGESTONE R268\n295/80R22.5');
    expect(wrapWords('GOODYEAR G686 11R22.5')).toBe('GOODYEAR G686 11R22.5');
  });
});
