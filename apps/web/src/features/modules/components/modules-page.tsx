import { ACTION, hasPermission, MENU_TYPES, MSG, type ModuleNode } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MenuIcon } from '../../../components/menu-icon';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isMenuNodeAvailable, UnavailableChip } from '../../../components/unavailable-chip';
import { isApiError } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useMenu } from '../../../lib/session/get-menu';
import { useDeleteModule } from '../api/delete-module';
import { useActions } from '../api/get-actions';
import { useModules } from '../api/get-modules';
import { ModuleDialog } from './module-dialog';

const MODULES_MENU = 30;
/** Spec 1 §9: modules 10 per page (top-level modules; their children page with them). */
const PAGE_SIZE = 10;
/** Three levels: rows of the third level take no children. */
const MAX_LEVEL = 2;

type DialogState =
  | { kind: 'closed' }
  | { kind: 'form'; module: ModuleNode | null; parentId: number | null }
  | { kind: 'delete'; module: ModuleNode };

const typeLabel = (value: string) => MENU_TYPES.find((type) => type.value === value)?.label ?? value;

const allIds = (nodes: ModuleNode[]): number[] =>
  nodes.flatMap((node) => (node.menu_submenu.length > 0 ? [node.id, ...allIds(node.menu_submenu)] : []));

/**
 * '/modulos' (menu 30): the menu tree with its actions; add, edit, delete, expand and collapse. `hasScreen`
 * (from the route table) marks the modules whose screen this build does not have yet.
 */
export function ModulesPage({ hasScreen }: { hasScreen?: (path: string) => boolean } = {}) {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const can = (action: number) => hasPermission(menu.data?.permissions ?? {}, MODULES_MENU, action);
  const canAdd = can(ACTION.add);
  const canEdit = can(ACTION.edit);
  const canDelete = can(ACTION.delete);
  const hasActionColumn = canAdd || canEdit || canDelete;

  const modules = useModules();
  const actions = useActions();
  const deleteModule = useDeleteModule();
  const notify = useNotify();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const actionNames = useMemo(
    () => new Map((actions.data ?? []).map((action) => [action.id, action.name])),
    [actions.data],
  );
  const tree = modules.data ?? [];
  const visibleRoots = tree.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const handleDelete = async (module: ModuleNode) => {
    try {
      const answer = await deleteModule.mutateAsync(module.id);
      notify({ severity: 'success', message: answer.success });
    } catch (error) {
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 4000 });
    }
    setDialog({ kind: 'closed' });
  };

  const renderRows = (nodes: ModuleNode[], level: number) =>
    nodes.map((node) => {
      const hasChildren = node.menu_submenu.length > 0;
      const isOpen = expanded.has(node.id);
      return (
        <Fragment key={node.id}>
          <TableRow hover sx={level === 0 ? { '& > td, & > th': { fontWeight: 500 } } : undefined}>
            <TableCell component="th" scope="row" sx={{ pl: 1 + level * 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {hasChildren ? (
                  <IconButton
                    size="small"
                    aria-label={`${isOpen ? 'Contraer' : 'Expandir'} ${node.menu}`}
                    aria-expanded={isOpen}
                    onClick={() => toggle(node.id)}
                  >
                    {isOpen ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                  </IconButton>
                ) : (
                  <Box sx={{ width: 34 }} />
                )}
                {node.icon && <MenuIcon icon={node.icon} fontSize="small" color="action" aria-hidden />}
                <span>{node.menu}</span>
                {!node.visible && <Chip label="Oculto" size="small" variant="outlined" />}
                {hasScreen && !isMenuNodeAvailable(node, hasScreen) && <UnavailableChip />}
              </Box>
            </TableCell>
            <TableCell>{typeLabel(node.id_cliente)}</TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {node.path ?? '—'}
              </Typography>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {node.acciones_.map((id) => (
                  <Chip
                    key={id}
                    label={actionNames.get(id) ?? id}
                    size="small"
                    color="primary"
                    variant="outlined"
                  />
                ))}
              </Box>
            </TableCell>
            {hasActionColumn && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canAdd && level < MAX_LEVEL && (
                  <Tooltip title="Agregar submódulo">
                    <IconButton
                      aria-label={`Agregar submódulo a ${node.menu}`}
                      onClick={() => setDialog({ kind: 'form', module: null, parentId: node.id })}
                    >
                      <PlaylistAddIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {canEdit && (
                  <Tooltip title="Editar">
                    <IconButton
                      aria-label={`Editar ${node.menu}`}
                      onClick={() => setDialog({ kind: 'form', module: node, parentId: node.id_menu })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {canDelete && (
                  <Tooltip title="Eliminar">
                    <IconButton
                      aria-label={`Eliminar ${node.menu}`}
                      color="error"
                      onClick={() => setDialog({ kind: 'delete', module: node })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            )}
          </TableRow>
          {hasChildren && isOpen && renderRows(node.menu_submenu, level + 1)}
        </Fragment>
      );
    });

  let content;
  if (modules.isError) {
    content = (
      <ErrorState
        message={isApiError(modules.error) ? modules.error.message : undefined}
        onRetry={() => void modules.refetch()}
      />
    );
  } else if (modules.isPending) {
    content = <LoadingState />;
  } else if (tree.length === 0) {
    content = <EmptyState message={MSG.noHayDatos} />;
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>
          <Button
            size="small"
            startIcon={<UnfoldMoreIcon />}
            onClick={() => setExpanded(new Set(allIds(tree)))}
          >
            Expandir todo
          </Button>
          <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded(new Set())}>
            Contraer todo
          </Button>
        </Box>
        <TableContainer>
          <Table size="small" aria-label="Módulos">
            <TableHead>
              <TableRow>
                <TableCell>Módulo</TableCell>
                <TableCell sx={{ width: 130 }}>Tipo de menú</TableCell>
                <TableCell>Ruta</TableCell>
                <TableCell sx={{ minWidth: 250 }}>Acciones</TableCell>
                {hasActionColumn && (
                  <TableCell align="right" sx={{ width: 150 }}>
                    Acción
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>{renderRows(visibleRoots, 0)}</TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={tree.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageTitle
        title="Módulos"
        subtitle="Menú de la plataforma: módulos, submódulos y las acciones que ofrece cada pantalla."
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', module: null, parentId: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      {content}
      {dialog.kind === 'form' && (
        <ModuleDialog
          module={dialog.module}
          parentId={dialog.parentId}
          tree={tree}
          canAddAction={canAdd}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Eliminar módulo"
          message={`¿Desea eliminar el módulo ${dialog.module.menu}?`}
          confirmLabel="Eliminar"
          isDestructive
          isPending={deleteModule.isPending}
          onCancel={() => {
            setDialog({ kind: 'closed' });
            notify({ severity: 'info', message: 'Se cancelo la acción' });
          }}
          onConfirm={() => void handleDelete(dialog.module)}
        />
      )}
    </>
  );
}
