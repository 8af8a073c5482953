import type { TyreCatalog } from '@huella/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { DirectScrapDialog } from './direct-scrap-dialog';
import { scrapRecordSample } from './scrap.test-data';

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
const reasons = [{ id: 1, motivo: 'DESGASTE FINAL' }];

type User = ReturnType<typeof renderWithProviders>['user'];
async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const SLOW_MS = 30_000;

describe('DirectScrapDialog', () => {
  it(
    'shows the spec’s messages, asks design and company for a retreaded tyre, sends the form',
    async () => {
      const sent: unknown[] = [];
      stubFetch({
        'POST /api/neumaticos/storescrap': ({ body }) => {
          sent.push(body);
          return { body: { message: 'Operación realizada con éxito', data: scrapRecordSample } };
        },
      });
      const onClose = vi.fn();
      const { user } = renderWithProviders(
        <DirectScrapDialog clientId={1} userId={9} catalog={catalog} reasons={reasons} onClose={onClose} />,
      );
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      for (const message of [
        'Número de serie es requerido',
        'DOT es requerido',
        'Costo sin IGV es requerido',
        'Tipo de moneda es requerido',
        'Marca es requerido',
        'Modelo es requerido',
        'Medida es requerida',
        'Motivo de scrap es requerido',
      ])
        expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getAllByText('Profundidad es requerida')).toHaveLength(3);

      await choose(user, /Condición/, 'Reencauchado');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Diseño es requerido')).toBeTruthy();
      expect(screen.getByText('Empresa es requerido')).toBeTruthy();
      await choose(user, /Cantidad de reencauches/, '2');
      await choose(user, /Diseño/, 'BANDAG BDR-HT');
      await choose(user, /Empresa/, 'REENCAUCHADORA VULCO PERÚ S.A.');

      await user.type(screen.getByRole('textbox', { name: /Número de serie/ }), 'dir-9');
      await user.type(screen.getByRole('textbox', { name: /DOT/ }), '2319');
      await user.type(screen.getByRole('textbox', { name: /Costo sin IGV/ }), '418.08');
      await choose(user, /Tipo de moneda/, 'Dólares (US$)');
      await choose(user, /Marca/, 'MICHELIN');
      await choose(user, /Modelo/, 'X MULTI Z');
      await choose(user, /Medida/, '295/80R22.5');
      await user.type(screen.getByRole('textbox', { name: /Remanente original/ }), '16');
      await user.type(screen.getByRole('textbox', { name: /Remanente final/ }), '7');
      await user.type(screen.getByRole('textbox', { name: /Remanente límite/ }), '3');
      await user.type(screen.getByRole('textbox', { name: /Km final/ }), '85000');
      await choose(user, /Motivo de scrap/, 'DESGASTE FINAL');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(await screen.findByText('Operación realizada con éxito')).toBeTruthy();
      expect(sent[0]).toMatchObject({
        id_cliente: 1,
        id_usuario: 9,
        neumatico: {
          num_serie: 'DIR-9',
          dot: '2319',
          precio: 418.08,
          tipo_moneda: 2,
          nuevo: 0,
          cantidad_reencauche: 2,
          id_disenio: 3,
          id_empresa: 4,
          id_marca: 1,
          id_modelo: 10,
          id_medida: 5,
          remanente_original: 16,
          remanente_final: 7,
          remanente_limite: 3,
          km_inicial: 0,
          km_final: 85_000,
          id_motivo_scrap: 1,
        },
      });
    },
    SLOW_MS,
  );

  it(
    'shows the server’s error as an error notification (spec 2 §8)',
    async () => {
      stubFetch({
        'POST /api/neumaticos/storescrap': {
          status: 409,
          body: { error: 'La serie DIR-9 ya se encuentra registrada' },
        },
      });
      const { user } = renderWithProviders(
        <DirectScrapDialog clientId={1} userId={9} catalog={catalog} reasons={reasons} onClose={() => {}} />,
      );
      await user.type(screen.getByRole('textbox', { name: /Número de serie/ }), 'dir-9');
      await user.type(screen.getByRole('textbox', { name: /DOT/ }), '2319');
      await user.type(screen.getByRole('textbox', { name: /Costo sin IGV/ }), '10');
      await choose(user, /Tipo de moneda/, 'Dólares (US$)');
      await choose(user, /Marca/, 'GOODYEAR');
      await choose(user, /Modelo/, 'G686');
      await choose(user, /Medida/, '295/80R22.5');
      await user.type(screen.getByRole('textbox', { name: /Remanente original/ }), '16');
      await user.type(screen.getByRole('textbox', { name: /Remanente final/ }), '7');
      await user.type(screen.getByRole('textbox', { name: /Remanente límite/ }), '3');
      await choose(user, /Motivo de scrap/, 'DESGASTE FINAL');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      // The dialog stays open (the toast sits behind it), so the text is looked up, not the alert role.
      expect(await screen.findByText('La serie DIR-9 ya se encuentra registrada')).toBeTruthy();
    },
    SLOW_MS,
  );
});
