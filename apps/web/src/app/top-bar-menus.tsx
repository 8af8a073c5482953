import { ACTION, hasPermission, ROLE } from '@huella/contracts';
import { IncidentMenus } from '../features/incidents/components/incident-menus';
import { PendingReportsMenu } from '../features/report-approval/components/pending-reports-menu';
import { RetreadAlertMenus } from '../features/tyre-states/components/retread-alert-menus';
import { useMenu } from '../lib/session/get-menu';
import { useStoredSession } from '../lib/use-stored-session';

/** Menu id of /neumaticos: the retread menus list the client's tyres, so they follow its view grant. */
const TYRES_MENU = 75;

/**
 * The slot for the top bar's badge menus of spec 1 §2.1: 'REPORTES POR APROBAR' (roles 1 and 2),
 * 'NEUMÁTICOS PRÓXIMOS A REENCAUCHAR' / 'NEUMÁTICOS A REENCAUCHAR' (users working on a client who may see its
 * tyres), the incident headset or notifications and the app download. Later work composes the rest here.
 */
export function TopBarMenus() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const canSeeTyres =
    session.clientId !== null && hasPermission(menu.data?.permissions ?? {}, TYRES_MENU, ACTION.view);
  // Spec 1 §2.1: the waiting reports are for the stored roles 1 and 2 (the server refuses the rest).
  const isReviewer = session.role === ROLE.superadmin || session.role === ROLE.admin;
  return (
    <>
      {isReviewer && <PendingReportsMenu />}
      {canSeeTyres && session.clientId !== null && <RetreadAlertMenus clientId={session.clientId} />}
      <IncidentMenus />
    </>
  );
}
