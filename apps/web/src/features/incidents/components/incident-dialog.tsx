import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INCIDENT_DESCRIPTION_MAX,
  INCIDENT_MSG,
  incidentForm,
  type IncidentFormInput,
  type IncidentPair,
} from '@huella/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { useAppForm } from '../../../lib/use-app-form';
import { isApiError } from '../../../lib/api-client';
import { useSendIncident } from '../api/send-incident';
import { useUploadIncidentImage } from '../api/upload-incident-image';
import { checkIncidentImage, ImageSlot } from './image-slot';
import { PairPicker } from './pair-picker';

type Slot = 'image_one' | 'image_two';
const SLOTS: { name: Slot; label: string }[] = [
  { name: 'image_one', label: 'Imagen 1' },
  { name: 'image_two', label: 'Imagen 2' },
];

export interface IncidentDialogProps {
  clientId: number;
  userId: number;
  onClose: () => void;
}

/**
 * 'Registrar incidencia' (spec 3 §2.19, §5): a description, up to two images uploaded as they are chosen, and
 * optional vehicle/tyre pairs of the current client. Sending stores it and e-mails support.
 */
export function IncidentDialog({ clientId, userId, onClose }: IncidentDialogProps) {
  const notify = useNotify();
  const send = useSendIncident();
  const upload = useUploadIncidentImage();
  const [files, setFiles] = useState<Record<Slot, File | null>>({ image_one: null, image_two: null });
  const [uploading, setUploading] = useState<Slot | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [pairs, setPairs] = useState<IncidentPair[]>([]);

  const { control, handleSubmit, setValue, setError } = useAppForm<
    IncidentFormInput,
    unknown,
    z.output<typeof incidentForm>
  >({
    resolver: zodResolver(incidentForm),
    defaultValues: { descripcion: '', image_one: null, image_two: null, aplicativo: 'vue' },
  });
  const descripcion = useWatch({ control, name: 'descripcion' }) ?? '';
  const isBusy = send.isPending || uploading !== null;

  const handlePick = async (slot: Slot, file: File) => {
    const problem = checkIncidentImage(file);
    setImageError(problem);
    if (problem) return;
    setFiles((current) => ({ ...current, [slot]: file }));
    setUploading(slot);
    try {
      const stored = await upload.mutateAsync(file);
      setValue(slot, stored.nombre);
    } catch (error) {
      setFiles((current) => ({ ...current, [slot]: null }));
      if (isApiError(error) && !error.handled) setImageError(error.message);
    } finally {
      setUploading(null);
    }
  };

  const handleRemove = (slot: Slot) => {
    setFiles((current) => ({ ...current, [slot]: null }));
    setValue(slot, null);
  };

  const onSubmit = handleSubmit(async (incidente) => {
    try {
      const answer = await send.mutateAsync({
        id_cliente: clientId,
        id_usuario: userId,
        incidente,
        detalles: pairs,
      });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      const descriptionError = error.errors['incidente.descripcion']?.[0];
      if (descriptionError) return setError('descripcion', { type: 'server', message: descriptionError });
      notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="incident-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="incident-dialog-title">{INCIDENT_MSG.titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Box>
              <FormTextField
                control={control}
                name="descripcion"
                label="Descripción"
                required
                multiline
                minRows={4}
                maxRows={10}
                autoFocus
                disabled={send.isPending}
              />
              <Typography
                variant="caption"
                color={descripcion.length > INCIDENT_DESCRIPTION_MAX ? 'error' : 'text.secondary'}
                sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
                aria-live="polite"
              >
                {descripcion.length}/{INCIDENT_DESCRIPTION_MAX}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                Imágenes (opcional, hasta 2: PNG o JPG de máx. 10 MB)
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {SLOTS.map((slot) => (
                  <ImageSlot
                    key={slot.name}
                    label={slot.label}
                    file={files[slot.name]}
                    isUploading={uploading === slot.name}
                    disabled={isBusy}
                    onPick={(file) => void handlePick(slot.name, file)}
                    onRemove={() => handleRemove(slot.name)}
                  />
                ))}
              </Box>
              {imageError && <FormHelperText error>{imageError}</FormHelperText>}
            </Box>
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                Vehículo y neumático (opcional)
              </Typography>
              <PairPicker clientId={clientId} pairs={pairs} onChange={setPairs} disabled={send.isPending} />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isBusy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending} disabled={uploading !== null}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
