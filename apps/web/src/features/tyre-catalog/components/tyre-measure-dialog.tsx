import { measureDescription, tyreMeasureForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useStoreTyreMeasure } from '../api/store-tyre-measure';
import { CatalogDialogFrame } from './catalog-dialog-frame';
import { useCatalogSubmit } from './use-catalog-submit';
import { useAppForm } from '../../../lib/use-app-form';

export interface TyreMeasureDialogProps {
  clientId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * 'Nueva medida': width, profile and rim; the description is built as width/profile R rim unless 'Activar
 * descripción' is ticked, for sizes written otherwise ('11R22.5', '12.00R24').
 */
export function TyreMeasureDialog({ clientId, onClose, onSaved }: TyreMeasureDialogProps) {
  const store = useStoreTyreMeasure(clientId);
  const [isCustom, setIsCustom] = useState(false);
  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(tyreMeasureForm),
    defaultValues: { ancho: '', perfil: '', aro: '', descripcion: '' },
  });
  const [ancho, perfil, aro] = useWatch({ control, name: ['ancho', 'perfil', 'aro'] });
  useEffect(() => {
    if (isCustom) return;
    const complete = [ancho, perfil, aro].every((part) => part.trim() !== '');
    setValue('descripcion', complete ? measureDescription(ancho, perfil, aro) : '', {
      shouldValidate: complete,
    });
  }, [ancho, perfil, aro, isCustom, setValue]);
  const submit = useCatalogSubmit({
    setError,
    fields: ['ancho', 'perfil', 'aro', 'descripcion'],
    duplicateField: 'descripcion',
    onClose,
  });
  const numeric = { htmlInput: { inputMode: 'decimal' as const, maxLength: 6 } };
  return (
    <CatalogDialogFrame
      title="Nueva medida"
      isPending={store.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        submit(
          () => store.mutateAsync(values),
          (answer) => onSaved?.(answer.id),
        ),
      )}
    >
      <Stack direction="row" spacing={1.5}>
        <FormTextField control={control} name="ancho" label="Ancho" required autoFocus slotProps={numeric} />
        <FormTextField control={control} name="perfil" label="Perfil" required slotProps={numeric} />
        <FormTextField control={control} name="aro" label="Aro" required slotProps={numeric} />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={isCustom} onChange={(event) => setIsCustom(event.target.checked)} />}
        label="Activar descripción"
      />
      <FormTextField
        control={control}
        name="descripcion"
        label="Descripción"
        required
        disabled={!isCustom}
        helperText={isCustom ? 'Ejemplo: 11R22.5' : 'Se arma como ancho/perfil R aro'}
      />
    </CatalogDialogFrame>
  );
}
