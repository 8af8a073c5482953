import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';

export interface CatalogDialogFrameProps {
  title: string;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** The shell every tyre master dialog shares: title, fields, Cancelar / Guardar (enabled; a click shows what is missing). */
export function CatalogDialogFrame({
  title,
  isPending,
  onSubmit,
  onClose,
  children,
}: CatalogDialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          // The tyre dialog's form is an ancestor in React's tree: keep this submit to this dialog.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
