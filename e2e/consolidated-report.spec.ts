import { expect, type Page, test } from '@playwright/test';
import { chooseClient, login, toast } from './support/auth';
import { limaToday } from './support/dates';
import { COMPANY, USERS } from './support/demo';
import { outboxFilesFor, waitForMail } from './support/outbox';
import { logout } from './support/session';
import { capture } from './support/shots';

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
/** Transportes Andinos' contact marked `reporte` (apps/api/src/db/seed/demo-clients.ts). */
const REPORT_CONTACT = 'asalazar@transportesandinos.pe';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The technician opens the report of one month of Transportes Andinos. */
async function openReport(page: Page, year: string, month: string) {
  await login(page, USERS.technician);
  await chooseClient(page, COMPANY.andinos);
  await page.goto('/reporteconsolidado');
  await expect(page.getByRole('heading', { name: 'Reporte consolidado', level: 1 })).toBeVisible();
  await pick(page, 'Año', year);
  await pick(page, 'Primer mes', month);
  await pick(page, 'Último mes', month);
  await page.getByRole('button', { name: 'Consultar' }).click();
}

test('a technician sends the consolidated report, the superadmin rejects it, the reply is sent and the approved PDF reaches the contact', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // One month the demo inspects (every four weeks); a retry takes the month before, whose report is untouched.
  const today = limaToday();
  const year = today.slice(0, 4);
  const monthNumber = Math.max(1, Number(today.slice(5, 7)) - test.info().retry);
  const month = MONTHS[monthNumber - 1] ?? 'Enero';
  const reportName = `Reporte consolidado ${month} ${year}`;
  const followUp = page.getByRole('region', { name: /seguimiento/i });

  await test.step('the technician generates the report, views its PDF and sends it', async () => {
    await openReport(page, year, month);
    await expect(followUp.getByText('No enviado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Equipos inspeccionados' })).toBeVisible();
    await capture(page, 'reporte-consolidado');
    await capture(page, 'reporte-consolidado-tablet', { width: 820, height: 1180 });

    await page.getByRole('button', { name: 'Generar PDF' }).click();
    const viewer = page.getByRole('dialog', { name: 'Reporte Consolidado (PDF)' });
    await expect(viewer.locator('iframe')).toBeVisible({ timeout: 60_000 });
    await viewer.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('button', { name: 'Cargar reporte' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar reporte consolidado para aprobación' });
    await expect(send.getByRole('radio', { name: 'Usar el PDF generado' })).toBeChecked();
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Se envio correctamente el pdf. En espera de su aprobacion')).toBeVisible();
    await expect(followUp.getByText('En proceso')).toBeVisible();
    await logout(page);
  });

  await test.step('the superadmin finds it under REPORTES POR APROBAR and rejects it with a reason', async () => {
    await login(page, USERS.superadmin);
    await chooseClient(page, COMPANY.andinos);
    await page.getByRole('button', { name: /^Reportes por aprobar/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(reportName) }).click();
    await expect(page).toHaveURL(/\/administracionreportes$/);
    const row = page.getByRole('row').filter({ hasText: reportName });
    await row.getByRole('button', { name: `Rechazar ${reportName}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Rechazar' });
    await confirm.getByRole('textbox', { name: /Motivo del rechazo/ }).fill('Falta la flota de Arequipa');
    await confirm.getByRole('button', { name: 'Rechazar' }).click();
    await expect(toast(page, 'Reporte rechazado')).toBeVisible();
    await expect(row.getByText('Rechazado')).toBeVisible();
    await capture(page, 'administracion-reportes');
    await logout(page);
  });

  await test.step('the technician reads the comment, replies and sends it again', async () => {
    await openReport(page, year, month);
    await expect(followUp.getByText('Rechazado')).toBeVisible();
    await page.getByRole('button', { name: 'Generar PDF' }).click();
    const viewer = page.getByRole('dialog', { name: 'Reporte Consolidado (PDF)' });
    await expect(viewer.locator('iframe')).toBeVisible({ timeout: 60_000 });
    await viewer.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByRole('button', { name: 'Cargar reporte' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar reporte consolidado para aprobación' });
    await expect(send.getByText('Falta la flota de Arequipa')).toBeVisible();
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(send.getByText('La recomendación es requerida')).toBeVisible();
    await send.getByLabel(/Respuesta/).fill('Agregada la flota de Arequipa');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Se envio correctamente el pdf. En espera de su aprobacion')).toBeVisible();
    await expect(followUp.getByText('En proceso')).toBeVisible();
    await logout(page);
  });

  await test.step('the superadmin approves it and the PDF is mailed to the report contact', async () => {
    const before = outboxFilesFor(REPORT_CONTACT);
    await login(page, USERS.superadmin);
    await chooseClient(page, COMPANY.andinos);
    await page.goto('/administracionreportes');
    const row = page.getByRole('row').filter({ hasText: reportName });
    await row.getByRole('button', { name: `Aprobar ${reportName}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Aprobar' })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    await expect(toast(page, 'Reporte aprobado')).toBeVisible();
    await expect(row.getByText('Aceptado')).toBeVisible();
    const mail = await waitForMail(REPORT_CONTACT, before);
    expect(mail).toContain(`${month} ${year}`);
    expect(mail).toContain(COMPANY.andinos);
  });
});
