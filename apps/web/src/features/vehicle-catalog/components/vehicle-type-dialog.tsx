import { vehicleTypeForm, type VehicleType } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useStoreVehicleType } from '../api/store-vehicle-type';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 2 §9: one png/jpeg image of at most 10 MB; texts of spec 2 §5. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const INVALID_TYPE = 'Tipo de archivo inválido';
const TOO_LARGE = 'Los archivos no deben exceder los 10MB de tramaño';

export interface VehicleTypeDialogProps {
  /** The type to edit, or null for a new one. */
  type: VehicleType | null;
  clientId: number | null;
  onClose: () => void;
  /** After a successful save, with the saved type (the caller may select it). */
  onSaved?: (type: VehicleType) => void;
}

/** Add or edit a vehicle type with its image (spec 2 §2 small dialogs); reused by the vehicle dialog. */
export function VehicleTypeDialog({ type, clientId, onClose, onSaved }: VehicleTypeDialogProps) {
  const storeType = useStoreVehicleType();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(type?.imagen ?? null);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(vehicleTypeForm),
    defaultValues: { nombre: type?.descripcion ?? '' },
  });

  // A chosen file is previewed through a blob URL, released when replaced or when the dialog closes.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setFileError(INVALID_TYPE);
    if (chosen.size > MAX_IMAGE_BYTES) return setFileError(TOO_LARGE);
    setFileError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const onSubmit = handleSubmit(async ({ nombre }) => {
    try {
      const answer = await storeType.mutateAsync({ id: type?.id, nombre, imagen: file, clientId });
      notify({ severity: 'success', message: answer.message });
      onSaved?.(answer.tipo);
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409) setError('nombre', { type: 'server', message: error.message });
      else if (error.status === 413 || error.status === 415) setFileError(error.message);
      else if (!applyFieldErrors(error, setError, ['nombre']))
        notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="vehicle-type-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="vehicle-type-dialog-title">
          {type ? 'Editar tipo de vehículo' : 'Nuevo tipo de vehículo'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="nombre" label="Descripción" required autoFocus />
            <Box
              sx={{
                height: 140,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.50',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
              }}
            >
              {preview ? (
                <Box
                  component="img"
                  src={preview}
                  alt="Imagen del tipo de vehículo"
                  sx={{ maxHeight: '100%', maxWidth: '100%' }}
                />
              ) : (
                <Stack spacing={0.5} sx={{ color: 'text.disabled', alignItems: 'center' }}>
                  <ImageIcon />
                  <Typography variant="caption">Imagen no disponible</Typography>
                </Stack>
              )}
            </Box>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
              {file ? file.name : 'Seleccionar imagen (png, jpg · máx. 10 MB)'}
              <input hidden type="file" accept="image/png,image/jpeg" onChange={handleFile} />
            </Button>
            {fileError && <Alert severity="error">{fileError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeType.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeType.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
