import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment (node or happy-dom).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/domain', 'apps/api', 'apps/web'],
  },
});
