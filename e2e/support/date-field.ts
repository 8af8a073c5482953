import { expect, type Locator } from '@playwright/test';
import { toDisplayDate } from './dates';

/**
 * Types a date (YYYY-MM-DD) into an MUI X date field labelled `label` inside `scope`. The field shows day, month
 * and year as separate sections (DD/MM/YYYY): the day section is focused and the digits are typed, each section
 * passing on to the next by itself.
 */
export async function typeDate(scope: Locator, label: string, iso: string) {
  const field = scope.getByRole('group', { name: label });
  const parts = toDisplayDate(iso).split('/');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(parts.join(''));
  await expect(field.getByRole('spinbutton')).toHaveText(parts);
}
