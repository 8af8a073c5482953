import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs apart on :3000 (HUELLA_API_URL to point elsewhere); in production it serves this
// build from the same origin.
const API_TARGET = process.env.HUELLA_API_URL ?? 'http://127.0.0.1:3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|woff)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each hashed asset of the build, at the highest levels (done once per
 * build, not per request); the API sends the one the browser accepts. A file too small to gain is left alone,
 * and the server then sends it as is.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'huella-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const names = await fs.readdir(assets).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(assets, name);
            const content = await fs.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

/**
 * The chunks the entry loads before any screen (its static imports, transitively). Every lazy screen's import
 * carries the list of chunks to preload with it; those already loaded at start need no preload, and leaving them
 * out keeps that list, which lives in the initial script, from growing with every screen (issue 9's budget).
 */
function initialChunks() {
  const names = new Set<string>();
  const plugin: Plugin = {
    name: 'huella-initial-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (names.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          names.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { names, plugin };
}

const initial = initialChunks();

export default defineConfig({
  base: '/',
  plugins: [react(), precompressAssets(), initial.plugin],
  // /downloads (the mobile app package) is served by the API too, outside /api.
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/downloads': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/downloads': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MUI is large; screens are split per route, so one vendor chunk of this size is expected.
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // Every browser the product supports preloads modules natively (Chrome 66, Safari 17, Firefox 115).
      polyfill: false,
      resolveDependencies: (_fileName, dependencies) =>
        dependencies.filter((file) => !initial.names.has(file)),
    },
  },
});
