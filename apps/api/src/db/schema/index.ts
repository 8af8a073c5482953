export * from './access-control';
export * from './access-logs';
export * from './clients';
export * from './sessions';
export * from './users';
export * from './client-administration';
export * from './plants';
export * from './vehicle-catalog';
