import {
  MSG,
  ownPasswordForm,
  PROFILE_MSG,
  profileUpdateRequest,
  type OwnPasswordForm,
  type Profile,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useChangeOwnPassword } from '../api/change-own-password';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useAppForm } from '../../../lib/use-app-form';

type Section = 'datos' | 'password';

/** Buttons and tabs a finger can hit on a tablet (issue 11: targets of at least 44 px). */
const TOUCH = { minHeight: 44 };

/**
 * 'Mi perfil' (issue 11), opened from the top bar's overflow menu by every signed-in user: their name, surname
 * and phone, and their password (the current one first). Two tabs, each its own form and its own button.
 */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const profile = useProfile();
  const [section, setSection] = useState<Section>('datos');

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">Mi perfil</DialogTitle>
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        variant="fullWidth"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="datos" label="Mis datos" id="profile-tab-datos" aria-controls="profile-panel" />
        <Tab value="password" label="Contraseña" id="profile-tab-password" aria-controls="profile-panel" />
      </Tabs>
      {profile.isPending ? (
        <DialogContent>
          <LoadingState />
        </DialogContent>
      ) : profile.isError ? (
        <>
          <DialogContent>
            <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} sx={TOUCH}>
              Cerrar
            </Button>
          </DialogActions>
        </>
      ) : section === 'datos' ? (
        <ProfileForm profile={profile.data} onClose={onClose} />
      ) : (
        <PasswordForm email={profile.data.email} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ProfileForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(profileUpdateRequest),
    defaultValues: { nombre: profile.nombre, apellidos: profile.apellidos, telefono: profile.telefono },
  });
  const update = useUpdateProfile();
  const notify = useNotify();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['nombre', 'apellidos', 'telefono']))
        notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      role="tabpanel"
      id="profile-panel"
      aria-labelledby="profile-tab-datos"
    >
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="E-mail"
            value={profile.email}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="Con él ingresa; no se cambia aquí"
            sx={{ gridColumn: { sm: 'span 2' } }}
          />
          <FormTextField
            control={control}
            name="nombre"
            label="Nombres"
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="apellidos"
            label="Apellidos"
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="telefono"
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          <TextField label="Rol" value={profile.rol} slotProps={{ htmlInput: { readOnly: true } }} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={update.isPending} sx={TOUCH}>
          Cerrar
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending} sx={TOUCH}>
          Guardar
        </Button>
      </DialogActions>
    </form>
  );
}

function PasswordForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { control, handleSubmit, setError } = useAppForm<OwnPasswordForm>({
    resolver: zodResolver(ownPasswordForm),
    defaultValues: { password_actual: '', password: '', password_confirmation: '' },
  });
  const change = useChangeOwnPassword();
  const notify = useNotify();

  const onSubmit = handleSubmit(async ({ password_actual, password }) => {
    try {
      await change.mutateAsync({ password_actual, password });
      notify({ severity: 'success', message: PROFILE_MSG.passwordCambiado });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['password_actual', 'password']))
        notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      role="tabpanel"
      id="profile-panel"
      aria-labelledby="profile-tab-password"
    >
      <DialogContent>
        {/* Lets the browser's password manager tie the new password to the right account. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormPasswordField
            control={control}
            name="password_actual"
            label="Contraseña actual"
            autoComplete="current-password"
          />
          <FormPasswordField
            control={control}
            name="password"
            label="Nueva contraseña"
            autoComplete="new-password"
            helperText={MSG.passwordHint}
          />
          <FormPasswordField
            control={control}
            name="password_confirmation"
            label="Confirmar nueva contraseña"
            autoComplete="new-password"
          />
          <Typography variant="body2" color="text.secondary">
            Al cambiarla se cierran sus sesiones abiertas en otros equipos; en este sigue trabajando.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={change.isPending} sx={TOUCH}>
          Cerrar
        </Button>
        <Button type="submit" variant="contained" loading={change.isPending} sx={TOUCH}>
          Cambiar contraseña
        </Button>
      </DialogActions>
    </form>
  );
}
