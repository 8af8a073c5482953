import { isInternalRole } from '@huella/contracts';
import { useEffect } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { loadPage } from '../../../lib/browser';
import { clearClient, getSession } from '../../../lib/storage';

/** '/salirCliente': forget the chosen client and start over on the client selection (spec 1 §2.1). */
export function LeaveClientPage() {
  useEffect(() => {
    const { role } = getSession();
    // Members belong to one company: there is nothing to leave, so they go back home instead.
    if (role === null || !isInternalRole(role)) {
      loadPage('/home');
      return;
    }
    clearClient();
    loadPage('/seleccionarCliente');
  }, []);

  return <LoadingState label="Saliendo del cliente…" />;
}
