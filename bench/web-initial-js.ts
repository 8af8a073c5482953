/**
 * Initial JavaScript of the web build (issue 9: budget 200 KB gzip). Reads the built `index.html`, takes the
 * entry script and every `modulepreload`, follows their static imports (a chunk the entry imports is fetched
 * up front even when no preload names it) and prints each file's raw, gzip and brotli size and the totals.
 * Lazily imported chunks (screens, rare dialogs) are not counted: the browser fetches them on demand.
 *
 *   npm run build -w @huella/web && npx tsx bench/web-initial-js.ts [--dist apps/web/dist] [--budget 200]
 *
 * Exits with 1 when the gzip total is above the budget, so it can guard a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface InitialJsFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The up-front files of a web build, largest (gzip) first, and their totals in bytes. */
export function initialJs(dist: string): { files: InitialJsFile[]; total: Omit<InitialJsFile, 'file'> } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const upFront = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].flatMap((match) => (match[1] ? [match[1].replace(/^\//, '')] : []));

  // Static imports between chunks: `import"./x.js"` and `from"./x.js"` (dynamic `import("./x.js")` is skipped).
  const staticImport = /(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g;
  const names = new Set<string>();
  const pending = [...upFront];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (names.has(file)) continue;
    names.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, target] of code.matchAll(staticImport)) {
      if (target) pending.push(path.posix.join(path.posix.dirname(file), target));
    }
  }

  const files = [...names].map((file) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const row of files) {
    total.raw += row.raw;
    total.gzip += row.gzip;
    total.brotli += row.brotli;
  }
  return { files, total };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(2);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: fileURLToPath(new URL('../apps/web/dist', import.meta.url)) },
      budget: { type: 'string', default: '200' },
    },
  });
  const budgetKb = Number(values.budget);
  const { files, total } = initialJs(path.resolve(values.dist));
  const lines = [
    '| File | Raw (kB) | Gzip (kB) | Brotli (kB) |',
    '| ---- | -------: | --------: | ----------: |',
    ...files.map((row) => `| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`),
    `| **Total (${files.length} files)** | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.brotli)} |`,
    '',
    `Initial JS: ${kb(total.gzip)} kB gzip (budget ${budgetKb} kB), ${kb(total.brotli)} kB brotli.`,
  ];
  console.info(lines.join('\n'));
  if (total.gzip > budgetKb * 1000) process.exitCode = 1;
}
