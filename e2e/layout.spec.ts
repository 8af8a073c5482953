import { type Browser, expect, type Page, test } from '@playwright/test';
import { login } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

/**
 * Issue 11: every list fits a laptop (1366×900) and an upright 10-inch tablet (820×1180): its identifying
 * columns and row actions are on screen, and on the tablet every control in the page is at least 44 × 44 px.
 * Each user signs in once; the pages open with the saved session.
 */
test.describe.configure({ timeout: 420_000 });

const SIZES = [
  { name: 'laptop', width: 1366, height: 900, isTablet: false },
  { name: 'tablet', width: 820, height: 1180, isTablet: true },
] as const;

type User = 'cordilleraAdmin' | 'superadmin';

interface ListPage {
  path: string;
  user: User;
  /** Headers of the columns that identify a row, then the row actions' header. */
  headers: string[];
  /** Review screenshot name (E2E_SHOTS_DIR). */
  shot?: string;
}

const LISTS: ListPage[] = [
  { path: '/vehiculos', user: 'cordilleraAdmin', headers: ['Placa', 'Código', 'Opc.'], shot: 'vehiculos' },
  {
    path: '/neumaticos',
    user: 'cordilleraAdmin',
    headers: ['Serie Cliente', 'Opciones'],
    shot: 'neumaticos',
  },
  {
    path: '/criterioaceptacion',
    user: 'cordilleraAdmin',
    headers: ['Modelo', 'Medida', 'Acción'],
    shot: 'criterios',
  },
  { path: '/plantas', user: 'cordilleraAdmin', headers: ['Nombre', 'Opciones'] },
  { path: '/aplicacion', user: 'cordilleraAdmin', headers: ['Aplicación', 'Acción'] },
  { path: '/tipocambio', user: 'cordilleraAdmin', headers: ['Fecha'] },
  { path: '/configuracionvehiculo', user: 'cordilleraAdmin', headers: ['Nombre', 'Opciones'] },
  { path: '/neumaticosscrap', user: 'cordilleraAdmin', headers: ['Serie Cliente', 'Opciones'] },
  { path: '/neumaticosreencauche', user: 'cordilleraAdmin', headers: ['Serie Cliente'] },
  { path: '/neumaticosreparacion', user: 'cordilleraAdmin', headers: ['Serie Cliente'] },
  { path: '/neumaticosmalestado', user: 'cordilleraAdmin', headers: ['Serie Cliente', 'Opciones'] },
  { path: '/mttoCliente', user: 'superadmin', headers: ['Razón social', 'Acción'] },
  { path: '/gestionCliente', user: 'superadmin', headers: ['Cliente', 'Acción'] },
  { path: '/gestionClientesConSuscripcion', user: 'superadmin', headers: ['Razón social', 'Acciones'] },
  { path: '/usuarios', user: 'superadmin', headers: ['Nombre', 'Acción'] },
  { path: '/roles', user: 'superadmin', headers: ['Rol', 'Acción'] },
  { path: '/incidencias', user: 'superadmin', headers: ['Incidencia', 'Ver'] },
  { path: '/catalogoscompartidos', user: 'superadmin', headers: [] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('columnheader', { name: new RegExp(`^${escape(name)}( |$)`) })
    .first();

/** The controls a finger aims at: text fields are not among them (they are wide and tall enough anyway). */
const TARGETS =
  'button, a[href], [role="button"], [role="checkbox"], [role="menuitem"], [role="tab"], [role="switch"]';

/** Every visible control under `scope` smaller than 44 × 44 px, described for the failure message. */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll(
    (roots, selector) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const hidden =
            box.width === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]');
          // A disabled control (e.g. a diagram thumbnail's slots) is nothing to aim at.
          const disabled = element.matches(':disabled, [aria-disabled="true"]');
          if (hidden || disabled || (box.width >= 44 && box.height >= 44)) return [];
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          return [
            `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ];
        }),
      ),
    TARGETS,
  );
}

async function signIn(browser: Browser, user: User) {
  const page = await browser.newPage();
  await login(page, USERS[user]);
  await expect(page).toHaveURL(user === 'superadmin' ? /\/seleccionarCliente$/ : /\/home$/);
  const state = await page.context().storageState();
  await page.close();
  return state;
}

async function checkList(page: Page, list: ListPage, size: (typeof SIZES)[number]) {
  await page.goto(list.path);
  await expect(page).toHaveURL(new RegExp(`${escape(list.path)}(\\?|$)`));
  const main = page.getByRole('main');
  if (list.headers.length > 0) {
    await expect(main.getByRole('grid')).toBeVisible();
    // The first page has arrived (the loading bar is gone).
    await expect(main.locator('.MuiDataGrid-overlay .MuiLinearProgress-root')).toHaveCount(0);
  } else {
    await expect(main.getByRole('heading').first()).toBeVisible();
  }
  for (const name of list.headers) {
    const box = await header(page, name).boundingBox();
    expect(box, `${list.path}: the '${name}' column is shown`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${list.path}: '${name}' starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${list.path}: '${name}' ends on screen`).toBeLessThanOrEqual(size.width);
  }
  // No sideways scrolling of the page itself.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${list.path}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
  if (size.isTablet) {
    expect(await smallTargets(page, 'main'), `${list.path}: targets under 44 px`).toEqual([]);
  }
  if (list.shot) await capture(page, `${list.shot}-${size.name}`);
}

for (const size of SIZES) {
  test(`every list fits at ${size.width}×${size.height}${size.isTablet ? ' with touch-sized targets' : ''}`, async ({
    browser,
  }) => {
    for (const user of ['cordilleraAdmin', 'superadmin'] as const) {
      const context = await browser.newContext({
        storageState: await signIn(browser, user),
        viewport: { width: size.width, height: size.height },
        hasTouch: size.isTablet,
      });
      const page = await context.newPage();
      for (const list of LISTS.filter((candidate) => candidate.user === user)) {
        await test.step(list.path, () => checkList(page, list, size));
      }
      if (user === 'cordilleraAdmin') {
        await test.step('the column chooser and the menus are touch-sized too', async () => {
          await page.goto('/vehiculos');
          await page.getByRole('button', { name: 'Columnas' }).click();
          const panel = page.getByRole('dialog').or(page.locator('.MuiDataGrid-panel')).first();
          await expect(panel).toBeVisible();
          if (size.isTablet) await expect.poll(() => smallTargets(page, '.MuiDataGrid-panel')).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Exportar' }).click();
          await expect(page.getByRole('menuitem').first()).toBeVisible();
          // Measured once the menu has finished growing in (its opening transition scales it).
          if (size.isTablet) await expect.poll(() => smallTargets(page, '[role="menu"]')).toEqual([]);
          await page.keyboard.press('Escape');
        });
        await test.step('the installation screen', async () => {
          await page.goto('/vehiculos');
          await page
            .getByRole('link', { name: /^Instalar\/Desinstalar / })
            .first()
            .click();
          await expect(page.getByRole('heading', { name: 'Instalación de neumáticos' })).toBeVisible();
          await page.getByLabel(/^(Kilometraje|Horas) de Vehículo/).fill('9999999');
          await expect(page.getByRole('group', { name: 'Posiciones del vehículo' })).toBeVisible();
          if (size.isTablet) expect(await smallTargets(page, 'main')).toEqual([]);
          await capture(page, `instalacion-${size.name}`);
        });
        if (size.isTablet) {
          await test.step('the drawer opens over the page and closes after a choice', async () => {
            // While the drawer is open the page behind it is hidden from assistive tech: read it by tag.
            const before = await page.locator('main').boundingBox();
            await page.getByRole('button', { name: /menú/i }).first().click();
            const nav = page.getByRole('navigation', { name: 'Menú principal' });
            await expect(nav).toBeVisible();
            expect((await page.locator('main').boundingBox())?.width).toBe(before?.width);
            await capture(page, `menu-${size.name}`);
            await nav.getByRole('link').first().click();
            await expect(nav).toBeHidden();
          });
        }
      }
      await context.close();
    }
  });
}
