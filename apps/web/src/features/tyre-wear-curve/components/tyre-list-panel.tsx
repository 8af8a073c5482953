import { TYRE_WEAR_MSG, TYRE_WEAR_PAGE_SIZE, type WearCurveTyreItem } from '@huella/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { SearchField } from '../../../components/search-field';
import { useWearCurveTyres } from '../api/get-wear-curve-tyres';

const secondary = (tyre: WearCurveTyreItem) =>
  [
    tyre.marca,
    tyre.medida,
    tyre.vida === 'N' ? 'Nuevo' : `Reencauche ${tyre.vida.slice(1)}`,
    tyre.descripcion_estado,
  ]
    .filter(Boolean)
    .join(' · ');

/** The client's tyres, 5 per page by id descending, searched by serial (spec 3 §2.7, §9); a click selects one. */
export function TyreListPanel({
  clientId,
  selectedId,
  onSelect,
}: {
  clientId: number;
  selectedId: number | null;
  onSelect: (tyre: WearCurveTyreItem) => void;
}) {
  const [page, setPage] = useState(1);
  const [serial, setSerial] = useState('');
  const tyres = useWearCurveTyres(clientId, page, serial);
  const onSearch = useCallback((text: string) => {
    setSerial(text);
    setPage(1);
  }, []);
  const total = tyres.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TYRE_WEAR_PAGE_SIZE));

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Neumáticos"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        Neumáticos
      </Typography>
      <SearchField value={serial} onSearch={onSearch} label="Buscar por serie" width={328} />
      {tyres.isPending ? (
        <LoadingState />
      ) : tyres.isError ? (
        <ErrorState onRetry={() => void tyres.refetch()} />
      ) : tyres.data.data.length === 0 ? (
        <EmptyState message={TYRE_WEAR_MSG.sinDatos} />
      ) : (
        <>
          <Box sx={{ height: 4 }}>{tyres.isFetching && <LinearProgress aria-label="Actualizando" />}</Box>
          <List dense disablePadding aria-label="Lista de neumáticos">
            {tyres.data.data.map((tyre) => (
              <ListItemButton
                key={tyre.id}
                selected={tyre.id === selectedId}
                aria-current={tyre.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(tyre)}
                sx={{ minHeight: 56, borderRadius: 1, mb: 0.5 }}
              >
                <ListItemText
                  primary={tyre.num_serie}
                  secondary={secondary(tyre)}
                  slotProps={{
                    primary: { sx: { fontWeight: 600 } },
                  }}
                />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mt: 1 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, value) => setPage(value)}
              siblingCount={0}
              color="primary"
              getItemAriaLabel={(type, item) =>
                type === 'page'
                  ? `Página ${item}`
                  : type === 'next'
                    ? 'Página siguiente'
                    : type === 'previous'
                      ? 'Página anterior'
                      : type === 'first'
                        ? 'Primera página'
                        : 'Última página'
              }
              sx={{ '& .MuiPaginationItem-root': { minWidth: 44, height: 44, mx: 0 } }}
            />
            <Typography variant="caption" color="text.secondary">
              {`${tyres.data.from ?? 0}–${tyres.data.to ?? 0} de ${total.toLocaleString('es-PE')}`}
            </Typography>
          </Box>
        </>
      )}
    </Paper>
  );
}
