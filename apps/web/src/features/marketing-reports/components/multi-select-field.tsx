import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { MSG } from '@huella/contracts';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface MultiSelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * An optional multi-select bound to react-hook-form: the form keeps the picked values ([] = all of them, shown
 * as «Todos»). An autocomplete rather than a select, because the market's sizes run into the hundreds: typing
 * narrows the list, arrows and Enter pick, Backspace drops the last one.
 */
export function MultiSelectField<T extends FieldValues, TOut, Value extends string | number>({
  control,
  name,
  label,
  options,
  loading = false,
  disabled = false,
  helperText,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly MultiSelectOption<Value>[];
  loading?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no message. */
  helperText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const picked = (Array.isArray(field.value) ? field.value : []) as Value[];
  const value = options.filter((option) => picked.includes(option.value));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={2}
      options={options}
      value={value}
      loading={loading}
      disabled={disabled}
      onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.value))}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      noOptionsText={MSG.noHayDatos}
      loadingText="Cargando..."
      getLimitTagsText={(more) => `+${more}`}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} />
          {option.label}
        </li>
      )}
      slotProps={{ listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 44 } } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={value.length === 0 ? 'Todos' : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
          }}
        />
      )}
    />
  );
}
