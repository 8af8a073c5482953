import { z } from 'zod';
import { installPlainMessages } from './error-map';

// Messages zod writes itself (a missing body, a wrong type) come out in plain Spanish too: our texts first, the
// Spanish locale only for an issue kind the map does not know.
z.config(z.locales.es());
installPlainMessages();

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
export * from './incident-answers';
export * from './first-steps';
export * from './inspections';
export * from './inspection-api';
export * from './inspection-report';
export * from './images';
export * from './lifecycle';
export * from './installation';
export * from './scrap';
export * from './tyre-states';
export * from './profile';
export * from './reports';
export * from './indicators';
export * from './dashboard';
export * from './scrap-reports';
export * from './scrap-losses';
