import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title (e.g. 'Nuevo'). */
  actions?: ReactNode;
}

/** Page heading; also names the browser tab so several open screens can be told apart. */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · Huella`;
  }, [title]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
