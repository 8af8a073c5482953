import { memberForm, type MemberItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSaveMember } from '../api/save-member';
import { useAppForm } from '../../../lib/use-app-form';

interface MemberDialogProps {
  clientId: number;
  /** The member to edit, or null for a new one. */
  member: MemberItem | null;
  roles: { id: number; name: string }[];
  onClose: () => void;
}

/** 'Nuevo Usuario' / 'Editar Usuario' (spec 1 §2.7): id shown when editing; roles 4 and 5 only. */
export function MemberDialog({ clientId, member, roles, onClose }: MemberDialogProps) {
  const isEdit = member !== null;
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(memberForm),
    defaultValues: {
      id: member?.id_user ?? 0,
      id_cliente: clientId,
      nombre: member?.nombres ?? '',
      apellidos: member?.apellidos ?? '',
      email: member?.email ?? '',
      role_id: member?.role_id ?? '',
    },
  });
  const save = useSaveMember();
  const notify = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // Spec 1 §8: a failed member save shows the server's text for 4 s.
      if (!applyFieldErrors(error, setError, ['nombre', 'apellidos', 'email', 'role_id'])) {
        setServerError(error.message);
        setTimeout(() => setServerError(null), 4000);
      }
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="member-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="member-dialog-title">{isEdit ? 'Editar Usuario' : 'Nuevo Usuario'}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {isEdit && (
              <TextField
                label="Id"
                value={member.id_user}
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ gridColumn: { sm: 'span 2' } }}
              />
            )}
            <FormTextField
              control={control}
              name="nombre"
              label="Nombres"
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormTextField
              control={control}
              name="apellidos"
              label="Apellidos"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="off" />
            <FormTextField control={control} name="role_id" label="Rol" select>
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
          {!isEdit && (
            <Alert severity="info" sx={{ mt: 2 }}>
              El usuario recibirá por correo una contraseña temporal que deberá cambiar en su primer ingreso.
            </Alert>
          )}
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cerrar
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {isEdit ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
