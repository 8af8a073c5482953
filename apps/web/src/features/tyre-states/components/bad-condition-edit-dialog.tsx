import { badConditionEditForm, type BadConditionTyre, IMAGE_MSG, MSG } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { ProtectedImage } from '../../../components/protected-image';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUpdateBadCondition } from '../api/update-bad-condition';
import { formatDepth } from './format';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 2 §9: one image, png or jpeg, at most 10 MB (the server checks again by content). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

export interface BadConditionEditDialogProps {
  clientId: number;
  userId: number | null;
  tyre: BadConditionTyre;
  onClose: () => void;
}

/**
 * 'Editar' of the bad-condition list (and the target of 'Llenar remanente'): the final tread depth the tyre
 * came off with, and a photo of its condition.
 */
export function BadConditionEditDialog({ clientId, userId, tyre, onClose }: BadConditionEditDialogProps) {
  const update = useUpdateBadCondition(clientId, userId);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isRemoved, setRemoved] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(badConditionEditForm),
    defaultValues: { remanente_final: tyre.remanente_final ?? '' },
  });

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setFileError(IMAGE_MSG.tipoInvalido);
    if (chosen.size > MAX_IMAGE_BYTES) return setFileError(MSG.archivoGrande);
    setFileError(null);
    setFile(chosen);
    setRemoved(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Absent keeps the stored photo, null removes it; a new file is uploaded first.
      const imagen = isRemoved ? null : undefined;
      const answer = await update.mutateAsync({ tyreId: tyre.id, form: { ...values, imagen }, file });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['remanente_final']))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const stored = !isRemoved && !file ? tyre.ruta1 : null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="bad-condition-edit-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="bad-condition-edit-title">Editar neumático · {tyre.num_serie}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField
                label="Remanente original"
                value={formatDepth(tyre.remanente_original)}
                size="small"
                slotProps={{ input: { readOnly: true } }}
              />
              <TextField
                label="Remanente límite"
                value={formatDepth(tyre.remanente_limite)}
                size="small"
                slotProps={{ input: { readOnly: true } }}
              />
              <TextField
                label="Remanente actual"
                value={formatDepth(tyre.remanente_actual)}
                size="small"
                slotProps={{ input: { readOnly: true } }}
              />
            </Box>
            <FormTextField
              control={control}
              name="remanente_final"
              label="Remanente final (mm)"
              required
              autoFocus
              helperText={`Profundidad medida al retirarlo; no mayor que ${formatDepth(tyre.remanente_original)}`}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
            />
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Imagen del neumático
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 180,
                    height: 130,
                    border: '1px dashed',
                    borderColor: 'divider',
                    borderRadius: 1,
                    display: 'grid',
                    placeItems: 'center',
                    overflow: 'hidden',
                  }}
                >
                  {preview ? (
                    <Box
                      component="img"
                      src={preview}
                      alt={`Imagen nueva de ${tyre.num_serie}`}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : stored ? (
                    <ProtectedImage
                      url={stored}
                      alt={`Imagen de ${tyre.num_serie}`}
                      height={126}
                      maxWidth={176}
                    />
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      Imagen no disponible
                    </Typography>
                  )}
                </Box>
                <Stack spacing={1}>
                  <Button
                    variant="outlined"
                    startIcon={<AddPhotoAlternateOutlinedIcon />}
                    onClick={() => input.current?.click()}
                    sx={{ minHeight: 44 }}
                  >
                    {preview || stored ? 'Cambiar imagen' : 'Subir imagen'}
                  </Button>
                  {(preview || stored) && (
                    <Button
                      color="error"
                      startIcon={<DeleteOutlineIcon />}
                      onClick={() => {
                        setFile(null);
                        setRemoved(true);
                      }}
                      sx={{ minHeight: 44 }}
                    >
                      Quitar imagen
                    </Button>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    png o jpeg, hasta 10 MB
                  </Typography>
                </Stack>
                <input
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg"
                  hidden
                  aria-label="Imagen del neumático"
                  onChange={(event) => {
                    pick(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Stack>
              {fileError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {fileError}
                </Alert>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
