import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';

/** What the installation screen receives when it was reached through '/ubicaciontemporal'. */
export interface TemporalLocationState {
  fromTemporal: true;
}

/**
 * '/ubicaciontemporal?vehiculo={id}' (spec 1 §2.1, spec 2 §2): the hop between a 'NEUMÁTICOS A REENCAUCHAR'
 * entry and the vehicle's installation screen. It pushes (not replaces) the installation screen with the state
 * `{ fromTemporal: true }`, so that screen's Cancelar goes two steps back, past this hop, to where the user was.
 * Its own history entry is marked as forwarded first: the browser's Back from the installation screen lands
 * here again and goes one more step back instead of forwarding once more.
 */
export function TemporalLocationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hasRun = useRef(false);
  const vehicleId = Number(params.get('vehiculo'));
  const isValid = Number.isInteger(vehicleId) && vehicleId > 0;
  const wasForwarded = (location.state as { forwarded?: boolean } | null)?.forwarded === true;

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    if (wasForwarded) {
      void navigate(-1);
      return;
    }
    if (!isValid) {
      void navigate('/home', { replace: true });
      return;
    }
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: { forwarded: true } });
    const state: TemporalLocationState = { fromTemporal: true };
    void navigate(`/vehiculo/instalacion/${vehicleId}`, { state });
  }, [wasForwarded, isValid, vehicleId, navigate, location.pathname, location.search]);

  return <LoadingState />;
}
