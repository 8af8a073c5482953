import { z } from 'zod';
import { idSchema } from './fields';

/**
 * 'Primeros pasos' on the home of a new company (issue 11 item 1; the spec is silent,
 * docs/decisions/0035-first-steps.md): what the company has set up so far, each step ticked once its count is
 * above zero.
 */
export const firstStepsQuery = z.object({ id_cliente: idSchema });

export const firstStepsResponse = z.object({
  plantas: z.number(),
  /** Applications with their tread thresholds (the vehicle dialog offers only those). */
  aplicaciones: z.number(),
  /** Whether the client has an active exchange rate (costs in dollars need it). */
  tipo_cambio: z.boolean(),
  /** Vehicle configurations (a shared catalogue: the provider's and every client's). */
  configuraciones: z.number(),
  vehiculos: z.number(),
  neumaticos: z.number(),
});
export type FirstSteps = z.infer<typeof firstStepsResponse>;
