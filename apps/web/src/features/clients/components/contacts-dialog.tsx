import { contactForm, type ClientItem, type ContactItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useContacts } from '../api/get-contacts';
import { useStoreContact } from '../api/store-contact';
import { useAppForm } from '../../../lib/use-app-form';

const FIELDS = ['nombre', 'correo', 'telefono', 'cargo'] as const;

/** Contacts of a client: the list and a form to add one or edit the chosen one (spec 1 §3, §5). */
export function ContactsDialog({ client, onClose }: { client: ClientItem; onClose: () => void }) {
  const contacts = useContacts(client.id);
  const store = useStoreContact();
  const notify = useNotify();
  const [editing, setEditing] = useState<ContactItem | null>(null);
  const empty = {
    id: 0,
    id_cliente: client.id,
    nombre: '',
    correo: '',
    telefono: '',
    cargo: '',
    reporte: false,
  };
  const { control, handleSubmit, reset, setError } = useAppForm({
    resolver: zodResolver(contactForm),
    defaultValues: empty,
  });

  const startEdit = (contact: ContactItem | null) => {
    setEditing(contact);
    reset(contact ?? empty);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await store.mutateAsync(values);
      notify({ severity: 'success', message: saved.message });
      startEdit(null);
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, FIELDS)) notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="contacts-dialog-title">
      <DialogTitle id="contacts-dialog-title">Contactos de {client.razon_social}</DialogTitle>
      <DialogContent>
        {contacts.isPending ? (
          <LoadingState />
        ) : contacts.isError ? (
          <ErrorState message={contacts.error.message} onRetry={() => void contacts.refetch()} />
        ) : contacts.data.length === 0 ? (
          <EmptyState />
        ) : (
          <Table size="small" aria-label="Contactos">
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell>Correo</TableCell>
                <TableCell>Teléfono</TableCell>
                <TableCell>Cargo</TableCell>
                <TableCell>Reporte</TableCell>
                <TableCell align="right">Acción</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {contacts.data.map((contact) => (
                <TableRow key={contact.id} selected={editing?.id === contact.id}>
                  <TableCell>{contact.nombre}</TableCell>
                  <TableCell>{contact.correo}</TableCell>
                  <TableCell>{contact.telefono}</TableCell>
                  <TableCell>{contact.cargo}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={contact.reporte ? 'Sí' : 'No'}
                      color={contact.reporte ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title="Editar">
                      <IconButton aria-label={`Editar ${contact.nombre}`} onClick={() => startEdit(contact)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {editing ? 'Editar contacto' : 'Nuevo contacto'}
        </Typography>
        <form id="contact-form" onSubmit={onSubmit} noValidate>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="nombre"
              label="Nombre"
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
            <FormTextField control={control} name="correo" label="Correo" type="email" />
            <FormTextField
              control={control}
              name="telefono"
              label="Teléfono"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
            />
            <FormTextField
              control={control}
              name="cargo"
              label="Cargo"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Controller
              control={control}
              name="reporte"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Incluir en el reporte consolidado"
                />
              )}
            />
          </Box>
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {editing && <Button onClick={() => startEdit(null)}>Nuevo contacto</Button>}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Cerrar</Button>
        <Button type="submit" form="contact-form" variant="contained" loading={store.isPending}>
          {editing ? 'Actualizar' : 'Guardar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
