export * from './usage-filters';
export * from './sessions';
export * from './actions';
export * from './technical-report';
