import { APPLICATION_MSG, MSG, remnantForm, type RemnantFormInput, type RemnantRow } from '@huella/contracts';
import { mirroredIrregularWear, nextRetreadStart } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useApplicationOptions } from '../api/get-application-options';
import { useStoreRemnant } from '../api/store-remnant';
import { ApplicationNameDialog } from './application-name-dialog';
import { useAppForm } from '../../../lib/use-app-form';

export interface RemnantDialogProps {
  clientId: number;
  /** The row to edit (its thresholds), or null to register an application's thresholds. */
  row: RemnantRow | null;
  canAddApplication: boolean;
  onClose: () => void;
}

type ThresholdName = Exclude<keyof RemnantFormInput, 'id_remanente' | 'aplicacion'>;

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** The number typed, or undefined while the field is blank or not a number. */
const typed = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

function ThresholdField({
  control,
  name,
  label,
  readOnly,
  onTyped,
}: {
  control: Control<RemnantFormInput, unknown, unknown>;
  name: ThresholdName;
  label: string;
  readOnly?: boolean;
  onTyped?: (value: number | undefined) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      required
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onTyped?.(typed(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (readOnly ? 'Se calcula automáticamente' : ' ')}
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly },
        input: { endAdornment: <InputAdornment position="end">mm</InputAdornment> },
      }}
    />
  );
}

/**
 * 'Nuevo Remanente' / 'Editar Remanente': an application and its thresholds. The next-start is the limit + 1
 * and irregular wear 2 the negative of irregular wear 1, both filled in as the user types (spec 1 §5).
 */
export function RemnantDialog({ clientId, row, canAddApplication, onClose }: RemnantDialogProps) {
  const options = useApplicationOptions(clientId);
  const storeRemnant = useStoreRemnant(clientId);
  const notify = useNotify();
  const [isAddingApplication, setAddingApplication] = useState(false);
  const { control, handleSubmit, setValue } = useAppForm({
    resolver: zodResolver(remnantForm),
    defaultValues: {
      id_remanente: row?.id_remanente ?? null,
      aplicacion: row?.aplicacion ?? '',
      ini_reencauche: asText(row?.ini_reencauche),
      reencauche: asText(row?.reencauche),
      ini_prox_reencauche: asText(row?.ini_prox_reencauche),
      prox_reencauche: asText(row?.prox_reencauche),
      desg_irregular_1: asText(row?.desg_irregular_1),
      desg_irregular_2: asText(row?.desg_irregular_2),
    } satisfies RemnantFormInput,
  });
  const application = useController({ control, name: 'aplicacion' });
  const isEditing = Boolean(row?.id_remanente);
  // A new remnant is for an application without one; editing keeps its application.
  const choices = (options.data?.data ?? []).filter(
    (option) => !option.tiene_remanente || option.id === row?.aplicacion,
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await storeRemnant.mutateAsync(values);
      notify({ severity: 'success', message: MSG.operacionExitosa });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  const fill = (name: ThresholdName, value: number | undefined) =>
    setValue(name, value === undefined ? '' : String(value), { shouldValidate: true });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="remnant-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="remnant-dialog-title">
          {isEditing ? 'Editar Remanente' : 'Nuevo Remanente'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="warning">{APPLICATION_MSG.aviso}</Alert>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                select
                fullWidth
                required
                label="Aplicación"
                name={application.field.name}
                value={application.field.value ?? ''}
                onChange={(event) => application.field.onChange(Number(event.target.value))}
                onBlur={application.field.onBlur}
                inputRef={application.field.ref}
                disabled={isEditing}
                error={Boolean(application.fieldState.error)}
                helperText={
                  application.fieldState.error?.message ??
                  (options.isSuccess && choices.length === 0
                    ? 'Todas las aplicaciones tienen remanente'
                    : ' ')
                }
              >
                {choices.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.aplicacion}
                  </MenuItem>
                ))}
              </TextField>
              {canAddApplication && !isEditing && (
                <Tooltip title="Nueva aplicación">
                  <IconButton
                    aria-label="Nueva aplicación"
                    color="primary"
                    sx={{ mt: 1 }}
                    onClick={() => setAddingApplication(true)}
                  >
                    <AddIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField control={control} name="ini_reencauche" label="Inicio de reencauche" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField
                  control={control}
                  name="reencauche"
                  label="Reencauche"
                  onTyped={(value) =>
                    fill('ini_prox_reencauche', value === undefined ? undefined : nextRetreadStart(value))
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField
                  control={control}
                  name="ini_prox_reencauche"
                  label="Inicio de próximo reencauche"
                  readOnly
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField control={control} name="prox_reencauche" label="Próximo reencauche" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField
                  control={control}
                  name="desg_irregular_1"
                  label="Desgaste irregular 1"
                  onTyped={(value) =>
                    fill('desg_irregular_2', value === undefined ? undefined : mirroredIrregularWear(value))
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ThresholdField
                  control={control}
                  name="desg_irregular_2"
                  label="Desgaste irregular 2"
                  readOnly
                />
              </Grid>
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeRemnant.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeRemnant.isPending}>
            {isEditing ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
      {isAddingApplication && (
        <ApplicationNameDialog
          clientId={clientId}
          onClose={() => setAddingApplication(false)}
          onCreated={(id) => {
            setAddingApplication(false);
            setValue('aplicacion', id, { shouldValidate: true });
          }}
        />
      )}
    </Dialog>
  );
}
