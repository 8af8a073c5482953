import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessPlugin } from './access';

describe('access plugin', () => {
  it('refuses to boot when a route declares no access', async () => {
    const app = Fastify();
    void app.register(async (api) => {
      await api.register(accessPlugin);
      api.get('/olvidada', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('La ruta GET /olvidada no declara permiso (config.access)');
  });
});
