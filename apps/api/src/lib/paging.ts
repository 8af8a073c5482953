import type { Paged, PagedQuery } from '@huella/contracts';

/** Row offset of a page (pages are 1-based). */
export const offsetOf = (query: Pick<PagedQuery, 'page' | 'per_page'>) => (query.page - 1) * query.per_page;

/** Wraps one page of rows and the total count in the list answer of architecture §4. */
export function toPage<T>(rows: T[], total: number, query: Pick<PagedQuery, 'page' | 'per_page'>): Paged<T> {
  const from = rows.length > 0 ? offsetOf(query) + 1 : null;
  return {
    data: rows,
    per_page: query.per_page,
    current_page: query.page,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

/** `%term%` for ILIKE with the user's wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
