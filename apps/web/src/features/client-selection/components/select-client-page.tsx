import { MSG, ROLE, type ClientChoice } from '@huella/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { loadPage } from '../../../lib/browser';
import { storeClientId } from '../../../lib/storage';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useClients, type ClientStatus } from '../api/get-clients';
import { useStoreClientAccess } from '../api/store-client-access';

/** The client's logo when it has one (public at /api/logos/{name}), else its initial. */
function ClientLogo({ client, size }: { client: ClientChoice; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={client.imagen ?? undefined}
      alt={client.imagen ? `Logo de ${client.name}` : undefined}
      sx={{
        width: size,
        height: size,
        bgcolor: client.imagen ? 'transparent' : 'primary.light',
        '& img': { objectFit: 'contain' },
      }}
    >
      {client.name.charAt(0)}
    </Avatar>
  );
}

/** '/seleccionarCliente': an internal user picks the client company to work on (spec 1 §2.6). */
export function SelectClientPage() {
  const session = useStoredSession();
  // Only role 1 may look at inactive clients (spec 1 §6).
  const canFilterStatus = session.role === ROLE.superadmin;
  const [status, setStatus] = useState<ClientStatus>('Activo');
  const [selected, setSelected] = useState<ClientChoice | null>(null);
  const clients = useClients(canFilterStatus ? status : undefined);
  const access = useStoreClientAccess();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    try {
      await access.mutateAsync({ id_cliente: selected.id, id_usuario: session.userId });
    } catch (error) {
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 4000 });
      return;
    }
    storeClientId(selected.id);
    // Menu and permissions depend on the client: drop them and start a fresh page (the guard opens /home).
    queryClient.clear();
    loadPage('/home');
  };

  const options = clients.data ?? [];

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageTitle title="Seleccionar cliente" subtitle="Elija la empresa con la que desea trabajar." />
      <Card variant="outlined">
        <CardContent>
          <form onSubmit={(event) => void handleConfirm(event)}>
            <Stack spacing={3}>
              {canFilterStatus && (
                <Box>
                  <FormLabel id="client-status-label">Estado</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="client-status-label"
                    value={status}
                    onChange={(event) => {
                      setStatus(event.target.value === 'Inactivo' ? 'Inactivo' : 'Activo');
                      setSelected(null);
                    }}
                  >
                    <FormControlLabel value="Activo" control={<Radio />} label="Activo" />
                    <FormControlLabel value="Inactivo" control={<Radio />} label="Inactivo" />
                  </RadioGroup>
                </Box>
              )}

              {clients.isError ? (
                <ErrorState
                  message={isApiError(clients.error) ? clients.error.message : undefined}
                  onRetry={() => void clients.refetch()}
                />
              ) : clients.isSuccess && options.length === 0 ? (
                <EmptyState message={MSG.noHayDatos} />
              ) : (
                <Autocomplete
                  options={options}
                  value={selected}
                  onChange={(_event, value) => setSelected(value)}
                  loading={clients.isPending}
                  loadingText="Cargando…"
                  noOptionsText={MSG.noHayDatos}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  renderOption={(props, option) => {
                    const { key, ...optionProps } = props;
                    return (
                      <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
                        <ClientLogo client={option} size={36} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body1">{option.name}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            RUC: {option.ruc ?? '—'}
                          </Typography>
                        </Box>
                      </Box>
                    );
                  }}
                  renderInput={(params) => <TextField {...params} label="Cliente" autoFocus />}
                />
              )}

              {selected && (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <ClientLogo client={selected} size={56} />
                  <Typography variant="body2" color="text.secondary">
                    RUC: {selected.ruc ?? '—'}
                  </Typography>
                </Stack>
              )}

              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!selected}
                loading={access.isPending}
              >
                Confirmar Cliente
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
