import { INCIDENT_ANSWER_MSG } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { IncidentAnswerForm } from './incident-answer-form';
import { SupportMenu } from './support-menu';

const reply = (id: number, mensaje: string, leido: boolean) => ({
  id,
  mensaje,
  autor: 'Soporte Huella',
  fecha: '2026-11-20T15:00:00Z',
  leido,
});

describe('Atender (incident answer form)', () => {
  it('requires the reply, then sends it with the status it leaves the incident in', async () => {
    const sent = vi.fn();
    stubFetch({
      'POST /api/incidente/responder': ({ body }) => {
        sent(body);
        return { body: { success: { message: INCIDENT_ANSWER_MSG.respuestaEnviada, estado: 2 } } };
      },
    });
    const { user } = renderWithProviders(<IncidentAnswerForm id={5} estado={1} />);
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(INCIDENT_ANSWER_MSG.mensajeRequerido)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Respuesta/ }), 'Revisamos la unidad');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    // Answering an open incident moves it to 'en atención' unless support picks another status.
    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: 5, mensaje: 'Revisamos la unidad', estado: 2 }),
    );
    expect(await screen.findByText(INCIDENT_ANSWER_MSG.respuestaEnviada)).toBeTruthy();
  });

  it('saves a status change at once', async () => {
    const sent = vi.fn();
    stubFetch({
      'POST /api/incidente/estado': ({ body }) => {
        sent(body);
        return { body: { success: { message: INCIDENT_ANSWER_MSG.estadoActualizado, estado: 3 } } };
      },
    });
    const { user } = renderWithProviders(<IncidentAnswerForm id={5} estado={2} />);
    await user.click(screen.getByRole('combobox', { name: 'Estado de la incidencia' }));
    await user.click(await screen.findByRole('option', { name: 'Resuelta' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 5, estado: 3 }));
  });
});

describe('Soporte (headset menu of client users)', () => {
  it('counts unread replies, lists own incidents with status, marks them read and opens one', async () => {
    const marked = vi.fn();
    let unread = 1;
    stubFetch({
      'GET /api/incidente/mias': () => ({
        body: {
          data: [
            {
              id: 2,
              identificador: 'INC-000002',
              fecha: '2026-11-21T10:00:00Z',
              descripcion: 'No carga el reporte',
              estado: 3,
              respuestas: [reply(1, 'Ya está corregido', unread === 0)],
            },
            {
              id: 1,
              identificador: 'INC-000001',
              fecha: '2026-11-19T10:00:00Z',
              descripcion: 'Otra',
              estado: 1,
              respuestas: [],
            },
          ],
          no_leidas: unread,
        },
      }),
      'POST /api/incidente/mias/leidas': () => {
        marked();
        unread = 0;
        return { body: { success: { leidas: 1 } } };
      },
    });
    const { user } = renderWithProviders(<SupportMenu clientId={1} userId={9} />);
    const button = await screen.findByRole('button', { name: 'Soporte: 1 respuesta sin leer' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Registrar incidencia/ })).toBeTruthy();
    const item = within(menu).getByRole('menuitem', { name: /INC-000002/ });
    expect(within(item).getByText('Resuelta')).toBeTruthy();
    expect(within(item).getByText(/1 respuesta/)).toBeTruthy();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Soporte', hidden: true });

    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: /Incidencia INC-000002/ });
    expect(within(dialog).getByText('Ya está corregido')).toBeTruthy();
    expect(within(dialog).getByText('No carga el reporte')).toBeTruthy();
  });
});
