import {
  LIFECYCLE_MSG,
  type ScrapFind,
  type ScrapReason,
  type ScrapRecord,
  SCRAP_MSG,
  tyreScrapForm,
} from '@huella/contracts';
import { todayInLima, TYRE_STATE } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { type ReactNode, useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useScrapReasons } from '../api/get-scrap-reasons';
import { useTyreScrap } from '../api/get-tyre-scrap';
import { useStoreTyreScrap } from '../api/store-tyre-scrap';
import { useScrapColumns } from './scrap-columns';
import { ScrapEditDialog } from './scrap-edit-dialog';
import { placeFieldErrors } from './scrap-form-errors';
import { formatMm } from './scrap-format';
import { LossNote } from './loss-note';
import { ScrapPhotosDialog } from './scrap-photos-dialog';
import { ScrapPhotosField } from './scrap-photos-field';
import { useAppForm } from '../../../lib/use-app-form';

/** The unit after a tread field. */
const MM = <InputAdornment position="end">mm</InputAdornment>;

/** Spec 2 §9: the scrap sub-table shows 5 rows a page. */
const PAGE_SIZE = 5;

export interface TyreScrapPageProps {
  clientId: number;
  userId: number | null;
  tyreId: number;
  /** Saving a scrap adds a record to 'Neumáticos en SCRAP': permission 2 there. */
  canAdd: boolean;
  /** Spec 2 §6: the edit action needs permission 3 on the scrap list. */
  canEdit: boolean;
  onBack: () => void;
}

/**
 * '/neumaticoreportescrap/{id}' (spec 2 §2, §4): by the tyre's state, a warning (installed: no SCRAP
 * checkbox), its record with the edit action (scrapped: no form), or the form, whose Guardar shows once SCRAP is
 * ticked. Below, the tyre's scrap records.
 */
export function TyreScrapPage({ clientId, userId, tyreId, canAdd, canEdit, onBack }: TyreScrapPageProps) {
  const scrap = useTyreScrap(clientId, tyreId);
  const reasons = useScrapReasons();
  const [editing, setEditing] = useState<ScrapRecord | null>(null);
  const [viewing, setViewing] = useState<ScrapRecord | null>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const columns = useScrapColumns({
    canEdit,
    withTyre: false,
    onEdit: useCallback((record: ScrapRecord) => setEditing(record), []),
    onPhotos: useCallback((record: ScrapRecord) => setViewing(record), []),
  });

  if (scrap.isPending) return <LoadingState />;
  if (scrap.isError)
    return (
      <ErrorState
        message={
          isApiError(scrap.error) && scrap.error.status === 404 ? 'Neumático no encontrado' : undefined
        }
        onRetry={() => void scrap.refetch()}
      />
    );

  const { datos, registros } = scrap.data;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title={`Scrap del neumático ${datos.num_serie}`}
        subtitle={<LossNote />}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Figure label="Serie Cliente" value={datos.num_serie} />
        <Figure
          label="Estado"
          value={
            <Chip
              label={datos.estado_descripcion || '-'}
              color={datos.estado === TYRE_STATE.scrap ? 'error' : 'default'}
              variant="outlined"
            />
          }
        />
        <Figure label="Remanente original" value={formatMm(datos.remanente_original)} />
        {datos.remanente_final === null ? (
          <Figure label="Remanente actual" value={formatMm(datos.remanente_actual)} />
        ) : (
          <Figure label="Remanente final" value={formatMm(datos.remanente_final)} />
        )}
        <Figure label="Remanente límite" value={formatMm(datos.remanente_limite)} />
      </Stack>
      {datos.estado === TYRE_STATE.scrap ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {LIFECYCLE_MSG.yaEnScrap}
        </Alert>
      ) : (
        <ScrapForm
          key={`${datos.id_neumatico}-${datos.estado}`}
          clientId={clientId}
          userId={userId}
          datos={datos}
          reasons={reasons.data ?? []}
          canAdd={canAdd}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Registros de scrap
        </Typography>
        <DataTable
          listName="scrap-neumatico"
          rows={registros}
          columns={columns}
          isLoading={scrap.isFetching}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
        />
      </Paper>
      {editing && (
        <ScrapEditDialog
          clientId={clientId}
          userId={userId}
          record={editing}
          reasons={reasons.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <ScrapPhotosDialog record={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" aria-label={label}>
        {value}
      </Typography>
    </Paper>
  );
}

const FIELDS = [
  'id_motivo_scrap',
  'remanente_final',
  'remanente_limite',
  'fecha_scrap',
  'ruta1',
  'ruta2',
] as const;

interface ScrapFormProps {
  clientId: number;
  userId: number | null;
  datos: ScrapFind['datos'];
  reasons: ScrapReason[];
  canAdd: boolean;
}

/** The form of a tyre not yet scrapped; an installed one shows it disabled under the spec's warning. */
export function ScrapForm({ clientId, userId, datos, reasons, canAdd }: ScrapFormProps) {
  const store = useStoreTyreScrap(clientId, userId);
  const notify = useNotify();
  const [isTicked, setTicked] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const isInstalled = datos.estado === TYRE_STATE.installed;
  const isLimitKnown = datos.remanente_limite !== null;
  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(tyreScrapForm),
    defaultValues: {
      id_neumatico: datos.id_neumatico,
      id_motivo_scrap: '',
      remanente_final: datos.remanente_final ?? '',
      remanente_limite: datos.remanente_limite ?? '',
      fecha_scrap: todayInLima(),
      ruta1: null,
      ruta2: null,
    },
  });
  const [ruta1, ruta2] = useWatch({ control, name: ['ruta1', 'ruta2'] });

  const save = handleSubmit(async (values) => {
    setConfirming(false);
    try {
      const answer = await store.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      setTicked(false);
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!placeFieldErrors(error, setError, FIELDS))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const isDisabled = isInstalled || store.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      {isInstalled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SCRAP_MSG.scrapNoPermitido}
        </Alert>
      )}
      {!isInstalled && (
        <FormControlLabel
          sx={{ mb: 1, minHeight: 44 }}
          control={
            <Checkbox
              checked={isTicked}
              onChange={(event) => setTicked(event.target.checked)}
              disabled={!canAdd}
            />
          }
          label={<Typography sx={{ fontWeight: 600 }}>SCRAP</Typography>}
        />
      )}
      {!isInstalled && !canAdd && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No tiene permiso para enviar neumáticos a scrap.
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Validate first, confirm after: the confirmation only opens for a form the server can take.
          void handleSubmit(() => setConfirming(true))(event);
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <FormTextField
            control={control}
            name="id_motivo_scrap"
            label="Motivo de scrap"
            select
            required
            disabled={isDisabled}
          >
            {reasons.map((reason) => (
              <MenuItem key={reason.id} value={reason.id}>
                {reason.motivo}
              </MenuItem>
            ))}
          </FormTextField>
          <FormDateField
            control={control}
            name="fecha_scrap"
            label="Fecha"
            required
            disabled={isDisabled}
            disableFuture
          />
          <FormTextField
            control={control}
            name="remanente_final"
            label="Remanente final"
            required
            disabled={isDisabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: MM } }}
          />
          <FormTextField
            control={control}
            name="remanente_limite"
            label="Remanente límite"
            required
            disabled={isDisabled}
            helperText={isLimitKnown ? 'De la aplicación del vehículo' : 'Sin aplicación conocida: ingréselo'}
            slotProps={{
              htmlInput: { inputMode: 'decimal', readOnly: isLimitKnown },
              input: { endAdornment: MM },
            }}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <ScrapPhotosField
            clientId={clientId}
            value={{ ruta1, ruta2 }}
            onChange={(slot, name) => setValue(slot, name)}
            disabled={isDisabled}
          />
        </Box>
        {isTicked && !isInstalled && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              color="error"
              startIcon={<DeleteSweepIcon />}
              loading={store.isPending}
              sx={{ minHeight: 44 }}
            >
              Guardar
            </Button>
          </Box>
        )}
      </form>
      <ConfirmDialog
        open={isConfirming}
        title="Enviar a scrap"
        message={`El neumático ${datos.num_serie} pasará a scrap. Esta acción no se puede deshacer. ¿Desea continuar?`}
        confirmLabel="Enviar a scrap"
        isDestructive
        isPending={store.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
