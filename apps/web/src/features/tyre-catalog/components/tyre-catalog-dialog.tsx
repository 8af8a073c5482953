import type { TyreBrand } from '@huella/contracts';
import { RetreaderDialog } from './retreader-dialog';
import { TyreBrandDialog } from './tyre-brand-dialog';
import { TyreDesignDialog } from './tyre-design-dialog';
import { TyreMeasureDialog } from './tyre-measure-dialog';
import { TyreModelDialog } from './tyre-model-dialog';

export type TyreCatalogKind = 'marca' | 'modelo' | 'medida' | 'disenio' | 'empresa';

export interface TyreCatalogDialogProps {
  kind: TyreCatalogKind;
  clientId: number;
  brands: TyreBrand[];
  brandId?: number | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** One entry point for the five master dialogs the tyre dialog opens with its '+' buttons. */
export function TyreCatalogDialog({ kind, brands, brandId, ...props }: TyreCatalogDialogProps) {
  switch (kind) {
    case 'marca':
      return <TyreBrandDialog {...props} />;
    case 'modelo':
      return <TyreModelDialog {...props} brands={brands} brandId={brandId} />;
    case 'medida':
      return <TyreMeasureDialog {...props} />;
    case 'disenio':
      return <TyreDesignDialog {...props} />;
    case 'empresa':
      return <RetreaderDialog {...props} />;
  }
}
