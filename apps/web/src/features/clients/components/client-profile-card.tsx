import { clientProfileForm, type ClientItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { reloadPage } from '../../../lib/browser';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClient } from '../api/get-client';
import { useStoreClient } from '../api/store-client';
import { LogoField } from './logo-field';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 1 §9: after saving the profile the page reloads after 1 s (the top bar shows the new name and logo). */
const RELOAD_DELAY_MS = 1000;

/**
 * '/micuenta': the client's own profile (Razon Social, Ruc, Dirección, logo) with 'Actualizar'; read only for a
 * role that may see '/micuenta' but not edit it (no button that would only answer 'No tiene permiso').
 */
export function ClientProfileCard({ clientId, canEdit = true }: { clientId: number; canEdit?: boolean }) {
  const client = useClient(clientId);
  if (client.isPending) return <LoadingState />;
  if (client.isError)
    return <ErrorState message={client.error.message} onRetry={() => void client.refetch()} />;
  return canEdit ? <ProfileForm client={client.data} /> : <ProfileSummary client={client.data} />;
}

function ProfileSummary({ client }: { client: ClientItem }) {
  const readOnly = { htmlInput: { readOnly: true } };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Datos de la empresa
        </Typography>
        <Stack spacing={2.5}>
          {client.logo && (
            <Box
              component="img"
              src={client.logo}
              alt="Logo"
              sx={{
                width: 120,
                height: 120,
                objectFit: 'contain',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
          <TextField label="Razon Social" value={client.razon_social} slotProps={readOnly} />
          <TextField label="Ruc" value={client.ruc ?? ''} slotProps={readOnly} />
          <TextField label="Dirección" value={client.direccion ?? ''} slotProps={readOnly} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ client }: { client: ClientItem }) {
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(clientProfileForm),
    defaultValues: {
      id: client.id,
      razon_social: client.razon_social,
      ruc: client.ruc ?? '',
      direccion: client.direccion ?? '',
    },
  });
  const store = useStoreClient();
  const notify = useNotify();
  const [logo, setLogo] = useState<File | null>(null);
  const [pending, setPending] = useState<{
    id: number;
    razon_social: string;
    ruc: string;
    direccion: string;
  } | null>(null);

  const handleSave = async () => {
    if (!pending) return;
    try {
      const saved = await store.mutateAsync({ data: pending, logo });
      notify({ severity: 'success', message: saved.message });
      setTimeout(reloadPage, RELOAD_DELAY_MS);
    } catch (error) {
      if (
        isApiError(error) &&
        !error.handled &&
        !applyFieldErrors(error, setError, ['razon_social', 'ruc', 'direccion'])
      )
        notify({ severity: 'error', message: error.message });
    }
    setPending(null);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Datos de la empresa
        </Typography>
        <form onSubmit={handleSubmit((values) => setPending(values))} noValidate>
          <Stack spacing={2.5}>
            <LogoField currentUrl={client.logo} file={logo} onChange={setLogo} />
            <FormTextField
              control={control}
              name="razon_social"
              label="Razon Social"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormTextField
              control={control}
              name="ruc"
              label="Ruc"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
            <FormTextField
              control={control}
              name="direccion"
              label="Dirección"
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <Button
              type="submit"
              variant="contained"
              loading={store.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Actualizar
            </Button>
          </Stack>
        </form>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title="Aviso"
        message="Desea Editar Item"
        isPending={store.isPending}
        onCancel={() => {
          setPending(null);
          notify({ severity: 'info', message: 'Se cancelo la acción' });
        }}
        onConfirm={() => void handleSave()}
      />
    </Card>
  );
}
