import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from './date-input';

export { INCOMPLETE_DATE } from './date-input';

export interface FormDateFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Earliest and latest day offered, YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
  /** No day after today in Lima (installations, removals, scrap: things that already happened). */
  disableFuture?: boolean;
  className?: string;
}

/**
 * The app's date input bound to react-hook-form: the form keeps 'YYYY-MM-DD' ('' when empty), so the zod
 * contracts stay as they are; the message under the field is the schema's, `helperText` shows while valid.
 */
export function FormDateField<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      handleRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
