import { z } from 'zod';

/** List endpoints never answer more than this per page (architecture §3: DataGrid MIT caps at 100 too). */
export const PER_PAGE_MAX = 100;

/**
 * Query of every server-paged list (architecture §4): page (1-based), per_page ≤ 100, search, sortBy and
 * sortDirection. Each list narrows `sortBy` to its own sortable columns with `pagedQueryWith`.
 */
export const pagedQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(10),
  search: z.string().trim().max(100).optional(),
  sortBy: z.string().max(40).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type PagedQuery = z.infer<typeof pagedQuery>;

/** A list's query with `sortBy` limited to the given columns (unknown columns are a 422, not a silent default). */
export function pagedQueryWith<const T extends readonly [string, ...string[]]>(sortable: T) {
  return pagedQuery.extend({ sortBy: z.enum(sortable).optional() });
}

/** The answer of every server-paged list. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    per_page: z.number(),
    current_page: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
    total: z.number(),
  });
}
export interface Paged<T> {
  data: T[];
  per_page: number;
  current_page: number;
  from: number | null;
  to: number | null;
  total: number;
}
