import {
  MSG,
  protectedFileUrl,
  reachesEveryClient,
  USER_MSG,
  userCreateData,
  userForm,
  type UserForm,
  type UserGetResponse,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUser } from '../api/get-user';
import { useSaveUser } from '../api/save-user';
import { SignatureField } from './signature-field';
import { useAppForm } from '../../../lib/use-app-form';

const SERVER_FIELDS = [
  'nombre',
  'apellidos',
  'telefono',
  'email',
  'selectedRoles',
  'selectedEmpresa',
  'pasword',
] as const;

/** 'Nuevo Usuario' / 'Editar Usuario' of 'Gestión Usuarios': loads the user (id 0 = new) and its choices. */
export function UserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const user = useUser(id);
  const title = id === 0 ? 'Nuevo Usuario' : 'Editar Usuario';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">
        {title}
        {id !== 0 && ` · Código ${id}`}
      </DialogTitle>
      {user.isError ? (
        <DialogContent>
          <ErrorState
            message={isApiError(user.error) ? user.error.message : undefined}
            onRetry={() => void user.refetch()}
          />
        </DialogContent>
      ) : user.isPending ? (
        <DialogContent>
          <LoadingState />
        </DialogContent>
      ) : (
        <UserFormContent id={id} loaded={user.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface UserFormContentProps {
  id: number;
  loaded: UserGetResponse['success'];
  onClose: () => void;
}

/** The form itself, mounted once the user is loaded so its default values are the stored ones. */
export function UserFormContent({ id, loaded, onClose }: UserFormContentProps) {
  const isEdit = id !== 0;
  const stored = loaded.usuario;
  const { control, handleSubmit, setError, setValue } = useAppForm<UserForm>({
    // Create demands the password (spec 1 §5: required on create only); edit changes it only when typed.
    resolver: zodResolver(isEdit ? userForm : userCreateData),
    defaultValues: {
      nombre: stored?.nombre ?? '',
      apellidos: stored?.apellidos ?? '',
      telefono: stored?.telefono ?? '',
      email: stored?.email ?? '',
      selectedRoles: stored?.selectedRoles ?? [],
      selectedEmpresa: stored?.selectedEmpresa ?? [],
      pasword: '',
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pending, setPending] = useState<UserForm | null>(null);
  const save = useSaveUser();
  const notify = useNotify();
  const selectedRoles = useWatch({ control, name: 'selectedRoles' });
  // Roles 1 and 2 reach every client; any other internal role works only on the companies chosen here.
  const assignsCompanies = selectedRoles[0] !== undefined && !reachesEveryClient(selectedRoles[0]);

  const onSubmit = handleSubmit(
    (values) => {
      if (!isEdit && !file) {
        setFileError(USER_MSG.firmaRequerida);
        return;
      }
      setPending(values);
    },
    () => {
      if (!isEdit && !file) setFileError(USER_MSG.firmaRequerida);
    },
  );

  const handleConfirm = async () => {
    if (!pending) return;
    // Roles 1 and 2 reach every client: their company list is not sent.
    const data = { ...pending, selectedEmpresa: assignsCompanies ? pending.selectedEmpresa : [] };
    setPending(null);
    try {
      const answer = await save.mutateAsync({ id, data, file });
      notify({ severity: 'success', message: answer.success });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // Problems the server names without a field still belong next to one.
      if (error.status === 413 || error.status === 415) return setFileError(error.message);
      if (error.errors.file?.[0]) setFileError(error.errors.file[0]);
      if (error.status === 409 && error.message === MSG.correoYaRegistrado) {
        return setError('email', { type: 'server', message: error.message });
      }
      if (!applyFieldErrors(error, setError, SERVER_FIELDS)) {
        notify({ severity: 'error', message: error.message, duration: 4000 });
      }
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="nombre"
                label="Nombres"
                autoFocus
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="apellidos"
                label="Apellidos"
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="telefono"
                label="Teléfono"
                type="tel"
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="selectedRoles"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Rol"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value[0] ?? ''}
                    onChange={(event) => field.onChange([Number(event.target.value)])}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {loaded.roles.map((role) => (
                      <MenuItem key={role.id} value={role.id}>
                        {role.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPasswordField
                control={control}
                name="pasword"
                label="Contraseña"
                autoComplete="new-password"
                helperText={isEdit ? 'Dejar vacío para mantener la actual' : MSG.passwordHint}
              />
            </Grid>
            <Grid size={12}>
              {assignsCompanies ? (
                <Controller
                  control={control}
                  name="selectedEmpresa"
                  render={({ field, fieldState }) => {
                    const chosen = field.value ?? [];
                    const allIds = loaded.clientes.map((client) => client.id);
                    const isAll = allIds.length > 0 && allIds.every((clientId) => chosen.includes(clientId));
                    return (
                      <>
                        <Autocomplete
                          multiple
                          disableCloseOnSelect
                          options={loaded.clientes}
                          value={loaded.clientes.filter((client) => chosen.includes(client.id))}
                          onChange={(_event, value) => field.onChange(value.map((client) => client.id))}
                          getOptionLabel={(client) => client.razon_social}
                          isOptionEqualToValue={(option, value) => option.id === value.id}
                          noOptionsText={MSG.noHayDatos}
                          limitTags={4}
                          renderInput={(params) => (
                            <TextField
                              {...params}
                              label="Empresas"
                              inputRef={field.ref}
                              error={Boolean(fieldState.error)}
                              helperText={
                                fieldState.error?.message ?? 'Empresas en las que trabaja el usuario'
                              }
                            />
                          )}
                        />
                        <FormControlLabel
                          label="Seleccionar todas las empresas"
                          control={
                            <Checkbox
                              checked={isAll}
                              onChange={(event) =>
                                setValue('selectedEmpresa', event.target.checked ? allIds : [], {
                                  shouldValidate: true,
                                })
                              }
                            />
                          }
                        />
                      </>
                    );
                  }}
                />
              ) : (
                selectedRoles.length > 0 && (
                  <Alert severity="info">Este rol accede a todas las empresas; no requiere asignarlas.</Alert>
                )
              )}
            </Grid>
            <Grid size={12}>
              <SignatureField
                file={file}
                hasStored={Boolean(stored?.imagen_firma)}
                storedUrl={stored?.imagen_firma ? protectedFileUrl(stored.imagen_firma) : null}
                error={fileError}
                onChange={(chosen, problem) => {
                  setFile(chosen);
                  setFileError(problem);
                }}
              />
            </Grid>
          </Grid>
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
      <ConfirmDialog
        open={pending !== null}
        title="Confirmar"
        message={isEdit ? USER_MSG.confirmarEdicion : USER_MSG.confirmarRegistro}
        confirmLabel="Sí"
        cancelLabel="No"
        onCancel={() => {
          setPending(null);
          notify({ severity: 'info', message: USER_MSG.cancelado });
        }}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
