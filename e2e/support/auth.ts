import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** Fills and submits the login form (the page must show it, e.g. after `page.goto('/login')`). */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Opens /login and signs in; the caller asserts where the guard sends the user. */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await submitLogin(page, email, password);
}

/** An internal user picks a client on /seleccionarCliente and confirms it. */
export async function chooseClient(page: Page, company: string) {
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await page.getByRole('combobox', { name: 'Cliente' }).click();
  await page.getByRole('option').filter({ hasText: company }).click();
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(company);
  await page.getByRole('button', { name: 'Confirmar Cliente' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The toast (MUI Alert in a snackbar) with this message. `behindDialog`: while a modal dialog is open, MUI marks
 * the rest of the page, toasts included, aria-hidden; the toast is still on screen (toBeVisible checks that).
 */
export const toast = (page: Page, message: string, { behindDialog = false } = {}) =>
  page.getByRole('alert', { includeHidden: behindDialog }).filter({ hasText: message });

/** The client company's razón social in the top bar. */
export const topBarTitle = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true });

/**
 * Closes the trial-period notice the shell shows members of a client whose subscription ends soon (the demo's
 * Transportes Andinos ends in 3 days), so a journey about something else can go on.
 */
export async function dismissTrialNotice(page: Page) {
  const notice = page.getByRole('dialog').filter({ hasText: 'periodo de prueba' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
}
