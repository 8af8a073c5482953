import { useState } from 'react';
import { clearSession } from '../../../lib/storage';
import { useInterval } from './use-interval';

const OFFLINE_CHECK_MS = 10_000;

/**
 * Spec 1 §4: going offline (checked every 10 s) logs the user out. The session is cleared locally (the server
 * cannot be told) and the answer stays true until the page is reloaded, so the offline screen stays up.
 */
export function useOfflineCheck(isEnabled: boolean) {
  const [isOffline, setIsOffline] = useState(false);
  useInterval(
    () => {
      if (navigator.onLine) return;
      clearSession();
      setIsOffline(true);
    },
    isEnabled && !isOffline ? OFFLINE_CHECK_MS : null,
  );
  return isOffline;
}
