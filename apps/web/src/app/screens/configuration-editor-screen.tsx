import { ACTION, hasPermission } from '@huella/contracts';
import { useParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useMenu } from '../../lib/session/get-menu';
import { ConfigurationEditorPage } from '../../features/vehicle-catalog/components/configuration-editor-page';
import { useStoredSession } from '../../lib/use-stored-session';
import { CONFIGURATIONS_MENU } from './configurations-screen';

/** '/configuracionvehiculo/instalacion[/{id}]': new (no id or 0) or edit; saving needs 74 add or edit. */
export function ConfigurationEditorScreen() {
  const params = useParams();
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  if (menu.isPending) return <LoadingState />;
  const permissions = menu.data?.permissions ?? {};
  const id = Number(params.id);
  const configurationId = Number.isInteger(id) && id > 0 ? id : null;
  const can = (action: number) => hasPermission(permissions, CONFIGURATIONS_MENU, action);
  return (
    <ConfigurationEditorPage
      key={configurationId ?? 'nuevo'}
      id={configurationId}
      clientId={session.clientId}
      canSave={configurationId === null ? can(ACTION.add) : can(ACTION.edit)}
      canAddType={can(ACTION.add)}
      canEditType={can(ACTION.edit)}
    />
  );
}
