import { MSG } from '@huella/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { ProtectedImage } from '../../../components/protected-image';

/** Spec 1 §5, §9: one png/jpeg file up to 10 MB; the preview is 120 px. */
export const MAX_SIGNATURE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

/** The browser's own check before upload; the server checks the content again. */
export function checkSignature(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Tipo de archivo inválido';
  if (file.size > MAX_SIGNATURE_BYTES) return MSG.archivoGrande;
  return null;
}

interface SignatureFieldProps {
  file: File | null;
  hasStored: boolean;
  /** Where the stored signature is served (protected: fetched with the session's token). */
  storedUrl?: string | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}

/** Signature image picker with a 120 px preview; a plain button opens the chooser, so Tab + Enter work. */
export function SignatureField({ file, hasStored, storedUrl, error, onChange }: SignatureFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Firma (imagen PNG o JPG, máx. 10 MB)
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()}>
          {file || hasStored ? 'Cambiar firma' : 'Seleccionar firma'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Firma"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const problem = checkSignature(chosen);
            onChange(problem ? null : chosen, problem);
          }}
        />
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt="Vista previa de la firma"
            sx={{
              height: 120,
              maxWidth: 240,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : storedUrl ? (
          <ProtectedImage url={storedUrl} alt="Firma registrada" height={120} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {hasStored ? 'Firma registrada' : 'Sin firma'}
          </Typography>
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
