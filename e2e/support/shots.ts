import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Review screenshots, taken only when E2E_SHOTS_DIR is set (e.g. `E2E_SHOTS_DIR=/tmp/e2e-shots npm test -w
 * @huella/e2e`); they are for a person to look at, never compared by the tests.
 */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

export async function capture(
  page: Page,
  name: string,
  viewport?: { width: number; height: number },
): Promise<void> {
  if (!SHOTS_DIR) return;
  const previous = page.viewportSize();
  if (viewport) await page.setViewportSize(viewport);
  // Two frames: the resize's media queries re-render before the picture (transitions are disabled by it).
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await page.screenshot({
    path: path.join(SHOTS_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  if (viewport && previous) await page.setViewportSize(previous);
}
