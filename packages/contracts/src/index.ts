import { z } from 'zod';

// Messages zod writes itself (a missing body, a wrong type) come out in Spanish too.
z.config(z.locales.es());

export * from './access-control';
export * from './auth';
export * from './errors';
export * from './fields';
export * from './messages';
export * from './paging';
export * from './permissions';
export * from './routes';
export * from './session';
export * from './users';
export * from './clients';
export * from './members';
export * from './subscriptions';
export * from './plants';
export * from './vehicle-catalog';
export * from './vehicles';
export * from './tyre-catalog';
export * from './tyres';
export * from './exchange-rate';
export * from './applications';
export * from './acceptance-criteria';
export * from './tyre-import';
export * from './app-versions';
export * from './incidents';
export * from './images';
export * from './lifecycle';
export * from './installation';
export * from './scrap';
export * from './tyre-states';
export * from './profile';
