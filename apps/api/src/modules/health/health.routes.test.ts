import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers without a session', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/login/authenticateSimplified', '/api/menu/principal']),
    );
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    expect(await t.get('/api/no-existe')).toEqual({ status: 404, body: { error: 'No encontrado' } });
  });
});
