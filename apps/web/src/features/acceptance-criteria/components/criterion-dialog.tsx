import {
  CRITERIA_INDICATORS,
  CRITERIA_MSG,
  criteriaYears,
  criterionForm,
  type Criterion,
  type CriterionFormInput,
  INDICATOR,
  isCostIndicator,
  MSG,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { isCriterionRegistered } from '../api/lookup-criterion';
import { useStoreCriterion } from '../api/store-criterion';
import { useAppForm } from '../../../lib/use-app-form';

export interface CriterionDialogProps {
  clientId: number;
  /** The criterion to edit, or null for a new one (with the page's filters as its defaults). */
  criterion: Criterion | null;
  defaults: { costoindicador: number; anio: number };
  onClose: () => void;
}

type DecimalName =
  | 'criterioobjetivo'
  | 'criteriodeficiente'
  | 'tolerableminimo'
  | 'tolerablemaximo'
  | 'criterioobjetivo_calculo'
  | 'criteriodeficiente_calculo';

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const fractionOf = (percent: unknown) => {
  const text =
    typeof percent === 'number' ? String(percent) : typeof percent === 'string' ? percent.trim() : '';
  return text === '' || !Number.isFinite(Number(text)) ? '' : String(Math.round(Number(text) * 100) / 10000);
};

/**
 * 'Nuevo Criterio' / 'Editar Criterio' (spec 1 §5). The retread index is entered in percent and its criteria
 * are shown read-only as percent ÷ 100. A new criterion is first looked up (criteriosaceptacion/consulta).
 */
export function CriterionDialog({ clientId, criterion, defaults, onClose }: CriterionDialogProps) {
  const storeCriterion = useStoreCriterion(clientId);
  const notify = useNotify();
  const [duplicate, setDuplicate] = useState(false);
  const { control, handleSubmit, formState } = useAppForm({
    resolver: zodResolver(criterionForm),
    defaultValues: {
      id: criterion?.id ?? null,
      costoindicador: criterion?.costoindicador ?? defaults.costoindicador,
      anio: criterion?.anio ?? defaults.anio,
      modelomedida: criterion?.modelomedida ?? '',
      criterioobjetivo: asText(criterion?.criterio_superior),
      criteriodeficiente: asText(criterion?.criterio_inferior),
      tolerablemaximo: asText(criterion?.rango_c_superior),
      tolerableminimo: asText(criterion?.rango_c_inferior),
      criterioobjetivo_calculo: asText(criterion?.criterioobjetivo_calculo),
      criteriodeficiente_calculo: asText(criterion?.criteriodeficiente_calculo),
    } satisfies CriterionFormInput,
  });
  const [indicator, objectivePct, deficientPct] = useWatch({
    control,
    name: ['costoindicador', 'criterioobjetivo_calculo', 'criteriodeficiente_calculo'],
  });
  const indicatorId = Number(indicator);
  const isIndex = indicatorId === INDICATOR.reencauche;

  // The criteria are decimals typed by hand, two per row.
  const decimalField = (name: DecimalName, label: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Grid>
  );
  // The retread index shows its percent criteria as the fraction that is stored.
  const fractionField = (label: string, percent: unknown) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        label={label}
        value={fractionOf(percent)}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Porcentaje / 100"
      />
    </Grid>
  );

  const onSubmit = handleSubmit(async (values) => {
    setDuplicate(false);
    try {
      const key = {
        id: values.id,
        indicador: values.costoindicador,
        anio: values.anio,
        modelomedida: values.modelomedida,
      };
      if (await isCriterionRegistered(clientId, key)) {
        setDuplicate(true);
        return;
      }
      await storeCriterion.mutateAsync(values);
      notify({ severity: 'success', message: MSG.operacionExitosa });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409) setDuplicate(true);
      else notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="criterion-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="criterion-dialog-title">
          {criterion ? 'Editar Criterio' : 'Nuevo Criterio'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {duplicate && <Alert severity="warning">{CRITERIA_MSG.yaRegistrado}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <FormTextField control={control} name="costoindicador" label="Indicador" select required>
                  {CRITERIA_INDICATORS.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.nombre}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormTextField control={control} name="anio" label="Año" select required>
                  {criteriaYears().map((year) => (
                    <MenuItem key={year} value={year}>
                      {year}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              {isCostIndicator(indicatorId) && (
                <Grid size={12}>
                  <FormTextField
                    control={control}
                    name="modelomedida"
                    label="Modelo - Medida"
                    required
                    helperText="Ej.: MICHELIN XZE2+ - 295/80R22.5"
                  />
                </Grid>
              )}
              {isIndex && (
                <>
                  {decimalField('criterioobjetivo_calculo', 'Criterio objetivo (%)')}
                  {decimalField('criteriodeficiente_calculo', 'Criterio deficiente (%)')}
                  {fractionField('Criterio objetivo', objectivePct)}
                  {fractionField('Criterio deficiente', deficientPct)}
                </>
              )}
              {!isIndex && (
                <>
                  {decimalField('criterioobjetivo', 'Criterio objetivo')}
                  {decimalField('criteriodeficiente', 'Criterio deficiente')}
                </>
              )}
              {decimalField('tolerableminimo', 'Tolerable mínimo')}
              {decimalField('tolerablemaximo', 'Tolerable máximo')}
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeCriterion.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {criterion ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
