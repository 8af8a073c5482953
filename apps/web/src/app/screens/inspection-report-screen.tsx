import { ACTION, hasPermission } from '@huella/contracts';
import { InspectionReportPage } from '../../features/inspection-report/components/inspection-report-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';
import { INSPECTION_REPORT_MENU } from './inspection-screen';

/** '/inspeccionreporte' (spec 2 §2): Nuevo needs 2, edit 3, Detalles always (spec 2 §6). */
export function InspectionReportScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <InspectionReportPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, INSPECTION_REPORT_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, INSPECTION_REPORT_MENU, ACTION.edit)}
    />
  );
}
