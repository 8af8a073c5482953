import { z } from 'zod';

/** Every error answer: `{ error }`, plus `errors` by field for 422 (architecture §4). */
export const errorResponse = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
