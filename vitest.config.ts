import path from 'node:path';
import { defineConfig } from 'vitest/config';

// CI asks for a JSON report beside the usual output, to add up one closing line (.ci/summarize.mjs).
const reportDir = process.env.HUELLA_REPORT_DIR;
const reportName = process.env.HUELLA_REPORT_NAME ?? 'unit';

// One `vitest run` covers every workspace; each project keeps its own environment (node or happy-dom).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/domain', 'apps/api', 'apps/web'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: path.join(reportDir, `${reportName}.json`) }]]
      : ['default'],
  },
});
