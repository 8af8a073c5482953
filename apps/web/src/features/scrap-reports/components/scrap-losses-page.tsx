/** Filled in by its slice. */
export function ScrapLossesPage(_props: { clientId: number }) {
  return null;
}
