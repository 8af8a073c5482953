import {
  INSPECTION_LIMITS,
  INSTALLATION_MSG,
  type InspectionHeader,
  type InspectionHeaderInput,
  type VehicleOption,
} from '@huella/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { DateInput } from '../../../components/date-input';
import { FormTextField } from '../../../components/form-text-field';
import { useInspectionPlants } from '../api/get-client-header';
import { useVehicleOptions } from '../api/get-vehicle-options';

/** A server check's state for one field: its answer, or that it is running. */
export interface HeaderCheck {
  isChecking: boolean;
  /** The server's answer: 'Correcto' / 'KM Correcto' when fine, else the explanation. */
  answer: string | undefined;
}

export type HeaderControl = Control<InspectionHeaderInput, unknown, InspectionHeader>;

export interface InspectionHeaderFieldsProps {
  clientId: number;
  control: HeaderControl;
  client: { razon_social: string; ruc: string } | undefined;
  vehicle: VehicleOption | null;
  /** Editing a finished inspection: its vehicle stays. */
  isVehicleLocked: boolean;
  onVehicleChange: (vehicle: VehicleOption | null) => void;
  onCodeBlur: (codigo: string) => void;
  dateCheck: HeaderCheck;
  kmCheck: HeaderCheck;
  disabled: boolean;
}

const readOnly = (label: string, value: string) => (
  <TextField
    label={label}
    value={value}
    slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    variant="filled"
    fullWidth
  />
);

/** The field's look from its check: red with the server's reason, green with its 'Correcto', or a spinner. */
function checked(check: HeaderCheck, okText: string, formError: string | undefined, hint: string) {
  const problem =
    formError ?? (check.answer !== undefined && check.answer !== okText ? check.answer : undefined);
  const isOk = !problem && check.answer === okText;
  const adornment = check.isChecking ? (
    <InputAdornment position="end">
      <CircularProgress size={18} aria-label="Validando" />
    </InputAdornment>
  ) : isOk ? (
    <InputAdornment position="end">
      <CheckCircleIcon color="success" fontSize="small" aria-hidden />
    </InputAdornment>
  ) : undefined;
  return {
    error: Boolean(problem),
    helperText: problem ?? (isOk ? okText : hint),
    helperProps: {
      sx: isOk ? { color: 'success.main', fontWeight: 500 } : undefined,
      role: problem ? 'alert' : undefined,
    },
    adornment,
  };
}

const yesNo = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
];

/**
 * 'Registro de inspección' header (spec 2 §2, §5): code, client and RUC (read-only), vehicle, date and km/hours
 * (enabled once a vehicle is chosen, each checked by the server), plant, spare tyre and tyre carrier.
 */
export function InspectionHeaderFields({
  clientId,
  control,
  client,
  vehicle,
  isVehicleLocked,
  onVehicleChange,
  onCodeBlur,
  dateCheck,
  kmCheck,
  disabled,
}: InspectionHeaderFieldsProps) {
  const [search, setSearch] = useState('');
  const options = useVehicleOptions(clientId, isVehicleLocked ? '' : search);
  const plants = useInspectionPlants(clientId);
  const vehicleField = useController({ control, name: 'vehiculo' });
  const codeField = useController({ control, name: 'codigo' });
  const dateField = useController({ control, name: 'fecha_inspeccion' });
  const kmField = useController({ control, name: 'km_inspeccion' });
  const isHours = vehicle !== null && vehicle.tipo_costo !== 1;
  const noVehicle = vehicle === null;
  const dateLook = checked(
    dateCheck,
    INSTALLATION_MSG.fechaCorrecta,
    dateField.fieldState.error?.message,
    noVehicle ? 'Elija primero el vehículo' : 'Fecha de la inspección',
  );
  const kmLook = checked(
    kmCheck,
    INSTALLATION_MSG.kmCorrecto,
    kmField.fieldState.error?.message,
    noVehicle ? 'Elija primero el vehículo' : isHours ? 'Horas del vehículo' : 'Kilometraje del vehículo',
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        '& > .wide': { gridColumn: { sm: 'span 2' } },
      }}
    >
      <Box className="wide">{readOnly('Cliente', client?.razon_social ?? '…')}</Box>
      {readOnly('RUC', client?.ruc ?? '…')}
      <TextField
        label="Código de inspección"
        name={codeField.field.name}
        value={codeField.field.value ?? ''}
        onChange={codeField.field.onChange}
        onBlur={() => {
          codeField.field.onBlur();
          onCodeBlur(String(codeField.field.value ?? '').trim());
        }}
        inputRef={codeField.field.ref}
        error={Boolean(codeField.fieldState.error)}
        helperText={
          codeField.fieldState.error?.message ?? `Opcional, hasta ${INSPECTION_LIMITS.codeMax} caracteres`
        }
        disabled={disabled || noVehicle}
        slotProps={{ htmlInput: { maxLength: INSPECTION_LIMITS.codeMax } }}
        fullWidth
      />
      <Autocomplete
        className="wide"
        options={options.data ?? []}
        value={vehicle}
        disabled={disabled || isVehicleLocked}
        loading={options.isFetching}
        filterOptions={(all) => all}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        getOptionLabel={(option) => option.label}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        onChange={(_event, option) => {
          vehicleField.field.onChange(option?.value ?? null);
          onVehicleChange(option);
        }}
        noOptionsText="Sin vehículos"
        loadingText="Buscando…"
        renderOption={(props, option) => (
          <li {...props} key={option.value} style={{ minHeight: 44 }}>
            {option.label} · {option.tipovehiculo}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Vehículo"
            required
            name={vehicleField.field.name}
            inputRef={vehicleField.field.ref}
            error={Boolean(vehicleField.fieldState.error)}
            helperText={
              vehicleField.fieldState.error?.message ??
              (vehicle ? vehicle.tipovehiculo : 'Busque por placa o código')
            }
          />
        )}
      />
      <DateInput
        label="Fecha"
        required
        name={dateField.field.name}
        value={typeof dateField.field.value === 'string' ? dateField.field.value : ''}
        onChange={dateField.field.onChange}
        onBlur={dateField.field.onBlur}
        disabled={disabled || noVehicle}
        disableFuture
        error={dateLook.error}
        helperText={dateLook.helperText}
        textFieldProps={{ slotProps: { formHelperText: dateLook.helperProps } }}
      />
      <TextField
        label={isHours ? 'Horas' : 'Km'}
        required
        name={kmField.field.name}
        value={kmField.field.value ?? ''}
        onChange={kmField.field.onChange}
        onBlur={kmField.field.onBlur}
        inputRef={kmField.field.ref}
        disabled={disabled || noVehicle}
        error={kmLook.error}
        helperText={kmLook.helperText}
        slotProps={{
          formHelperText: kmLook.helperProps,
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: kmLook.adornment },
        }}
        fullWidth
      />
      <FormTextField
        className="wide"
        control={control}
        name="id_planta"
        label="Planta"
        select
        disabled={disabled}
      >
        <MenuItem value="">
          <em>Sin planta</em>
        </MenuItem>
        {(plants.data ?? []).map((plant) => (
          <MenuItem key={plant.id} value={plant.id}>
            {plant.nombre}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="llantarepuesto"
        label="Llanta de repuesto"
        select
        disabled={disabled}
      >
        {yesNo.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="portallanta" label="Portallanta" select disabled={disabled}>
        {yesNo.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
    </Box>
  );
}
