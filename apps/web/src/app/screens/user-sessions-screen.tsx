import { UserSessionsPage } from '../../features/user-sessions/components/user-sessions-page';

/** Client-less (internal): both spellings of the route (spec 1 §2.2, spec 3 §2) open this screen. */
export function UserSessionsScreen() {
  return <UserSessionsPage />;
}
