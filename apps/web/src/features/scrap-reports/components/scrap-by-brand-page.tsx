/** Filled in by its slice. */
export function ScrapByBrandPage(_props: { clientId: number }) {
  return null;
}
