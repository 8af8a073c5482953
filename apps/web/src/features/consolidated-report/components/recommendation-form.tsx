import { recommendationDescription, RECOMMENDATION_MAX } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useAppForm } from '../../../lib/use-app-form';

const recommendationForm = z.object({ descripcion: recommendationDescription });
type RecommendationForm = z.infer<typeof recommendationForm>;

export interface RecommendationFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the text; a refusal of the server is shown at the field. Resolves once saved. */
  onSave: (descripcion: string) => Promise<unknown>;
  onCancel?: () => void;
  /** A new recommendation's field empties after it is added. */
  resetOnSave?: boolean;
}

/** One recommendation's text (spec 3 §5: 'El campo Recomendacion no puede ser vacio'), to add or to edit. */
export function RecommendationFormFields({
  label,
  submitLabel,
  initial = '',
  onSave,
  onCancel,
  resetOnSave = false,
}: RecommendationFormProps) {
  const { control, handleSubmit, reset, setError, formState } = useAppForm<RecommendationForm>({
    resolver: zodResolver(recommendationForm),
    defaultValues: { descripcion: initial },
  });
  const submit = handleSubmit(async ({ descripcion }) => {
    try {
      await onSave(descripcion);
      if (resetOnSave) reset({ descripcion: '' });
    } catch (error) {
      // The dialogs of the api client already told the user about a session or server failure.
      if (isApiError(error) && !error.handled) setError('descripcion', { message: error.message });
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <FormTextField
        control={control}
        name="descripcion"
        label={label}
        multiline
        minRows={1}
        maxRows={6}
        required
        autoFocus={onCancel !== undefined}
        slotProps={{ htmlInput: { maxLength: RECOMMENDATION_MAX } }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        sx={{ flex: '1 1 280px' }}
      />
      <Box sx={{ display: 'flex', gap: 1, minHeight: 56, alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ minHeight: 44 }}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
        )}
      </Box>
    </Box>
  );
}
