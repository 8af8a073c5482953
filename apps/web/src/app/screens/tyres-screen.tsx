import { ACTION, hasPermission } from '@huella/contracts';
import { useCallback } from 'react';
import { useMenu } from '../../lib/session/get-menu';
import { useTyreCatalog } from '../../features/tyre-catalog/api/get-tyre-catalog';
import { TyreCatalogDialog } from '../../features/tyre-catalog/components/tyre-catalog-dialog';
import type { CatalogDialogComponent } from '../../features/tyres/components/tyre-dialog';
import { TyresPage } from '../../features/tyres/components/tyres-page';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /neumaticos (spec 1 §2.2); buttons follow spec 2 §6. */
export const TYRES_MENU = 75;

/** '/neumaticos': the tyre report fed with the client, the role's permissions and the tyre master dialogs. */
export function TyresScreen() {
  const session = useStoredSession();
  const clientId = session.clientId ?? 0;
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const catalog = useTyreCatalog(clientId);
  const permissions = menu.data?.permissions ?? {};
  const canAdd = hasPermission(permissions, TYRES_MENU, ACTION.add);
  const brands = catalog.data?.marcas;
  // The '+' of the tyre dialog opens the master dialogs; they need the add grant (the API checks it too).
  const CatalogDialog = useCallback<CatalogDialogComponent>(
    (props) => <TyreCatalogDialog {...props} clientId={clientId} brands={brands ?? []} />,
    [clientId, brands],
  );
  // The guard only shows client screens with a client chosen.
  if (session.clientId === null) return null;
  return (
    <TyresPage
      clientId={session.clientId}
      canAdd={canAdd}
      canEdit={hasPermission(permissions, TYRES_MENU, ACTION.edit)}
      catalog={catalog.data}
      CatalogDialog={canAdd ? CatalogDialog : undefined}
    />
  );
}
