import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDateField } from './form-date-field';

const schema = z.object({
  fecha: z
    .string()
    .min(1, 'La fecha es requerida')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida'),
});
type Values = z.infer<typeof schema>;

function DateForm({
  initial,
  onSubmit,
  disableFuture,
}: {
  initial: string;
  onSubmit: (values: Values) => void;
  disableFuture?: boolean;
}) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { fecha: initial },
    resolver: zodResolver(schema),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormDateField control={control} name="fecha" label="Fecha" required disableFuture={disableFuture} />
      <button type="submit">Guardar</button>
    </form>
  );
}

/** The visible text of the field: its day, month and year sections joined by the separators. */
const fieldText = () =>
  screen
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

describe('FormDateField', () => {
  it('takes DD/MM/AAAA typed by the user and keeps YYYY-MM-DD in the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm initial="" onSubmit={onSubmit} />);
    expect(fieldText()).toBe('DD/MM/AAAA');
    await user.click(screen.getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('05032026');
    expect(fieldText()).toBe('05/03/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ fecha: '2026-03-05' });
  });

  it('shows an ISO default as DD/MM/AAAA', () => {
    render(<DateForm initial="2026-11-21" onSubmit={vi.fn()} />);
    expect(fieldText()).toBe('21/11/2026');
  });

  it('shows the required message after submit and focuses the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm initial="" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha es requerida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Dia'));
  });

  it('does not let a day that does not exist pass', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm initial="" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('31022026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fecha inválida')).toBeTruthy();
    expect(fieldText()).toBe('31/02/2026');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes today from Lima's calendar, not the browser's", async () => {
    // 03:30 UTC on the 22nd: still the 21st in Lima.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T03:30:00Z') });
    try {
      const user = userEvent.setup();
      render(<DateForm initial="" onSubmit={vi.fn()} disableFuture />);
      await user.click(screen.getByRole('spinbutton', { name: 'Dia' }));
      await user.keyboard('22112026');
      expect(await screen.findByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
      await user.click(screen.getByRole('spinbutton', { name: 'Dia' }));
      await user.keyboard('21');
      expect(fieldText()).toBe('21/11/2026');
      await waitFor(() => expect(screen.queryByText('La fecha no puede ser posterior a hoy')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
