import { retreaderForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../components/form-text-field';
import { useStoreRetreader } from '../api/store-retreader';
import { CatalogDialogFrame } from './catalog-dialog-frame';
import { useCatalogSubmit } from './use-catalog-submit';
import { useAppForm } from '../../../lib/use-app-form';

export interface RetreaderDialogProps {
  clientId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** 'Nueva empresa reencauchadora': RUC (numeric, ≤ 11 digits, unique: 'RUC duplicado') and razón social. */
export function RetreaderDialog({ clientId, onClose, onSaved }: RetreaderDialogProps) {
  const store = useStoreRetreader(clientId);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(retreaderForm),
    defaultValues: { ruc: '', razon_social: '' },
  });
  const submit = useCatalogSubmit({
    setError,
    fields: ['ruc', 'razon_social'],
    duplicateField: 'ruc',
    onClose,
  });
  return (
    <CatalogDialogFrame
      title="Nueva empresa reencauchadora"
      isPending={store.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        submit(
          () => store.mutateAsync(values),
          (answer) => onSaved?.(answer.id),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="ruc"
        label="RUC"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <FormTextField control={control} name="razon_social" label="Razón social" required />
    </CatalogDialogFrame>
  );
}
