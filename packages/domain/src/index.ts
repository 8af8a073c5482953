export * from './numbers';
export * from './positions';
export * from './distance-cost';
export * from './money';
export * from './remnant-thresholds';
export * from './calendar';
export * from './tyre-lifecycle';
export * from './scrap-loss';
