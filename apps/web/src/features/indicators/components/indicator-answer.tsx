import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

/**
 * The body of an indicator screen: loading, its error (with 'Reintentar'), the spec's text when the year has
 * nothing to show, or the answer; a thin bar while a new year or brand loads over the last answer.
 */
export function IndicatorAnswer<T>({
  query,
  answer,
  emptyText,
  children,
}: {
  query: UseQueryResult<unknown>;
  answer: T | undefined;
  /** The spec's text when the answer has nothing to show (spec 3 §8), else null. */
  emptyText: (answer: T) => string | null;
  children: (answer: T) => ReactNode;
}) {
  const empty = answer === undefined ? null : emptyText(answer);
  return (
    <>
      {query.isFetching && answer && <LinearProgress aria-label="Actualizando" sx={{ mt: -1.5 }} />}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !answer ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : empty ? (
        <Paper variant="outlined">
          <EmptyState message={empty} />
        </Paper>
      ) : (
        children(answer)
      )}
    </>
  );
}
