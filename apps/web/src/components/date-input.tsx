import { formatIsoDay } from '@huella/contracts';
import { BUSINESS_TIME_ZONE } from '@huella/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { DateValidationError, FieldRef } from '@mui/x-date-pickers/models';
import type { PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useCallback, useRef, useState } from 'react';

// The picker reads "today" (highlight, disableFuture) in the zone it is given; that needs these plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

const LOCALE_TEXT = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * What the value becomes when the typed text is not a real day ('31/02/2026', or a section cleared in a date
 * that was whole): not a YYYY-MM-DD, so the contract's own date rule answers with its message instead of the
 * field passing as empty. (Sections half-typed into an empty field leave it empty: the picker reports nothing.)
 */
export const INCOMPLETE_DATE = 'fecha-incompleta';

/** What a caller can focus: the form's focus-on-first-error goes through it. */
export interface DateInputHandle {
  focus: () => void;
}

export interface DateInputProps {
  /** 'YYYY-MM-DD', '' when empty (or INCOMPLETE_DATE). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  className?: string;
  /** Earliest and latest day offered, YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
  /** No day after today in Lima (installations, removals, scrap: things that already happened). */
  disableFuture?: boolean;
  /** Called with something focusable (react-hook-form's field.ref takes it), null on unmount. */
  handleRef?: (handle: DateInputHandle | null) => void;
  /** Anything else for the text field (colour, focused, adornments) of a screen that checks as you type. */
  textFieldProps?: Partial<PickersTextFieldProps>;
}

/** The picker's own checks (the form's schema knows nothing of the field's limits), in Spanish. */
function pickerMessage(reason: DateValidationError, minDate?: string, maxDate?: string): string | null {
  switch (reason) {
    case 'disableFuture':
      return 'La fecha no puede ser posterior a hoy';
    case 'minDate':
      return minDate ? `La fecha no puede ser anterior al ${formatIsoDay(minDate)}` : null;
    case 'maxDate':
      return maxDate ? `La fecha no puede ser posterior al ${formatIsoDay(maxDate)}` : null;
    case 'invalidDate':
      return 'Fecha inválida';
    default:
      return null;
  }
}

/** A YYYY-MM-DD as a day in Lima's calendar, so the picker's "today" and the value share one zone. */
const toLimaDay = (iso: string) => dayjs.tz(iso, BUSINESS_TIME_ZONE);

/**
 * The one date input of the app (issue 11 item 8): MUI's date picker in es-PE, shown and typed DD/MM/AAAA, with
 * Lima's calendar for "today"; the value is the 'YYYY-MM-DD' the API and the contracts take. Its localization
 * lives here rather than in the app's providers so the picker's code loads with the screens that use it, not
 * with the first page. Forms use it through FormDateField.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  label,
  name,
  required,
  disabled,
  autoFocus,
  error,
  helperText,
  className,
  minDate,
  maxDate,
  disableFuture,
  handleRef,
  textFieldProps,
}: DateInputProps) {
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  // The picker's own input is hidden (its visible part is one span per day, month and year), so focusing it
  // means selecting the first section.
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      const handle = element ? { focus: () => fieldRef.current?.focusField(0) } : null;
      handleRef?.(handle);
    },
    [handleRef],
  );
  // While the text is not a real day the picker keeps its own invalid date; handing it back keeps the typed
  // sections (a null would clear them).
  const [incomplete, setIncomplete] = useState<Dayjs | null>(null);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const picked =
    value === INCOMPLETE_DATE ? incomplete : /^\d{4}-\d{2}-\d{2}$/.test(value) ? toLimaDay(value) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={picked}
        timezone={BUSINESS_TIME_ZONE}
        format="DD/MM/YYYY"
        className={className}
        disabled={disabled}
        autoFocus={autoFocus}
        disableFuture={disableFuture}
        minDate={minDate ? toLimaDay(minDate) : undefined}
        maxDate={maxDate ? toLimaDay(maxDate) : undefined}
        inputRef={inputRef}
        onChange={(date) => {
          setIncomplete(date && !date.isValid() ? date : null);
          if (!date) onChange('');
          else onChange(date.isValid() ? date.format('YYYY-MM-DD') : INCOMPLETE_DATE);
        }}
        onError={(reason) => setPickerError(pickerMessage(reason, minDate, maxDate))}
        onClose={onBlur}
        slotProps={{
          field: { fieldRef },
          textField: {
            ...textFieldProps,
            name,
            required,
            fullWidth: true,
            onBlur,
            // The form's message first (it blocks saving), then the picker's limits, then the hint.
            error: Boolean(error) || pickerError !== null,
            helperText: error ? helperText : (pickerError ?? helperText),
          },
        }}
      />
    </LocalizationProvider>
  );
}
