import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { InstalledScrapDialog } from './installed-scrap-dialog';
import { scrapRecordSample } from './scrap.test-data';

const reasons = [{ id: 4, motivo: 'IMPACTO / ROTURA' }];
const vehicles = {
  body: {
    data: [
      { id: 11, placa: 'ABC-123', codigo: 'T-01', kilometraje: 150_000, tipo_costo: 1 },
      { id: 12, placa: 'MIN-900', codigo: null, kilometraje: 3_200, tipo_costo: 2 },
    ],
  },
};
const tyresOf = (vehicle: number) => ({
  body: {
    remanente_limite: vehicle === 11 ? 3 : null,
    kilometraje: vehicle === 11 ? 150_000 : 3_200,
    data: [
      {
        id: vehicle * 10,
        num_serie: `S-${vehicle}`,
        id_historial: 1,
        posicion: 2,
        ubicacion: 2,
        fecha_instalacion: '2025-04-01',
        km_instalacion: 120_000,
        remanente_original: 16,
        remanente_actual: 9,
      },
    ],
  },
});

type User = ReturnType<typeof renderWithProviders>['user'];
async function choose(user: User, label: RegExp, option: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const SLOW_MS = 20_000;

describe('InstalledScrapDialog', () => {
  it(
    'picks a vehicle, then one of its tyres; km from the vehicle, the known limit read-only; sends scrap/store',
    async () => {
      const sent: unknown[] = [];
      stubFetch({
        'POST /api/scrap/vehiculos': vehicles,
        'POST /api/scrap/neumaticosxvehiculo': ({ body }) =>
          tyresOf((body as { id_vehiculo: number }).id_vehiculo),
        'POST /api/scrap/store': ({ body }) => {
          sent.push(body);
          return { body: { message: 'Operación realizada con éxito', data: scrapRecordSample } };
        },
      });
      const onClose = vi.fn();
      const { user } = renderWithProviders(
        <InstalledScrapDialog clientId={1} userId={9} reasons={reasons} onClose={onClose} />,
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /Vehículo/ }).getAttribute('aria-disabled')).toBeNull(),
      );
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Vehículo recorrido es requerido')).toBeTruthy();
      expect(screen.getByText('Neumático es requerido')).toBeTruthy();
      expect(screen.getByText('Motivo de retiro es requerido')).toBeTruthy();

      // A vehicle on hours: the field says so and the unknown limit is typed.
      await choose(user, /Vehículo/, 'MIN-900');
      expect(await screen.findByRole('textbox', { name: /Horas recorridas/ })).toBeTruthy();
      await choose(user, /Neumático/, /S-12/);
      expect(screen.getByRole('textbox', { name: /Remanente límite/ })).toHaveProperty('readOnly', false);

      await choose(user, /Vehículo/, 'ABC-123 · T-01');
      const km = await screen.findByRole('textbox', { name: /Km recorrido/ });
      expect(km).toHaveProperty('value', '150000');
      await choose(user, /Neumático/, /S-11 · posición 2/);
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Remanente límite/ })).toHaveProperty('value', '3'),
      );
      expect(screen.getByRole('textbox', { name: /Remanente límite/ })).toHaveProperty('readOnly', true);
      await user.clear(km);
      await user.type(km, '151000');
      await choose(user, /Motivo de retiro/, 'Por falla');
      // Reasons 1 to 5 only (spec 2 §3).
      await user.click(screen.getByRole('combobox', { name: /Motivo de retiro/ }));
      expect(screen.getAllByRole('option')).toHaveLength(5);
      await user.keyboard('{Escape}');
      await user.type(screen.getByRole('textbox', { name: /Remanente final/ }), '9');
      await choose(user, /Motivo scrap/, 'IMPACTO / ROTURA');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      const confirm = await screen.findByRole('dialog', { name: 'Enviar a scrap' });
      expect(within(confirm).getByText(/S-11 se retirará del vehículo ABC-123/)).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'Enviar a scrap' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent[0]).toMatchObject({
        id_cliente: 1,
        id_usuario: 9,
        neumatico: {
          id_vehiculos: 11,
          id_neumaticos: 110,
          serieneumatico: 'S-11',
          km_recorridos: 151_000,
          motivo_retiro: 5,
          remanente_final: 9,
          remanente_limite: 3,
          motivo_scrap: 4,
        },
      });
    },
    SLOW_MS,
  );

  it(
    'shows the server’s field message under its field',
    async () => {
      stubFetch({
        'POST /api/scrap/vehiculos': vehicles,
        'POST /api/scrap/neumaticosxvehiculo': tyresOf(11),
        'POST /api/scrap/store': {
          status: 422,
          body: {
            error: 'El km recorrido no puede ser menor que el último kilometraje del vehículo (150000)',
            errors: {
              km_recorridos: [
                'El km recorrido no puede ser menor que el último kilometraje del vehículo (150000)',
              ],
            },
          },
        },
      });
      const { user } = renderWithProviders(
        <InstalledScrapDialog clientId={1} userId={9} reasons={reasons} onClose={() => {}} />,
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /Vehículo/ }).getAttribute('aria-disabled')).toBeNull(),
      );
      await choose(user, /Vehículo/, 'ABC-123 · T-01');
      await choose(user, /Neumático/, /S-11/);
      await choose(user, /Motivo de retiro/, 'Por desgaste final');
      await user.type(screen.getByRole('textbox', { name: /Remanente final/ }), '9');
      await choose(user, /Motivo scrap/, 'IMPACTO / ROTURA');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Enviar a scrap' })).getByRole('button', {
          name: 'Enviar a scrap',
        }),
      );
      expect(
        await screen.findByText(
          'El km recorrido no puede ser menor que el último kilometraje del vehículo (150000)',
        ),
      ).toBeTruthy();
    },
    SLOW_MS,
  );
});
