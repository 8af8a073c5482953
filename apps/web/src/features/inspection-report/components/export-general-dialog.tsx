import { inspectionExportRangeForm, type InspectionExportRangeInput } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormDateField } from '../../../components/form-date-field';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { exportInspectionPeriod, type InspectionExportFormat } from '../api/export-inspections';
import { useInspectionExport } from './use-inspection-export';

export interface ExportGeneralDialogProps {
  clientId: number;
  userId: number | null;
  onClose: () => void;
}

const FIELDS = ['fechaini', 'fechafin'] as const;

/**
 * 'Exportar General' (spec 2 §2, §5): every reading of the inspections of a period, at most 12 months and
 * none of it in the future, as Excel or CSV. The period's rules are the contract's, so the dialog and the
 * server say the same thing; it opens on the current month so far.
 */
export function ExportGeneralDialog({ clientId, userId, onClose }: ExportGeneralDialogProps) {
  const [format, setFormat] = useState<InspectionExportFormat>('xlsx');
  const exporter = useInspectionExport();
  const today = todayInLima();
  const { control, handleSubmit, setError } = useAppForm<InspectionExportRangeInput>({
    resolver: zodResolver(inspectionExportRangeForm),
    defaultValues: { fechaini: `${today.slice(0, 8)}01`, fechafin: today },
  });

  const onSubmit = handleSubmit(async (period) => {
    const outcome = await exporter.run(() => exportInspectionPeriod(clientId, userId, period, format));
    if (outcome.ok) onClose();
    // The server's refusal of the period goes under its field too (the alert already said it).
    else applyFieldErrors(outcome.error, setError, FIELDS);
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="export-general-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="export-general-title">Exportar General</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2.5 }}>
            Todas las lecturas de las inspecciones del periodo, como máximo 12 meses.
          </DialogContentText>
          <Stack spacing={2.5}>
            <FormDateField control={control} name="fechaini" label="Fecha inicio" required disableFuture />
            <FormDateField control={control} name="fechafin" label="Fecha fin" required disableFuture />
            <FormControl>
              <FormLabel id="export-general-format">Formato</FormLabel>
              <RadioGroup
                row
                aria-labelledby="export-general-format"
                value={format}
                onChange={(event) => setFormat(event.target.value as InspectionExportFormat)}
              >
                <FormControlLabel value="xlsx" control={<Radio />} label="Excel (.xlsx)" />
                <FormControlLabel value="csv" control={<Radio />} label="CSV (.csv)" />
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={exporter.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={exporter.isPending}>
            Exportar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
