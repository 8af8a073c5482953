import type { Action, ModuleNode } from '@huella/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { isMenuNodeAvailable, UnavailableChip } from '../../../components/unavailable-chip';

export interface PermissionTreeProps {
  modules: ModuleNode[];
  actions: Action[];
  /** The role's grants as 'menu.action'. */
  granted: ReadonlySet<string>;
  /** Without edit (3) on the permission screen the boxes only show the grants (spec 1 §6). */
  readOnly: boolean;
  /** The grant being saved, shown disabled until the server answers. */
  pending: string | null;
  onToggle: (namePermiso: string) => void;
  /** Whether this build has the screen of a path: the others are marked 'Aún no disponible'. */
  hasScreen?: (path: string) => boolean;
}

/**
 * Modules, submodules and sub-submodules down the side, the server's actions across the top: one checkbox per
 * action a module offers. Groups (no actions) are headings.
 */
export function PermissionTree(props: PermissionTreeProps) {
  const renderRows = (nodes: ModuleNode[], level: number) =>
    nodes.map((node) => {
      const isGroup = node.acciones_.length === 0;
      return (
        <Fragment key={node.id}>
          <TableRow hover={!isGroup} sx={isGroup && level === 0 ? { bgcolor: 'action.hover' } : undefined}>
            <TableCell component="th" scope="row" sx={{ pl: 2 + level * 3 }}>
              <Typography variant="body2" component="div" sx={{ fontWeight: isGroup ? 600 : 400 }}>
                {node.menu}
                {props.hasScreen && !isMenuNodeAvailable(node, props.hasScreen) && (
                  <>
                    {' '}
                    <UnavailableChip />
                  </>
                )}
              </Typography>
              {node.path && (
                <Typography variant="caption" color="text.secondary">
                  {node.path}
                </Typography>
              )}
            </TableCell>
            {props.actions.map((action) => {
              const name = `${node.id}.${action.id}`;
              return (
                <TableCell key={action.id} align="center" padding="checkbox">
                  {node.acciones_.includes(action.id) && (
                    <Checkbox
                      checked={props.granted.has(name)}
                      disabled={props.readOnly || props.pending === name}
                      onChange={() => props.onToggle(name)}
                      slotProps={{ input: { 'aria-label': `${action.name} en ${node.menu}` } }}
                      size="small"
                    />
                  )}
                </TableCell>
              );
            })}
          </TableRow>
          {renderRows(node.menu_submenu, level + 1)}
        </Fragment>
      );
    });

  return (
    <TableContainer
      component={Box}
      sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Table size="small" aria-label="Permisos por módulo y acción" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Módulo</TableCell>
            {props.actions.map((action) => (
              <TableCell key={action.id} align="center" sx={{ width: 96 }}>
                {action.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{renderRows(props.modules, 0)}</TableBody>
      </Table>
    </TableContainer>
  );
}
