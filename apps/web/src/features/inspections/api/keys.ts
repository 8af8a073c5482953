/** Every query of the registration screen starts with this key, so a save refreshes them together. */
export const inspectionQueryKey = ['inspeccion'] as const;
