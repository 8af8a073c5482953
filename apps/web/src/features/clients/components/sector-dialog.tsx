import { sectorCreateRequest, type SectorItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useCreateSector } from '../api/create-sector';
import { useAppForm } from '../../../lib/use-app-form';

/** 'Nuevo Sector', opened from the client dialog; the new sector comes back selected. */
export function SectorDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (sector: SectorItem) => void;
}) {
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(sectorCreateRequest),
    defaultValues: { name: '' },
  });
  const create = useCreateSector();

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      onCreated(await create.mutateAsync(name));
    } catch (error) {
      if (isApiError(error) && !error.handled) setError('name', { type: 'server', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="sector-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          // Nested in the client dialog's form: keep the submit from reaching it.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogTitle id="sector-dialog-title">Nuevo Sector</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="name" label="Sector" autoFocus sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
