import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an MUI select (`combobox`) and picks the option named `option` (exact unless a RegExp). The list opens
 * in a popup outside the dialog, so options are looked up on the page.
 */
export async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  const item =
    typeof option === 'string'
      ? page.getByRole('option', { name: option, exact: true })
      : page.getByRole('option', { name: option });
  await item.first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Picks the first option of a select whose list is not known in advance; answers its text. */
export async function chooseFirst(page: Page, combobox: Locator): Promise<string> {
  await combobox.click();
  const item = page.getByRole('option').first();
  const text = (await item.innerText()).trim();
  await item.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return text;
}

/** A position button of the vehicle diagram ('Posición 3', 'Posición 8 (P7)'). */
export const positionSlot = (page: Page | Locator, ubicacion: number) =>
  page.getByRole('button', { name: new RegExp(`^Posición ${ubicacion}( |$)`) });
