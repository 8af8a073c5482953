import {
  ACTION,
  hasPermission,
  SHARED_CATALOGS,
  type SharedCatalog,
  type SharedCatalogRow,
} from '@huella/contracts';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useMenu } from '../../../lib/session/get-menu';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useSharedCatalogue } from '../api/get-shared-catalogue';
import { useMergeCatalogueRows } from '../api/merge-catalogue-rows';
import { CatalogueRowField, referencesLabel, rowLabel } from './catalogue-row-field';

/** The screen's own menu id (docs/decisions/0003-menu-ids.md). */
const CURATION_MENU = 97;

const CATALOGUE_NAMES: Record<SharedCatalog, string> = {
  vehiculotipo: 'Tipos de vehículo',
  vehiculomarca: 'Marcas de vehículo',
  vehiculomodelo: 'Modelos de vehículo',
  vehiculoconfiguracion: 'Configuraciones',
  neumaticomarca: 'Marcas de neumático',
  neumaticomodelo: 'Modelos de neumático',
  neumaticomedida: 'Medidas',
  neumaticodisenio: 'Diseños',
  empresas: 'Empresas reencauchadoras',
};

/** What a row sits under; the server merges only rows under the same one, so the kept row is chosen there. */
const SAME_PARENT: Partial<Record<SharedCatalog, string>> = {
  vehiculomodelo: 'de la misma marca',
  vehiculoconfiguracion: 'del mismo tipo de vehículo',
  neumaticomodelo: 'de la misma marca',
};

const TARGET = { minHeight: 44 };

/**
 * '/catalogoscompartidos' (menu 97, no client chosen): the provider merges a duplicate row of a shared catalogue
 * into the row kept (docs/decisions/0016-shared-catalogues.md). Every vehicle, tyre and cost of every client that
 * pointed at the duplicate then points at the kept row, and the duplicate is deleted.
 */
export function SharedCataloguesPage() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const canMerge = hasPermission(menu.data?.permissions ?? {}, CURATION_MENU, ACTION.edit);
  const notify = useNotify();

  const [catalogue, setCatalogue] = useState<SharedCatalog | null>(null);
  const [origin, setOrigin] = useState<SharedCatalogRow | null>(null);
  const [destination, setDestination] = useState<SharedCatalogRow | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = useSharedCatalogue(catalogue);
  const merge = useMergeCatalogueRows();

  const sameParent = catalogue ? SAME_PARENT[catalogue] : undefined;
  const destinations = (rows.data ?? []).filter(
    (row) => row.id !== origin?.id && (!sameParent || !origin || row.id_padre === origin.id_padre),
  );

  const chooseCatalogue = (value: SharedCatalog) => {
    setCatalogue(value);
    setOrigin(null);
    setDestination(null);
    setError(null);
  };

  const chooseOrigin = (row: SharedCatalogRow | null) => {
    setOrigin(row);
    setError(null);
    if (destination && (destination.id === row?.id || (sameParent && destination.id_padre !== row?.id_padre)))
      setDestination(null);
  };

  const confirm = () => {
    if (!catalogue || !origin || !destination) return;
    merge.mutate(
      { catalogue, id_origen: origin.id, id_destino: destination.id },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          const moved =
            answer.referencias === 0
              ? 'no tenía referencias'
              : `${referencesLabel(answer.referencias)} ${answer.referencias === 1 ? 'pasó' : 'pasaron'} a «${rowLabel(destination)}»`;
          notify({
            message: `${answer.message}: «${rowLabel(origin)}» se eliminó y ${moved}.`,
            duration: 6000,
          });
          setOrigin(null);
          setDestination(null);
        },
        onError: (failure) => {
          setConfirming(false);
          if (isApiError(failure) && !failure.handled) setError(failure.message);
        },
      },
    );
  };

  const renderBody = () => {
    if (!catalogue) return <EmptyState message="Elija un catálogo para buscar los registros duplicados." />;
    if (rows.isPending) return <LoadingState label="Cargando registros…" />;
    if (rows.isError)
      return (
        <ErrorState
          message={isApiError(rows.error) ? rows.error.message : undefined}
          onRetry={() => void rows.refetch()}
        />
      );
    if (rows.data.length < 2)
      return <EmptyState message="Este catálogo tiene menos de dos registros: no hay nada que fusionar." />;
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <CatalogueRowField
            label="Registro duplicado (se elimina)"
            options={rows.data}
            value={origin}
            onChange={chooseOrigin}
            grouped={Boolean(sameParent)}
            disabled={!canMerge}
          />
          <CatalogueRowField
            label="Registro que se conserva"
            options={destinations}
            value={destination}
            onChange={(row) => {
              setDestination(row);
              setError(null);
            }}
            grouped={Boolean(sameParent)}
            disabled={!canMerge || !origin}
            emptyText={
              destinations.length === 0 && sameParent && origin?.padre
                ? `No hay otro registro ${sameParent}: ${origin.padre}`
                : undefined
            }
            helperText={
              sameParent && origin?.padre ? `Solo registros ${sameParent}: ${origin.padre}` : undefined
            }
          />
        </Box>
        {origin && destination && (
          <Alert severity="info" variant="outlined" role="status">
            «{rowLabel(origin)}» tiene {referencesLabel(origin.referencias)} en vehículos, neumáticos y costos
            de todos los clientes; «{rowLabel(destination)}», {referencesLabel(destination.referencias)}.
          </Alert>
        )}
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            color="error"
            size="large"
            startIcon={<MergeTypeIcon />}
            disabled={!canMerge || !origin || !destination}
            onClick={() => setConfirming(true)}
            sx={TARGET}
          >
            Fusionar
          </Button>
        </Box>
      </Box>
    );
  };

  return (
    <>
      <PageTitle
        title="Catálogos compartidos"
        subtitle="Todos los clientes usan los mismos catálogos. Cuando un registro está repetido, fusiónelo con el que se conserva: sus vehículos, neumáticos y costos pasan a este."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {!canMerge && menu.isSuccess && (
          <Alert severity="warning" sx={{ mb: 2.5 }}>
            Su rol puede ver esta pantalla, pero no fusionar registros.
          </Alert>
        )}
        <TextField
          select
          label="Catálogo"
          value={catalogue ?? ''}
          onChange={(event) => chooseCatalogue(event.target.value as SharedCatalog)}
          sx={{ width: { xs: '100%', sm: 360 }, mb: 3 }}
        >
          {SHARED_CATALOGS.map((key) => (
            <MenuItem key={key} value={key} sx={TARGET}>
              {CATALOGUE_NAMES[key]}
            </MenuItem>
          ))}
        </TextField>
        {renderBody()}
      </Paper>
      {origin && destination && (
        <ConfirmDialog
          open={isConfirming}
          title="Fusionar registros"
          message={`Todas las referencias de «${rowLabel(origin)}» pasarán a «${rowLabel(destination)}» y «${rowLabel(origin)}» se eliminará. Esta acción no se puede deshacer.`}
          confirmLabel="Fusionar"
          isDestructive
          isPending={merge.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
