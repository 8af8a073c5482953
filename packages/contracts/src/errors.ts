import { z } from 'zod';

/**
 * Every error answer: `{ error }`, plus `errors` by field for 422 (architecture §4) and a `code` where the
 * browser must act on the error rather than show it (CAMBIAR_PASSWORD).
 */
export const errorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
