export * from './access-control';
export * from './access-logs';
export * from './clients';
export * from './sessions';
export * from './users';
