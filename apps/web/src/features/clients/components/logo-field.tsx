import { MSG } from '@huella/contracts';
import BusinessIcon from '@mui/icons-material/Business';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';

/** Spec 1 §9: preview 120 px; one png/jpeg file up to 10 MB (the server checks the content again). */
const PREVIEW_PX = 120;
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];
const INVALID_TYPE = 'Tipo de archivo inválido';

interface LogoFieldProps {
  /** The logo already stored (URL), shown until another file is chosen. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** Logo upload with preview and a neutral placeholder when there is none yet. */
export function LogoField({ currentUrl, file, onChange, error }: LogoFieldProps) {
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleFile = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) {
      setLocalError(INVALID_TYPE);
      return;
    }
    if (chosen.size > MAX_BYTES) {
      setLocalError(MSG.archivoGrande);
      return;
    }
    setLocalError(null);
    onChange(chosen);
  };

  const shown = preview ?? currentUrl;
  const message = localError ?? error;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: PREVIEW_PX,
          height: PREVIEW_PX,
          flexShrink: 0,
          borderRadius: 2,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          bgcolor: 'grey.50',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="Logo"
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <BusinessIcon sx={{ fontSize: 56, color: 'grey.400' }} aria-label="Sin logo" />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          Logo
        </Typography>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
        >
          {shown ? 'Cambiar logo' : 'Subir logo'}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/png,image/jpeg"
            data-testid="logo-input"
            onChange={(event) => {
              handleFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <FormHelperText error={Boolean(message)}>{message ?? 'PNG o JPG, hasta 10 MB'}</FormHelperText>
      </Box>
    </Stack>
  );
}
