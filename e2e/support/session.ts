import { expect, type Page } from '@playwright/test';

/** Signs out through the top bar's overflow menu and waits for the login page. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Más opciones' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
