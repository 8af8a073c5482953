import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-client';

/** One chart of the analysis: a titled section that loads and fails on its own. */
export function AnalysisCard<T>({
  title,
  subtitle,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton variant="rounded" height={280} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={isApiError(query.error) && query.error.status < 500 ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  else body = children(query.data);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {subtitle}
      </Typography>
      {body}
    </Paper>
  );
}
