import { ACTION, hasPermission } from '@huella/contracts';
import { useLocation, useNavigate } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { useInstallation } from '../../features/installation/api/get-installation';
import { InstallationPage } from '../../features/installation/components/installation-page';
import { isNotFound } from '../../lib/api-client';
import { useMenu } from '../../lib/session/get-menu';
import { useRouteId } from '../../lib/use-route-id';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /vehiculos: the installation screen (route id 0) saves with its edit (ADR 0026). */
const VEHICLES_MENU = 73;

const NOT_FOUND = { message: 'Vehículo no encontrado', backTo: '/vehiculos' };

/**
 * '/vehiculo/instalacion/{id}' (spec 2 §2). Cancelar goes back one step, or two when the user came through
 * '/ubicaciontemporal' (that hop pushes this screen with the location state `{ fromTemporal: true }`); opened
 * directly, with nothing to go back to, it goes to /vehiculos.
 */
export function InstallationScreen() {
  const session = useStoredSession();
  const vehicleId = useRouteId();
  if (session.clientId === null) return null;
  if (vehicleId === null) return <NotFoundState {...NOT_FOUND} />;
  return (
    <Installation key={vehicleId} clientId={session.clientId} userId={session.userId} vehicleId={vehicleId} />
  );
}

function Installation({
  clientId,
  userId,
  vehicleId,
}: {
  clientId: number;
  userId: number | null;
  vehicleId: number;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMenu({ clientId, userId });
  // The page's own query (same key, one request): a vehicle that does not exist is the not-found state.
  const installation = useInstallation(clientId, vehicleId);
  if (isNotFound(installation.error)) return <NotFoundState {...NOT_FOUND} />;
  const steps = (location.state as { fromTemporal?: boolean } | null)?.fromTemporal === true ? 2 : 1;
  // React Router numbers its history entries: idx 0 is the first page of this tab.
  const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return (
    <InstallationPage
      clientId={clientId}
      vehicleId={vehicleId}
      canSave={hasPermission(menu.data?.permissions ?? {}, VEHICLES_MENU, ACTION.edit)}
      onCancel={() => void (historyIndex >= steps ? navigate(-steps) : navigate('/vehiculos'))}
      onReload={() => window.location.reload()}
      onExit={() => void navigate('/vehiculos')}
    />
  );
}
