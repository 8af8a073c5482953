import { MSG } from '@huella/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormPasswordField } from '../../../components/form-password-field';

export interface NewPasswordFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The form's names for the new password and its repetition (they differ between the spec's calls). */
  names: [Path<T>, Path<T>];
  repeatLabel: string;
  autoFocus?: boolean;
}

/** A new password with its hint, and the field that repeats it (register, reset and change forms). */
export function NewPasswordFields<T extends FieldValues, TOut>(props: NewPasswordFieldsProps<T, TOut>) {
  const [password, repetition] = props.names;
  return (
    <>
      <FormPasswordField
        control={props.control}
        name={password}
        label="Nueva contraseña"
        autoComplete="new-password"
        helperText={MSG.passwordHint}
        autoFocus={props.autoFocus}
      />
      <FormPasswordField
        control={props.control}
        name={repetition}
        label={props.repeatLabel}
        autoComplete="new-password"
      />
    </>
  );
}
