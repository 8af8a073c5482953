/** Filled in by its slice. */
export function RemnantByUnitPage(_props: { clientId: number }) {
  return null;
}
