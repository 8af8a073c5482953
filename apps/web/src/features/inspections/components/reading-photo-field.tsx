import { IMAGE_MSG, IMAGES_FOLDER, protectedFileUrl } from '@huella/contracts';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { ProtectedImage } from '../../../components/protected-image';
import { isApiError } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';

/** Spec 2 §9: one file, at most 10 MB, png or jpeg. */
const MAX_BYTES = 10 * 1024 * 1024;

export interface ReadingPhotoFieldProps {
  clientId: number;
  value: string | null;
  onChange: (name: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The bad tyre's photo ('Lista para Reemplazar', 'Neumático en Mal estado'): uploaded as soon as it is chosen
 * (imagen/subirimagen); the reading keeps the stored name. On a tablet the picker offers the camera.
 */
export function ReadingPhotoField({ clientId, value, onChange, error, disabled }: ReadingPhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const [isUploading, setUploading] = useState(false);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type))
      return notify({ severity: 'error', message: IMAGE_MSG.tipoInvalido });
    if (file.size > MAX_BYTES) return notify({ severity: 'error', message: IMAGE_MSG.muyGrande });
    setUploading(true);
    try {
      onChange((await uploadImage(clientId, file)).nombre);
    } catch (failure) {
      if (isApiError(failure) && !failure.handled) notify({ severity: 'error', message: failure.message });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          minHeight: 96,
        }}
      >
        {value ? (
          <ProtectedImage
            url={protectedFileUrl(`${IMAGES_FOLDER}/${value}`)}
            alt="Foto del neumático"
            height={72}
            maxWidth={120}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            Foto del neumático (png o jpg, hasta 10 MB): sin imagen
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label="Archivo de la foto del neumático"
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            onClick={() => input.current?.click()}
            loading={isUploading}
            disabled={disabled}
            sx={{ minHeight: 44 }}
          >
            {value ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {value && (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => onChange(null)}
              disabled={disabled || isUploading}
              sx={{ minHeight: 44 }}
            >
              Quitar
            </Button>
          )}
        </Box>
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
