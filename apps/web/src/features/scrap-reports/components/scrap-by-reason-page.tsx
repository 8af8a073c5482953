/** Filled in by its slice. */
export function ScrapByReasonPage(_props: { clientId: number }) {
  return null;
}
