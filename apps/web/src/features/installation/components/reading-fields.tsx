import { formatReading, type InstallationData, INSTALLATION_MSG } from '@huella/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DateInput } from '../../../components/date-input';

/** A server check's state for one field: its answer, or that it is running. */
export interface FieldCheck {
  /** A problem of the typed value itself (the schema's message), shown before any server answer. */
  formatError: string | null;
  isChecking: boolean;
  /** The server's answer: `okText` when fine, else the explanation. */
  answer: string | undefined;
}

export interface ReadingFieldsProps {
  data: InstallationData;
  fecha: string;
  km: string;
  onFechaChange: (value: string) => void;
  onKmChange: (value: string) => void;
  dateCheck: FieldCheck;
  kmCheck: FieldCheck;
  disabled: boolean;
}

const readOnly = (label: string, value: ReactNode, className?: string) => (
  <TextField
    className={className}
    label={label}
    value={value}
    slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    variant="filled"
    size="small"
  />
);

/** The field's look from its check: red with the reason, green 'Correcto', or a spinner while asking. */
/** The date's check as DateInput takes it: the same message and green "Correcto" as the km field. */
function dateCheckedProps(check: FieldCheck) {
  const { error, helperText, slotProps } = checkedProps(
    check,
    INSTALLATION_MSG.fechaCorrecta,
    'Fecha de instalación o retiro',
  );
  return { error, helperText, textFieldProps: { slotProps: { formHelperText: slotProps.formHelperText } } };
}

function checkedProps(check: FieldCheck, okText: string, hint: string) {
  const problem =
    check.formatError ?? (check.answer !== undefined && check.answer !== okText ? check.answer : null);
  const isOk = !problem && check.answer === okText;
  return {
    error: Boolean(problem),
    helperText: problem ?? (isOk ? okText : hint),
    slotProps: {
      formHelperText: {
        sx: isOk ? { color: 'success.main', fontWeight: 500 } : undefined,
        role: problem ? 'alert' : undefined,
      },
      inputLabel: { shrink: true },
      input: {
        endAdornment: check.isChecking ? (
          <InputAdornment position="end">
            <CircularProgress size={18} aria-label="Validando" />
          </InputAdornment>
        ) : isOk ? (
          <InputAdornment position="end">
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          </InputAdornment>
        ) : undefined,
      },
    },
  };
}

/**
 * The screen's header (spec 2 §2): read-only plate, code, configuration and tyre count, then the date and the
 * km (tipo_costo 1) or hours (2) of the vehicle, each checked by the server as soon as it is complete.
 */
export function ReadingFields({
  data,
  fecha,
  km,
  onFechaChange,
  onKmChange,
  dateCheck,
  kmCheck,
  disabled,
}: ReadingFieldsProps) {
  const isHours = data.tipo_costo !== 1;
  const unit = isHours ? 'h' : 'km';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Two rows from tablets up: the vehicle, then the two readings wide enough for their labels and values.
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr))' },
        alignItems: 'start',
        '& > .span-2': { gridColumn: { xs: 'span 2', md: 'span 3' } },
        '& > .configuracion': { gridColumn: { xs: 'span 2', md: 'span 3' } },
      }}
    >
      {readOnly('Placa', data.placa)}
      {readOnly('Código', data.codigo || '-')}
      {readOnly('Configuración', data.configuracion, 'configuracion')}
      {readOnly('Neumáticos', data.numneumaticos)}
      <DateInput
        className="span-2"
        label="Fecha"
        required
        value={fecha}
        disabled={disabled}
        onChange={onFechaChange}
        {...dateCheckedProps(dateCheck)}
      />
      <TextField
        className="span-2"
        label={isHours ? 'Horas de Vehículo' : 'Kilometraje de Vehículo'}
        required
        value={km}
        disabled={disabled}
        onChange={(event) => onKmChange(event.target.value)}
        {...checkedProps(
          kmCheck,
          INSTALLATION_MSG.kmCorrecto,
          `Lectura actual: ${formatReading(data.km_validate)} ${unit}`,
        )}
        slotProps={{
          ...checkedProps(kmCheck, INSTALLATION_MSG.kmCorrecto, '').slotProps,
          htmlInput: { inputMode: 'decimal' },
        }}
      />
    </Box>
  );
}
