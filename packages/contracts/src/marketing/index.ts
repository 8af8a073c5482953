export * from './marketing-filter';
export * from './marketing-reports';
