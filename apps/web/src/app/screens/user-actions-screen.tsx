import { UserActionsPage } from '../../features/user-actions/components/user-actions-page';

/** Client-less (internal): no client to read from the session. */
export function UserActionsScreen() {
  return <UserActionsPage />;
}
