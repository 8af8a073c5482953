import type { MenuEntry } from '@huella/contracts';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon';
import { isActivePath, normalizePath } from '../menu-tree';

export interface MenuListProps {
  entries: MenuEntry[];
  level?: number;
  isMini: boolean;
  pathname: string;
  openGroups: ReadonlySet<number>;
  onToggleGroup: (id: number) => void;
  onOpenEntry: (entry: MenuEntry) => void;
}

/** The server menu, up to three levels: groups collapse, links highlight when their route is open. */
export function MenuList({
  entries,
  level = 0,
  isMini,
  pathname,
  openGroups,
  onToggleGroup,
  onOpenEntry,
}: MenuListProps) {
  return (
    <List component="div" disablePadding dense={level > 0}>
      {entries.map((entry) => {
        const isGroup = entry.menu_submenu.length > 0;
        const isOpen = openGroups.has(entry.id);
        const isActive = !isGroup && isActivePath(entry.path, pathname);
        const indent = isMini ? 2.5 : 2 + level * 2;
        const icon = (
          <ListItemIcon sx={{ minWidth: isMini ? 0 : 40, color: isActive ? 'primary.main' : 'inherit' }}>
            <MenuIcon icon={entry.icon} fontSize={level > 0 ? 'small' : 'medium'} />
          </ListItemIcon>
        );
        const text = !isMini && (
          <ListItemText
            primary={entry.menu}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: isActive ? 600 : 400 } } }}
          />
        );

        const button =
          isGroup || !entry.path ? (
            <ListItemButton
              onClick={() => onToggleGroup(entry.id)}
              sx={{ pl: indent, minHeight: 44 }}
              aria-expanded={isOpen}
            >
              {icon}
              {text}
              {!isMini && (isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
            </ListItemButton>
          ) : (
            <ListItemButton
              component={RouterLink}
              to={normalizePath(entry.path)}
              selected={isActive}
              onClick={() => onOpenEntry(entry)}
              sx={{ pl: indent, minHeight: 44 }}
              aria-current={isActive ? 'page' : undefined}
            >
              {icon}
              {text}
            </ListItemButton>
          );

        return (
          <div key={entry.id}>
            {isMini ? (
              <Tooltip title={entry.menu} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
            {isGroup && !isMini && (
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <MenuList
                  entries={entry.menu_submenu}
                  level={level + 1}
                  isMini={isMini}
                  pathname={pathname}
                  openGroups={openGroups}
                  onToggleGroup={onToggleGroup}
                  onOpenEntry={onOpenEntry}
                />
              </Collapse>
            )}
          </div>
        );
      })}
    </List>
  );
}
