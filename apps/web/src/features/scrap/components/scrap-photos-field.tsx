import { IMAGE_MSG, IMAGES_FOLDER, protectedFileUrl } from '@huella/contracts';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { ProtectedImage } from '../../../components/protected-image';
import { isApiError } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';

/** Spec 2 §9: one file, at most 10 MB, png or jpeg. */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg';

/** Where the client's users see an uploaded image, from the name imagen/subirimagen answered. */
export const scrapImageUrl = (name: string) => protectedFileUrl(`${IMAGES_FOLDER}/${name}`);

export type PhotoSlot = 'ruta1' | 'ruta2';

export interface ScrapPhotosFieldProps {
  clientId: number;
  /** The form's values (typed loosely by the schema's input): a name, or nothing. */
  value: Record<PhotoSlot, unknown>;
  onChange: (slot: PhotoSlot, name: string | null) => void;
  disabled?: boolean;
}

/**
 * The two photos of a scrap record (spec 2 §3 ruta1, ruta2): each is uploaded as soon as it is chosen
 * (imagen/subirimagen) and the form keeps the name the server answered.
 */
export function ScrapPhotosField({ clientId, value, onChange, disabled }: ScrapPhotosFieldProps) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Imágenes (png o jpg, hasta 10 MB)
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['ruta1', 'ruta2'] as const).map((slot, index) => (
          <PhotoSlotField
            key={slot}
            label={`Imagen ${index + 1}`}
            clientId={clientId}
            name={typeof value[slot] === 'string' && value[slot] ? value[slot] : null}
            disabled={disabled}
            onChange={(name) => onChange(slot, name)}
          />
        ))}
      </Box>
    </Box>
  );
}

function PhotoSlotField(props: {
  label: string;
  clientId: number;
  name: string | null;
  disabled?: boolean;
  onChange: (name: string | null) => void;
}) {
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
      const uploaded = await uploadImage(props.clientId, file);
      props.onChange(uploaded.nombre);
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ severity: 'error', message: error.message });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 96,
      }}
    >
      {props.name ? (
        <ProtectedImage url={scrapImageUrl(props.name)} alt={props.label} height={72} maxWidth={120} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {props.label}: sin imagen
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, ml: 'auto' }}>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={`Archivo de ${props.label.toLowerCase()}`}
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          loading={isUploading}
          disabled={props.disabled}
          sx={{ minHeight: 44 }}
        >
          {props.name ? 'Cambiar' : `Subir ${props.label.toLowerCase()}`}
        </Button>
        {props.name && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteIcon />}
            onClick={() => props.onChange(null)}
            disabled={props.disabled || isUploading}
            sx={{ minHeight: 44 }}
          >
            Quitar
          </Button>
        )}
      </Box>
    </Box>
  );
}
