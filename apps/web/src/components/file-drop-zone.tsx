import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

export interface FileDropZoneProps {
  /** The input's accept list, e.g. '.xlsx'. */
  accept: string;
  /** Largest file accepted, in bytes; larger ones call onReject instead. */
  maxBytes: number;
  file: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  hint?: string;
  /** What to drop, when it is not the imports' Excel file. */
  prompt?: string;
}

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;

/**
 * One file by drag and drop or by click (spec 1 §2.7 imports). The server still decides the type by content
 * and enforces the size; this only spares the user a doomed upload.
 */
export function FileDropZone({
  accept,
  maxBytes,
  file,
  disabled,
  onFile,
  onReject,
  hint,
  prompt = 'Arrastre aquí el archivo Excel o haga clic para seleccionarlo',
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const extensions = accept.split(',').map((ext) => ext.trim().toLowerCase());

  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    if (files.length > 1) return onReject('Solo se permite un archivo');
    if (!extensions.some((ext) => chosen.name.toLowerCase().endsWith(ext)))
      return onReject('Tipo de archivo inválido');
    if (chosen.size > maxBytes)
      return onReject(`Los archivos no deben exceder los ${megabytes(maxBytes)} de tamaño`);
    onFile(chosen);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label="Seleccionar archivo"
      aria-disabled={disabled}
      onClick={(event) => {
        // The input's own click bubbles up here; opening it again would loop.
        if (!disabled && event.target !== input.current) input.current?.click();
      }}
      onKeyDown={(event) => {
        if (!disabled && (event.key === 'Enter' || event.key === ' ')) input.current?.click();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      sx={{
        border: '2px dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        transition: 'border-color 120ms, background-color 120ms',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <UploadFileIcon color={file ? 'primary' : 'action'} sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="subtitle1">{file ? file.name : prompt}</Typography>
      <Typography variant="body2" color="text.secondary">
        {file ? megabytes(file.size) : (hint ?? `${accept} · máximo ${megabytes(maxBytes)}`)}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid="file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
