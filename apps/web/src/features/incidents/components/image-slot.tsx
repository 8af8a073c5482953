import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { MSG } from '@huella/contracts';
import { useEffect, useMemo, useRef } from 'react';

/** Spec 3 §5, §9: png, jpeg or jpg, one file, at most 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

/** The browser's own check before upload; the server decides the type again by content. */
export function checkIncidentImage(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Tipo de archivo inválido';
  if (file.size > MAX_IMAGE_BYTES) return MSG.archivoGrande;
  return null;
}

export interface ImageSlotProps {
  label: string;
  file: File | null;
  isUploading: boolean;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** One of the incident's two image slots: a picker while empty, a preview with a remove button once chosen. */
export function ImageSlot({ label, file, isUploading, disabled, onPick, onRemove }: ImageSlotProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Box
      sx={{
        width: 160,
        height: 120,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {preview ? (
        <>
          <Box
            component="img"
            src={preview}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
          {isUploading ? (
            <CircularProgress size={28} sx={{ position: 'absolute' }} aria-label={`Subiendo ${label}`} />
          ) : (
            <IconButton
              size="small"
              aria-label={`Quitar ${label}`}
              onClick={onRemove}
              disabled={disabled}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      ) : (
        <Button
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          sx={{ textTransform: 'none' }}
        >
          {label}
        </Button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={label}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onPick(chosen);
        }}
      />
    </Box>
  );
}
