import { APP_VERSION_MSG, appDownloadPath, ROLE } from '@huella/contracts';
import AndroidIcon from '@mui/icons-material/Android';
import PublishIcon from '@mui/icons-material/Publish';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadPage } from '../../../lib/browser';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useLastAppVersion } from '../api/get-last-app-version';

// Only the superadmin opens it, rarely: its form and upload load on the first click, not with the shell.
const PublishAppDialog = lazy(() =>
  import('./publish-app-dialog').then((m) => ({ default: m.PublishAppDialog })),
);

export interface AppDownloadMenu {
  /** Entries for the top bar's overflow menu; `close` closes that menu. */
  menuItems: (close: () => void) => ReactNode[];
  /** The publish dialog, rendered outside the menu so it outlives it. */
  dialog: ReactNode;
}

/**
 * The overflow menu's mobile app entries (spec 1 §2.1): the download with its version when one is published,
 * and for the superadmin the way to publish one. The download is a full navigation: /downloads is served by
 * the server, not by this app.
 */
export function useAppDownloadMenu(): AppDownloadMenu {
  const session = useStoredSession();
  const last = useLastAppVersion(session.loggedIn);
  const [isPublishing, setPublishing] = useState(false);
  const isSuperadmin = session.role === ROLE.superadmin;

  const menuItems = (close: () => void): ReactNode[] => {
    const items: ReactNode[] = [];
    const version = last.data;
    if (version) {
      items.push(
        <MenuItem
          key="app-download"
          onClick={() => {
            close();
            loadPage(appDownloadPath(version.nombre));
          }}
        >
          <ListItemIcon>
            <AndroidIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{APP_VERSION_MSG.descargar(version.version)}</ListItemText>
        </MenuItem>,
      );
    }
    if (isSuperadmin) {
      items.push(
        <MenuItem
          key="app-publish"
          onClick={() => {
            close();
            setPublishing(true);
          }}
        >
          <ListItemIcon>
            <PublishIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Publicar aplicación móvil</ListItemText>
        </MenuItem>,
      );
    }
    return items;
  };

  return {
    menuItems,
    dialog: isPublishing ? (
      <Suspense fallback={null}>
        <PublishAppDialog onClose={() => setPublishing(false)} />
      </Suspense>
    ) : null,
  };
}
