import { tyreModelForm, type TyreBrand } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '../../../components/form-text-field';
import { useStoreTyreModel } from '../api/store-tyre-model';
import { CatalogDialogFrame } from './catalog-dialog-frame';
import { useCatalogSubmit } from './use-catalog-submit';
import { useAppForm } from '../../../lib/use-app-form';

export interface TyreModelDialogProps {
  clientId: number;
  brands: TyreBrand[];
  /** The brand chosen in the tyre dialog, preselected. */
  brandId?: number | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** 'Nuevo modelo' of a tyre brand ('Marca es requerido' without one). */
export function TyreModelDialog({ clientId, brands, brandId, onClose, onSaved }: TyreModelDialogProps) {
  const store = useStoreTyreModel(clientId);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(tyreModelForm),
    defaultValues: { id_marca: brandId ?? '', descripcion: '' },
  });
  const submit = useCatalogSubmit({
    setError,
    fields: ['id_marca', 'descripcion'],
    duplicateField: 'descripcion',
    onClose,
  });
  return (
    <CatalogDialogFrame
      title="Nuevo modelo"
      isPending={store.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        submit(
          () => store.mutateAsync(values),
          (answer) => onSaved?.(answer.id),
        ),
      )}
    >
      <FormTextField control={control} name="id_marca" label="Marca" select required>
        {brands.map((brand) => (
          <MenuItem key={brand.id} value={brand.id}>
            {brand.descripcion}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="descripcion" label="Descripción" required autoFocus />
    </CatalogDialogFrame>
  );
}
