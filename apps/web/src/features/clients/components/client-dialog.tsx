import { clientForm, COSTO_LABEL, type ClientItem } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSectors } from '../api/get-sectors';
import { useStoreClient } from '../api/store-client';
import { LogoField } from './logo-field';
import { SectorDialog } from './sector-dialog';
import { useAppForm } from '../../../lib/use-app-form';

const REQUIRED = 'Este Campo es Requerido.';
const FIELDS = ['razon_social', 'slug', 'ruc', 'id_sectors', 'direccion', 'costo', 'estado'] as const;

interface ClientDialogProps {
  /** The client to edit, or null for a new one. */
  client: ClientItem | null;
  onClose: () => void;
}

/**
 * 'Nuevo Cliente' / 'Editar Cliente' of 'Gestión de Clientes' (spec 1 §2.7, §5): sector with its own creation,
 * logo required on create only, status only when editing. A refused save (duplicate nickname) shows the
 * server's text in an 'Advertencia' dialog (§8).
 */
export function ClientDialog({ client, onClose }: ClientDialogProps) {
  const isEdit = client !== null;
  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(clientForm),
    defaultValues: {
      id: client?.id ?? 0,
      razon_social: client?.razon_social ?? '',
      slug: client?.slug ?? '',
      ruc: client?.ruc ?? '',
      id_sectors: client?.id_sectors ?? '',
      direccion: client?.direccion ?? '',
      costo: client?.costo ?? 1,
      estado: client?.estado,
    },
  });
  const sectors = useSectors();
  const store = useStoreClient();
  const notify = useNotify();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [isSectorOpen, setIsSectorOpen] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  const onSubmit = handleSubmit(
    async (values) => {
      if (!isEdit && !logo) {
        setLogoError(REQUIRED);
        return;
      }
      try {
        const saved = await store.mutateAsync({ data: values, logo });
        notify({ severity: 'success', message: saved.message });
        onClose();
      } catch (error) {
        if (!isApiError(error) || error.handled) return;
        if (error.errors.file?.[0]) setLogoError(error.errors.file[0]);
        if (!applyFieldErrors(error, setError, FIELDS)) setWarning(error.message);
      }
    },
    () => {
      if (!isEdit && !logo) setLogoError(REQUIRED);
    },
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="client-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="client-dialog-title">
          {isEdit ? `Editar Cliente #${client.id}` : 'Nuevo Cliente'}
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              pt: 1,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <FormTextField
              control={control}
              name="razon_social"
              label="Razón social"
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ gridColumn: { sm: 'span 2' } }}
            />
            <FormTextField
              control={control}
              name="slug"
              label="Apodo"
              helperText="Entre 6 y 15 letras o números"
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <FormTextField
              control={control}
              name="ruc"
              label="RUC"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField control={control} name="id_sectors" label="Sector" select>
                {(sectors.data ?? []).map((sector) => (
                  <MenuItem key={sector.id} value={sector.id}>
                    {sector.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <Tooltip title="Nuevo sector">
                <IconButton aria-label="Nuevo sector" onClick={() => setIsSectorOpen(true)} sx={{ mt: 1 }}>
                  <AddIcon />
                </IconButton>
              </Tooltip>
            </Stack>
            <FormTextField control={control} name="costo" label="Costo por defecto" select>
              {Object.entries(COSTO_LABEL).map(([value, label]) => (
                <MenuItem key={value} value={Number(value)}>
                  {label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="direccion"
              label="Dirección"
              slotProps={{ htmlInput: { maxLength: 255 } }}
              sx={{ gridColumn: { sm: isEdit ? 'span 1' : 'span 2' } }}
            />
            {isEdit && (
              <FormTextField control={control} name="estado" label="Estado" select>
                <MenuItem value="Activo">Activo</MenuItem>
                <MenuItem value="Inactivo">Inactivo</MenuItem>
              </FormTextField>
            )}
            <Box sx={{ gridColumn: { sm: 'span 2' } }}>
              <LogoField
                currentUrl={client?.logo ?? null}
                file={logo}
                error={logoError}
                onChange={(file) => {
                  setLogo(file);
                  setLogoError(undefined);
                }}
              />
            </Box>
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
      {isSectorOpen && (
        <SectorDialog
          onClose={() => setIsSectorOpen(false)}
          onCreated={(sector) => {
            setValue('id_sectors', sector.id, { shouldValidate: true });
            setIsSectorOpen(false);
          }}
        />
      )}
      <Dialog open={warning !== null} onClose={() => setWarning(null)} maxWidth="xs" fullWidth>
        <DialogTitle>Advertencia</DialogTitle>
        <DialogContent>
          <DialogContentText>{warning}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setWarning(null)} autoFocus>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
