/** Filled in by its slice. */
export function VehicleWearCurvePage(_props: { clientId: number }) {
  return null;
}
