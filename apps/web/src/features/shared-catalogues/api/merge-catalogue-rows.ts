import { catalogMergeResponse, type CatalogMergeRequest, type SharedCatalog } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST catalogos/{catalogo}/fusionar {id_origen, id_destino}: the duplicate's references move, it is deleted. */
export const mergeCatalogueRows = ({
  catalogue,
  ...body
}: CatalogMergeRequest & { catalogue: SharedCatalog }) =>
  api.post(`/catalogos/${catalogue}/fusionar`, body, catalogMergeResponse);

export function useMergeCatalogueRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCatalogueRows,
    // A merge also moves children (a brand's models, a type's configurations): reread every catalogue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogos'] }),
  });
}
