/** Filled in by its slice. */
export function TyreComparisonPage(_props: { clientId: number }) {
  return null;
}
