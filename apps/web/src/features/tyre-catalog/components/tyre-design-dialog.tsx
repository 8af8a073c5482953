import { tyreDesignForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../components/form-text-field';
import { useStoreTyreDesign } from '../api/store-tyre-design';
import { CatalogDialogFrame } from './catalog-dialog-frame';
import { useCatalogSubmit } from './use-catalog-submit';
import { useAppForm } from '../../../lib/use-app-form';

export interface TyreDesignDialogProps {
  clientId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** 'Nuevo diseño' (retread design): a duplicate is 'Diseño duplicado'. */
export function TyreDesignDialog({ clientId, onClose, onSaved }: TyreDesignDialogProps) {
  const store = useStoreTyreDesign(clientId);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(tyreDesignForm),
    defaultValues: { nombre: '' },
  });
  const submit = useCatalogSubmit({ setError, fields: ['nombre'], duplicateField: 'nombre', onClose });
  return (
    <CatalogDialogFrame
      title="Nuevo diseño"
      isPending={store.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        submit(
          () => store.mutateAsync(values),
          (answer) => onSaved?.(answer.id),
        ),
      )}
    >
      <FormTextField control={control} name="nombre" label="Nombre" required autoFocus />
    </CatalogDialogFrame>
  );
}
