import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** Read by screen readers, not drawn. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ChoiceGroupProps<T extends FieldValues, TOut, V extends string | number> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
  /** Columns from tablets up (one on phones). */
  columns?: number;
  onChange?: (values: V[]) => void;
  className?: string;
  /** The group keeps its name for screen readers when a section title above already says it. */
  isLabelHidden?: boolean;
}

/**
 * A multiple choice as ticks (duals, observations, irregular wear…): each option a 44 px touch row, the
 * schema's message under the group.
 */
export function ChoiceGroup<T extends FieldValues, TOut, V extends string | number>({
  control,
  name,
  label,
  options,
  disabled,
  columns = 2,
  onChange,
  isLabelHidden,
  className,
}: ChoiceGroupProps<T, TOut, V>) {
  const { field, fieldState } = useController({ control, name });
  const values: V[] = Array.isArray(field.value) ? (field.value as V[]) : [];
  const toggle = (value: V, checked: boolean) => {
    const next = checked ? [...values, value] : values.filter((item) => item !== value);
    field.onChange(next);
    onChange?.(next);
  };
  return (
    <FormControl
      className={className}
      component="fieldset"
      error={Boolean(fieldState.error)}
      disabled={disabled}
      fullWidth
    >
      <FormLabel component="legend" sx={isLabelHidden ? visuallyHidden : { mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
          columnGap: 1,
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            sx={{ minHeight: 44, mr: 0 }}
            control={
              <Checkbox
                // The first tick takes focus when Guardar finds the group invalid.
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                checked={values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={option.label}
          />
        ))}
      </Box>
      {fieldState.error?.message && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
