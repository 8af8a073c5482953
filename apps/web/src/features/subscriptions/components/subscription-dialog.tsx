import { subscriptionForm, TRIAL_PERIODS, type SubscriptionItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useStoreSubscription } from '../api/store-subscription';
import { DateField } from './date-field';
import { useSubscriptionClients } from '../api/get-subscription-clients';
import { useAppForm } from '../../../lib/use-app-form';

interface SubscriptionDialogProps {
  subscription: SubscriptionItem | null;
  onClose: () => void;
}

/** 'Nueva Suscripción' / 'Editar Suscripción': client and start date locked on edit; trial period only on edit. */
export function SubscriptionDialog({ subscription, onClose }: SubscriptionDialogProps) {
  const isEdit = subscription !== null;
  const session = useStoredSession();
  const clients = useSubscriptionClients();
  const store = useStoreSubscription();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(subscriptionForm),
    defaultValues: {
      id: subscription?.id ?? 0,
      id_cliente: subscription?.id_cliente ?? '',
      date_start: subscription?.date_start ?? '',
      date_end: subscription?.date_end ?? '',
      trial_period: subscription?.trial_period ?? 'ACTIVO',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await store.mutateAsync({
        suscripcion: isEdit ? values : { ...values, trial_period: undefined },
        id_usuario: session.userId,
      });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // The server names the fields inside `suscripcion` ('suscripcion.date_end').
      for (const field of ['id_cliente', 'date_start', 'date_end'] as const) {
        const message = error.errors[`suscripcion.${field}`]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
      // Spec 1 §8: a failed subscription save shows the server's error as a notification.
      notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  const options = clients.data ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="subscription-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="subscription-dialog-title">
          {isEdit ? 'Editar Suscripción' : 'Nueva Suscripción'}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="id_cliente"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={options}
                  value={options.find((option) => option.id === Number(field.value)) ?? null}
                  onChange={(_event, value) => field.onChange(value?.id ?? '')}
                  getOptionLabel={(option) => option.razon_social}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  loading={clients.isPending}
                  loadingText="Cargando…"
                  noOptionsText="No hay datos disponibles"
                  disabled={isEdit}
                  sx={{ gridColumn: { sm: 'span 2' } }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Cliente"
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <DateField control={control} name="date_start" label="Fecha inicio" disabled={isEdit} />
            <DateField control={control} name="date_end" label="Fecha final" />
            {isEdit && (
              <FormTextField
                control={control}
                name="trial_period"
                label="Periodo de prueba"
                select
                sx={{ gridColumn: { sm: 'span 2' } }}
              >
                {TRIAL_PERIODS.map((period) => (
                  <MenuItem key={period} value={period}>
                    {period}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={store.isPending}>
            Cerrar
          </Button>
          <Button type="submit" variant="contained" loading={store.isPending}>
            {isEdit ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
