import { ACTION, hasPermission } from '@huella/contracts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { InstallationPage } from '../../features/installation/components/installation-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /vehiculos: the installation screen (route id 0) saves with its edit (ADR 0026). */
const VEHICLES_MENU = 73;

/**
 * '/vehiculo/instalacion/{id}' (spec 2 §2). Cancelar goes back one step, or two when the user came through
 * '/ubicaciontemporal' (that hop pushes this screen with the location state `{ fromTemporal: true }`); opened
 * directly, with nothing to go back to, it goes to /vehiculos.
 */
export function InstallationScreen() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const vehicleId = Number(params.id);
  if (session.clientId === null || !Number.isInteger(vehicleId) || vehicleId <= 0) return null;
  const steps = (location.state as { fromTemporal?: boolean } | null)?.fromTemporal === true ? 2 : 1;
  // React Router numbers its history entries: idx 0 is the first page of this tab.
  const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return (
    <InstallationPage
      key={vehicleId}
      clientId={session.clientId}
      vehicleId={vehicleId}
      canSave={hasPermission(menu.data?.permissions ?? {}, VEHICLES_MENU, ACTION.edit)}
      onCancel={() => void (historyIndex >= steps ? navigate(-steps) : navigate('/vehiculos'))}
      onReload={() => window.location.reload()}
      onExit={() => void navigate('/vehiculos')}
    />
  );
}
