import type { TyreCatalog } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { TyreDialog } from './tyre-dialog';

const catalog: TyreCatalog = {
  marcas: [
    { id: 1, descripcion: 'MICHELIN' },
    { id: 2, descripcion: 'GOODYEAR' },
  ],
  modelos: [
    { id: 10, id_marca: 1, descripcion: 'X MULTI Z', marca: 'MICHELIN' },
    { id: 20, id_marca: 2, descripcion: 'G686', marca: 'GOODYEAR' },
  ],
  medidas: [{ id: 5, ancho: '295', perfil: '80', aro: '22.5', descripcion: '295/80R22.5' }],
  disenios: [{ id: 3, nombre: 'BANDAG BDR-HT' }],
  empresas: [{ id: 4, ruc: '20100084768', razon_social: 'REENCAUCHADORA VULCO PERÚ S.A.' }],
};

type User = ReturnType<typeof renderWithProviders>['user'];

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillTyre(user: User) {
  await user.type(screen.getByLabelText(/Costo \(sin IGV\)/), '520');
  await choose(user, /Moneda/, 'Dólares (US$)');
  await choose(user, /Marca/, 'MICHELIN');
  // Models are filtered by the brand chosen.
  await user.click(screen.getByRole('combobox', { name: /Modelo/ }));
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).queryByText('G686')).toBeNull();
  await user.click(within(listbox).getByRole('option', { name: 'X MULTI Z' }));
  await choose(user, /Medida/, '295/80R22.5');
  await user.type(screen.getByLabelText(/Remanente original/), '17');
}

async function addPair(user: User, serial: string, dot = '') {
  await user.type(screen.getByRole('textbox', { name: 'Serie Cliente' }), serial);
  if (dot) await user.type(screen.getByRole('textbox', { name: 'DOT' }), dot);
  await user.click(screen.getByRole('button', { name: 'Agregar' }));
}

// Many MUI select interactions: slower than the default 5 s when the whole suite runs in parallel.
const SLOW_MS = 20_000;

describe('TyreDialog batch mode', () => {
  it(
    'checks each serial (server and group), lists the pairs and sends them all in one save',
    async () => {
      const checked: string[] = [];
      const sent: unknown[] = [];
      stubFetch({
        'POST /api/neumaticos/validateserialnumber': ({ body }) => {
          const serial = (body as { num_serie: string }).num_serie;
          checked.push(serial);
          return { body: { data: serial === 'TAKEN-1' ? [{ id: 99, num_serie: 'TAKEN-1' }] : [] } };
        },
        'POST /api/neumaticos/store': ({ body }) => {
          sent.push(body);
          return { body: { message: 'Se registro el neumático: ABC-1, ABC-2', data: [] } };
        },
      });
      const onClose = vi.fn();
      const { user } = renderWithProviders(
        <TyreDialog clientId={1} tyre={null} catalog={catalog} onClose={onClose} />,
      );
      expect(screen.getByText('Registro de neumático')).toBeTruthy();
      await user.click(screen.getByRole('switch', { name: /Registro por lote/ }));

      await addPair(user, 'abc-1', '2424');
      const list = await screen.findByRole('list', { name: 'Series agregadas' });
      expect(within(list).getByText('1. ABC-1')).toBeTruthy();
      expect(within(list).getByText('DOT: 2424')).toBeTruthy();

      await addPair(user, 'ABC-1');
      expect(await screen.findByText('Serie de neumático duplicada')).toBeTruthy();
      await user.clear(screen.getByRole('textbox', { name: 'Serie Cliente' }));

      await addPair(user, 'taken-1');
      expect(await screen.findByText('La serie TAKEN-1 ya se encuentra registrada')).toBeTruthy();
      await user.clear(screen.getByRole('textbox', { name: 'Serie Cliente' }));

      await user.click(screen.getByRole('button', { name: 'Agregar' }));
      expect(await screen.findByText('Serie del cliente es requerido')).toBeTruthy();

      await addPair(user, 'abc-2', '-');
      expect(await within(list).findByText('2. ABC-2')).toBeTruthy();
      expect(checked).toEqual(['ABC-1', 'TAKEN-1', 'ABC-2']);

      await fillTyre(user);
      const save = screen.getByRole('button', { name: 'Guardar 2 neumáticos' });
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        id_cliente: 1,
        grupo: [
          { num_serie: 'ABC-1', serie_cliente: '2424' },
          { num_serie: 'ABC-2', serie_cliente: '-' },
        ],
        neumatico: {
          id: null,
          precio: 520,
          tipo_moneda: 2,
          nuevo: 1,
          id_marca: 1,
          id_modelo: 10,
          id_medida: 5,
          remanente_original: 17,
          // Spec 2 §4: the original tread is copied into the current one.
          remanente_actual: 17,
          presion_recomendada: 0,
          unidad_medida: 'K',
        },
      });
    },
    SLOW_MS,
  );

  it(
    'asks for a serial when the batch is empty, and a serial can be taken out of the list',
    async () => {
      stubFetch({ 'POST /api/neumaticos/validateserialnumber': { body: { data: [] } } });
      const { user } = renderWithProviders(
        <TyreDialog clientId={1} tyre={null} catalog={catalog} onClose={() => {}} />,
      );
      await user.click(screen.getByRole('switch', { name: /Registro por lote/ }));
      await addPair(user, 'X-1');
      await user.click(await screen.findByRole('button', { name: 'Quitar X-1' }));
      expect(screen.queryByRole('list', { name: 'Series agregadas' })).toBeNull();
      await fillTyre(user);
      const save = screen.getByRole('button', { name: 'Guardar 0 neumáticos' });
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      expect(await screen.findByText('Agregue serie del neumático')).toBeTruthy();
    },
    SLOW_MS,
  );
});

describe('TyreDialog single tyre', () => {
  it(
    "puts the server's 422 messages under the serial and the tyre's own fields",
    async () => {
      stubFetch({
        'POST /api/neumaticos/store': {
          status: 422,
          body: {
            error: 'Máximo 50 caracteres',
            errors: {
              'grupo.0.num_serie': ['Máximo 50 caracteres'],
              'neumatico.precio': ['Costo es requerido'],
            },
          },
        },
      });
      const { user } = renderWithProviders(
        <TyreDialog clientId={1} tyre={null} catalog={catalog} onClose={() => {}} />,
      );
      await user.type(screen.getByRole('textbox', { name: /^Serie Cliente/ }), 'S-1');
      await fillTyre(user);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Máximo 50 caracteres')).toBeTruthy();
      expect(screen.getByText('Costo es requerido')).toBeTruthy();
    },
    SLOW_MS,
  );
});
