import { ACTION, hasPermission } from '@huella/contracts';
import { InspectionPage } from '../../features/inspections/components/inspection-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission ids of /inspeccion and /inspeccionreporte (spec 1 §2.2). */
export const INSPECTION_MENU = 70;
export const INSPECTION_REPORT_MENU = 71;

/**
 * '/inspeccion' (spec 2 §2 Inspection registration): a new inspection, or with `?identificador=N` the header
 * and readings of a finished one (edit needs permission 3 on the report, spec 2 §6).
 */
export function InspectionScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  // The guard only shows client screens with a client chosen.
  if (session.clientId === null) return null;
  return (
    <InspectionPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, INSPECTION_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, INSPECTION_REPORT_MENU, ACTION.edit)}
    />
  );
}
