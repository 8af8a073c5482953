export * from './auth';
export * from './errors';
export * from './fields';
export * from './messages';
export * from './permissions';
export * from './routes';
export * from './session';

// Messages zod writes itself (a missing body, a wrong type) come out in Spanish too.
import { z } from 'zod';
z.config(z.locales.es());
