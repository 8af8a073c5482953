import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, storeSession } from '../../../lib/storage';
import { SendReportDialog, type SendReportDialogProps } from './send-report-dialog';

const SENT = 'Se envio correctamente el pdf. En espera de su aprobacion';
const thread = {
  data: [
    {
      id: 1,
      adm_rep_id: 7,
      comentario: 'Falta la flota B',
      name: 'María Torres Quispe',
      created_at: '2026-04-02T15:00:00.000Z',
    },
  ],
};

function renderDialog(props: Partial<SendReportDialogProps> = {}) {
  storeSession({ token: 't', userId: 2, role: 3, email: 'tec@x.pe', name: 'Tec', clientId: 1 });
  const onSent = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <SendReportDialog
      open
      onClose={onClose}
      clientId={1}
      year={2026}
      month1={1}
      month2={3}
      estado={null}
      idReporte={null}
      onSent={onSent}
      {...props}
    />,
  );
  return { ...view, onSent, onClose, dialog: screen.getByRole('dialog') };
}

/** The FormData of the send call. */
function sentForm(fetchMock: ReturnType<typeof stubFetch>): FormData {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('guardarpdfservidorlocal'));
  return call?.[1]?.body as FormData;
}

const pdfFile = () => new File(['%PDF-1.4'], 'reporte.pdf', { type: 'application/pdf' });

afterEach(() => {
  clearSession();
});

describe('SendReportDialog', () => {
  it('requires the document when nothing is generated or picked', async () => {
    const fetchMock = stubFetch({});
    const { user, dialog, onSent } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('El documento es requerido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends a picked PDF with the period and says so', async () => {
    const fetchMock = stubFetch({
      'POST /api/administradorreporte/guardarpdfservidorlocal': { body: { success: SENT } },
    });
    const { user, dialog, onSent, onClose } = renderDialog();
    fireEvent.drop(within(dialog).getByRole('button', { name: 'Seleccionar archivo' }), {
      dataTransfer: { files: [pdfFile()] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    const form = sentForm(fetchMock);
    expect(form.get('id_cliente')).toBe('1');
    expect(form.get('x_anio')).toBe('2026');
    expect(form.get('x_mes1')).toBe('1');
    expect(form.get('x_mes2')).toBe('3');
    expect(form.get('comentario')).toBeNull();
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('preselects the generated PDF and sends its bytes', async () => {
    const fetchMock = stubFetch({
      'GET /api/reporte/pdf/abc-123': { body: { any: 'bytes' } },
      'POST /api/administradorreporte/guardarpdfservidorlocal': { body: { success: SENT } },
    });
    const { user, dialog } = renderDialog({ generatedUuid: 'abc-123' });
    expect(within(dialog).getByRole('radio', { name: 'Usar el PDF generado' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/reporte/pdf/abc-123');
    expect(sentForm(fetchMock).get('file')).toBeInstanceOf(Blob);
  });

  it('a rejected report shows the comments and requires a reply, then sends it', async () => {
    const fetchMock = stubFetch({
      'POST /api/comentarios/index': { body: thread },
      'POST /api/administradorreporte/guardarpdfservidorlocal': { body: { success: SENT } },
    });
    const { user, dialog } = renderDialog({ estado: 'RECHAZADO', idReporte: 7, generatedUuid: null });
    expect(await within(dialog).findByText('Falta la flota B')).toBeTruthy();
    fireEvent.drop(within(dialog).getByRole('button', { name: 'Seleccionar archivo' }), {
      dataTransfer: { files: [pdfFile()] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('La recomendación es requerida')).toBeTruthy();
    expect(sentForm(fetchMock)).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/Respuesta/), '  Agregada la flota B ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(sentForm(fetchMock).get('comentario')).toBe('Agregada la flota B');
  });

  it("shows the server's refusal", async () => {
    stubFetch({
      'POST /api/administradorreporte/guardarpdfservidorlocal': {
        status: 422,
        body: { error: 'El reporte del periodo ya fue aprobado' },
      },
    });
    const { user, dialog, onSent } = renderDialog();
    fireEvent.drop(within(dialog).getByRole('button', { name: 'Seleccionar archivo' }), {
      dataTransfer: { files: [pdfFile()] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El reporte del periodo ya fue aprobado')).toBeTruthy();
    await waitFor(() => expect(onSent).not.toHaveBeenCalled());
  });
});

describe('SendReportDialog for an approved period', () => {
  it('says the period was approved and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const { dialog } = renderDialog({ estado: 'APROBADO', idReporte: 7 });
    expect(within(dialog).getByText('El reporte del periodo ya fue aprobado')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
