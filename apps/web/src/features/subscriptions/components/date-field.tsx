import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface DateFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/**
 * A date bound to react-hook-form: shown dd/mm/aaaa (es-PE), kept as 'YYYY-MM-DD' as the API takes it
 * (spec 1 §5), '' when empty so the schema reports 'Este Campo es Requerido.'.
 */
export function DateField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled,
}: DateFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
      <DatePicker
        label={label}
        value={value}
        disabled={disabled}
        format="DD/MM/YYYY"
        onChange={(date) => field.onChange(date?.isValid() ? date.format('YYYY-MM-DD') : '')}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            fullWidth: true,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message,
          },
        }}
      />
    </LocalizationProvider>
  );
}
