import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useProtectedImage } from '../lib/use-protected-image';

export interface ProtectedImageProps {
  /** Where the server serves the file (e.g. /api/archivos/…); fetched with the session's token. */
  url: string;
  alt: string;
  height: number;
  maxWidth?: number;
  sx?: BoxProps['sx'];
}

/** An uploaded image that only some users may see: skeleton while it loads, an icon when it cannot. */
export function ProtectedImage({ url, alt, height, maxWidth = 240, sx }: ProtectedImageProps) {
  const image = useProtectedImage(url);
  if (image.isLoading) return <Skeleton variant="rounded" height={height} width={Math.min(maxWidth, 160)} />;
  if (!image.src)
    return (
      <Box
        role="img"
        aria-label={`${alt} (no disponible)`}
        sx={{
          height,
          width: Math.min(maxWidth, 160),
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <BrokenImageOutlinedIcon />
      </Box>
    );
  return (
    <Box
      component="img"
      src={image.src}
      alt={alt}
      sx={{
        height,
        maxWidth,
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        ...sx,
      }}
    />
  );
}
