import { expect, type Page } from '@playwright/test';

/**
 * POSTs to the API with the signed-in user's token, for a journey's look-ups the screens under test do not
 * cover (e.g. which vehicle has free positions). Expects a 200 and answers the body.
 */
export async function apiPost(page: Page, path: string, data: Record<string, unknown>, clientId = 1) {
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  const response = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { id_cliente: clientId, ...data },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}
