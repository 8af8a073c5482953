export * from './auth';
export * from './errors';
export * from './fields';
export * from './messages';
export * from './permissions';
export * from './routes';
export * from './session';
