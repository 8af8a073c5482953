import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Hashed build output: a changed file gets a new name, so a cached copy never needs checking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the current hashed files: always asked again (a 304 when unchanged). */
export const NO_CACHE = 'no-cache';
/** Unhashed files beside it (the favicon): may be an hour stale. */
export const SHORT = 'public, max-age=3600';

/** Cache-Control for a file of the build, by its path relative to the build's folder. */
export function webCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return NO_CACHE;
  return SHORT;
}

/**
 * How the API serves the built SPA (issue 9): the build writes `.br` and `.gz` beside each hashed asset and the
 * variant the browser accepts is sent as is, with `Vary: Accept-Encoding`, so nothing is compressed per
 * request; caching follows `webCacheControl`. The SPA fallback's `sendFile('index.html')` goes through the
 * same headers.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    // One route per file found at start-up (a new build means a restart) instead of a catch-all.
    wildcard: false,
    preCompressed: true,
    // Our own Cache-Control below; send's would be `max-age=0`.
    cacheControl: false,
    setHeaders(reply, filePath) {
      // The sent file may be the `.br` or `.gz` sibling: its caching is the original's.
      const original = filePath.replace(/\.(br|gz)$/, '');
      reply.header('cache-control', webCacheControl(path.relative(root, original)));
    },
  };
}
