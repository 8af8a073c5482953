import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { ErrorState } from '../error-state';

export interface ReportCardProps {
  title: string;
  subtitle?: string;
  /** Buttons at the right of the title (the card's export). */
  actions?: ReactNode;
  /** 'Ver más' goes here; null when the user may not open that screen. */
  morePath?: string | null;
  /** '¿Cómo se calcula?' and other notes under the body. */
  footer?: ReactNode;
  /** Where the card sits in its grid (the dashboard's column spans). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One card of a report screen (home, inspection analysis): a titled section with its actions, body and 'Ver más'. */
export function ReportCard({ title, subtitle, actions, morePath, footer, sx, children }: ReportCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={[
        { p: 2, minWidth: 0, display: 'flex', flexDirection: 'column' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="caption" color="text.secondary" component="p">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      {(footer || morePath) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {/* A zero basis: the folded note's long text must not push 'Ver más' onto a line of its own. */}
          <Box sx={{ flex: '1 1 0', minWidth: 0 }}>{footer}</Box>
          {morePath && (
            <Button
              component={RouterLink}
              to={morePath}
              size="small"
              sx={{ minHeight: 44 }}
              aria-label={`Ver más: ${title}`}
            >
              Ver más
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** A card's query: a skeleton of the body's height while it loads, its own error (with 'Reintentar'), or the body. */
export function ReportQuery<T>({
  query,
  height,
  children,
}: {
  query: UseQueryResult<T>;
  height: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.isError) {
    // A refused call (no permission, another client) carries the server's own Spanish text.
    const message =
      isApiError(query.error) && query.error.status >= 400 && query.error.status < 500
        ? query.error.message
        : undefined;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
