import { tyreBrandForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../components/form-text-field';
import { useStoreTyreBrand } from '../api/store-tyre-brand';
import { CatalogDialogFrame } from './catalog-dialog-frame';
import { useCatalogSubmit } from './use-catalog-submit';
import { useAppForm } from '../../../lib/use-app-form';

export interface TyreBrandDialogProps {
  clientId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** 'Nueva marca' of tyres: a duplicate (compared uppercased) is 'Marca duplicada'. */
export function TyreBrandDialog({ clientId, onClose, onSaved }: TyreBrandDialogProps) {
  const store = useStoreTyreBrand(clientId);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(tyreBrandForm),
    defaultValues: { descripcion: '' },
  });
  const submit = useCatalogSubmit({
    setError,
    fields: ['descripcion'],
    duplicateField: 'descripcion',
    onClose,
  });
  return (
    <CatalogDialogFrame
      title="Nueva marca"
      isPending={store.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        submit(
          () => store.mutateAsync(values),
          (answer) => onSaved?.(answer.id),
        ),
      )}
    >
      <FormTextField control={control} name="descripcion" label="Descripción" required autoFocus />
    </CatalogDialogFrame>
  );
}
