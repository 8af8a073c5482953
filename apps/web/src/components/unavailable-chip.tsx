import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** A menu node as the permission and module screens draw it: a screen (path) or a group of them. */
interface MenuNodeLike {
  path: string | null;
  menu_submenu: readonly MenuNodeLike[];
}

/**
 * Whether a menu node leads to a screen this build has: a screen by its path, a group when any screen under it
 * does. The drawer hides the others; the permission and module screens mark them (issue 11).
 */
export function isMenuNodeAvailable(node: MenuNodeLike, hasScreen: (path: string) => boolean): boolean {
  if (node.path) return hasScreen(node.path);
  return node.menu_submenu.some((child) => isMenuNodeAvailable(child, hasScreen));
}

export const UNAVAILABLE_TEXT = 'Aún no disponible';

/** The mark of a menu entry whose screen is not in this version yet; its grants can still be set. */
export function UnavailableChip() {
  return (
    <Tooltip title="Esta pantalla llega en una próxima versión; sus permisos ya se pueden asignar">
      <Chip
        label={UNAVAILABLE_TEXT}
        size="small"
        variant="outlined"
        color="warning"
        sx={{ fontWeight: 400 }}
      />
    </Tooltip>
  );
}
