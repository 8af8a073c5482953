import { ACTION, hasPermission } from '@huella/contracts';
import { useParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { NotFoundState } from '../../components/not-found-state';
import { useConfiguration } from '../../features/vehicle-catalog/api/get-configuration';
import { ConfigurationEditorPage } from '../../features/vehicle-catalog/components/configuration-editor-page';
import { isNotFound } from '../../lib/api-client';
import { useMenu } from '../../lib/session/get-menu';
import { parseRouteId } from '../../lib/use-route-id';
import { useStoredSession } from '../../lib/use-stored-session';
import { CONFIGURATIONS_MENU } from './configurations-screen';

const NOT_FOUND = { message: 'Configuración no encontrada', backTo: '/configuracionvehiculo' };

/** '/configuracionvehiculo/instalacion[/{id}]': new (no id or 0) or edit; saving needs 74 add or edit. */
export function ConfigurationEditorScreen() {
  const { id } = useParams();
  const isNew = id === undefined || id === '0';
  const configurationId = isNew ? null : parseRouteId(id);
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  // The page's own query (same key, one request; off for a new one): an id that names nothing is not found.
  const configuration = useConfiguration(configurationId);
  if (!isNew && configurationId === null) return <NotFoundState {...NOT_FOUND} />;
  if (isNotFound(configuration.error)) return <NotFoundState {...NOT_FOUND} />;
  if (menu.isPending) return <LoadingState />;
  const permissions = menu.data?.permissions ?? {};
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
