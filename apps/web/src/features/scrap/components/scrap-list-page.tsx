import type { ScrapRecord, TyreCatalog } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useTableState } from '../../../lib/use-table-state';
import { useScrapList } from '../api/get-scrap-list';
import { useScrapReasons } from '../api/get-scrap-reasons';
import { DirectScrapDialog } from './direct-scrap-dialog';
import { InstalledScrapDialog } from './installed-scrap-dialog';
import { LossNote } from './loss-note';
import { useScrapColumns } from './scrap-columns';
import { ScrapEditDialog } from './scrap-edit-dialog';
import { ScrapPhotosDialog } from './scrap-photos-dialog';

/** Spec 2 §9 (as the other server-paged tables): 10/25/50/100 rows, default 10. */
const PAGE_SIZES = [10, 25, 50, 100];

export interface ScrapListPageProps {
  clientId: number;
  userId: number | null;
  /** Spec 2 §6: the direct registration button needs permission 2 (so does the installed-tyre form). */
  canAdd: boolean;
  /** Spec 2 §6: the edit action needs permission 3. */
  canEdit: boolean;
  catalog: TyreCatalog | undefined;
}

type DialogState =
  | { kind: 'closed' }
  | { kind: 'direct' }
  | { kind: 'installed' }
  | { kind: 'edit'; record: ScrapRecord }
  | { kind: 'photos'; record: ScrapRecord };

/** '/neumaticosscrap' (menu 76): 'Neumáticos en SCRAP', newest scrap first, with its loss. */
export function ScrapListPage({ clientId, userId, canAdd, canEdit, catalog }: ScrapListPageProps) {
  const table = useTableState({ perPage: 10 });
  const list = useScrapList(clientId, table.query);
  const reasons = useScrapReasons();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const close = () => setDialog({ kind: 'closed' });
  const columns = useScrapColumns({
    canEdit,
    withTyre: true,
    onEdit: useCallback((record: ScrapRecord) => setDialog({ kind: 'edit', record }), []),
    onPhotos: useCallback((record: ScrapRecord) => setDialog({ kind: 'photos', record }), []),
  });

  const total = list.data?.total;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageTitle
        title={`Neumáticos en SCRAP${total === undefined ? '' : ` (${new Intl.NumberFormat('es-PE').format(total)})`}`}
        subtitle={<LossNote />}
        actions={
          canAdd && (
            <>
              <Button
                variant="outlined"
                startIcon={<DeleteSweepIcon />}
                onClick={() => setDialog({ kind: 'installed' })}
                sx={{ minHeight: 44 }}
              >
                Neumático instalado
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'direct' })}
                sx={{ minHeight: 44 }}
              >
                Registrar en scrap
              </Button>
            </>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por serie, DOT, marca o motivo"
          ariaLabel="Buscar neumáticos en scrap"
          width={380}
        />
        <DataTable
          listName="scrap"
          rows={list.data?.data ?? []}
          rowCount={list.data?.total ?? 0}
          columns={columns}
          isLoading={list.isFetching}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
        />
      </Paper>
      {dialog.kind === 'direct' && (
        <DirectScrapDialog
          clientId={clientId}
          userId={userId}
          catalog={catalog}
          reasons={reasons.data ?? []}
          onClose={close}
        />
      )}
      {dialog.kind === 'installed' && (
        <InstalledScrapDialog
          clientId={clientId}
          userId={userId}
          reasons={reasons.data ?? []}
          onClose={close}
        />
      )}
      {dialog.kind === 'edit' && (
        <ScrapEditDialog
          clientId={clientId}
          userId={userId}
          record={dialog.record}
          reasons={reasons.data ?? []}
          onClose={close}
        />
      )}
      {dialog.kind === 'photos' && <ScrapPhotosDialog record={dialog.record} onClose={close} />}
    </Box>
  );
}
