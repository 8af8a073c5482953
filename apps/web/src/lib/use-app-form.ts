import { type FieldValues, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/** What a form may still choose: everything but when it validates and where focus goes. */
export type AppFormProps<TFieldValues extends FieldValues, TContext, TTransformed> = Omit<
  UseFormProps<TFieldValues, TContext, TTransformed>,
  'mode' | 'reValidateMode' | 'shouldFocusError' | 'criteriaMode'
>;

/**
 * The one form behaviour of the app (issue 11): Guardar stays enabled; pressing it shows every invalid field's
 * message at once and moves focus to the first one; from then on each message follows the typing. Nothing is
 * flagged while a user is still filling a field in for the first time. Every form calls this instead of
 * `useForm`, with the contract's schema as `resolver` so browser and server say the same thing.
 */
export function useAppForm<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  props: AppFormProps<TFieldValues, TContext, TTransformed>,
): UseFormReturn<TFieldValues, TContext, TTransformed> {
  return useForm<TFieldValues, TContext, TTransformed>({
    ...props,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
