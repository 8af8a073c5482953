import { zodResolver } from '@hookform/resolvers/zod';
import { requiredText } from '@huella/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from '../components/form-text-field';
import { useAppForm } from './use-app-form';

const schema = z.object({
  moneda: z.number({ error: 'Moneda es requerido' }),
  nombre: requiredText(50, 'Nombre es requerido'),
  costo: z.coerce.number({ error: 'Costo es requerido' }).positive('Costo es requerido'),
});
type Values = z.input<typeof schema>;

function TestForm({
  onSave,
  selectFirst = false,
}: {
  onSave: (values: unknown) => void;
  selectFirst?: boolean;
}) {
  const { control, handleSubmit } = useAppForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { moneda: '' as unknown as number, nombre: '', costo: '' },
  });
  const select = (
    <FormTextField key="moneda" control={control} name="moneda" label="Moneda" select>
      <MenuItem value={1}>Soles</MenuItem>
      <MenuItem value={2}>Dólares</MenuItem>
    </FormTextField>
  );
  const name = <FormTextField key="nombre" control={control} name="nombre" label="Nombre" />;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      {selectFirst ? [select, name] : [name, select]}
      <FormTextField control={control} name="costo" label="Costo" />
      <Button type="submit">Guardar</Button>
    </form>
  );
}

describe('useAppForm', () => {
  it('keeps Guardar enabled, shows every message on click, focuses the first field and sends nothing', async () => {
    const onSave = vi.fn();
    render(<TestForm onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', false);
    // Nothing is flagged before the first try.
    expect(screen.queryByText('Nombre es requerido')).toBeNull();

    await userEvent.click(save);

    await screen.findByText('Nombre es requerido');
    screen.getByText('Moneda es requerido');
    screen.getByText('Costo es requerido');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('updates a message as the user types after the first try', async () => {
    render(<TestForm onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Nombre es requerido');

    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'A');
    expect(screen.queryByText('Nombre es requerido')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await screen.findByText('Nombre es requerido');
  });

  it('focuses a select when it is the first invalid field', async () => {
    render(<TestForm onSave={vi.fn()} selectFirst />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Moneda es requerido');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Moneda' }));
  });

  it('sends the parsed values once every field is valid', async () => {
    const onSave = vi.fn();
    render(<TestForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Llanta');
    await userEvent.click(screen.getByRole('combobox', { name: 'Moneda' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soles' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Costo' }), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ moneda: 1, nombre: 'Llanta', costo: 12.5 }, expect.anything());
  });
});
