/** Filled in by its slice. */
export function TyreWearCurvePage(_props: { clientId: number }) {
  return null;
}
