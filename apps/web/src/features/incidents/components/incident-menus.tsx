import { isMemberRole } from '@huella/contracts';
import { useStoredSession } from '../../../lib/use-stored-session';
import { SupportMenu } from './support-menu';
import { IncidentNotifications } from './incident-notifications';

/**
 * Spec 1 §2.1, spec 3 §6: users with a client id (members of a client) get the headset; the provider's own
 * staff, without one, get the notifications.
 */
export function IncidentMenus() {
  const session = useStoredSession();
  if (!session.loggedIn || session.role === null || session.userId === null) return null;
  if (!isMemberRole(session.role)) return <IncidentNotifications />;
  return session.clientId === null ? null : (
    <SupportMenu clientId={session.clientId} userId={session.userId} />
  );
}
