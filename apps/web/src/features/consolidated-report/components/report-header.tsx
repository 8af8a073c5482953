import type { ConsolidatedReport } from '@huella/contracts';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

/** The client (razón social and RUC, read-only: spec 3 §1) and the period consulted; its tracking is in the follow-up card. */
export function ReportHeader({ report }: { report: ConsolidatedReport | undefined }) {
  const readOnly = (label: string, value: string | undefined) => (
    <TextField
      label={label}
      value={value ?? '…'}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
      variant="filled"
    />
  );
  return (
    <Paper
      variant="outlined"
      aria-label="Cliente del reporte"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'minmax(0, 2fr) minmax(0, 1fr)',
          md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      {readOnly('Cliente', report?.cliente.razon_social)}
      {readOnly('RUC', report?.cliente.ruc)}
      {readOnly('Periodo', report?.periodo.etiqueta)}
    </Paper>
  );
}
