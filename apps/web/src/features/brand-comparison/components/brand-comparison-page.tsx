/** Filled in by its slice. */
export function BrandComparisonPage(_props: { clientId: number }) {
  return null;
}
