import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { MarketingFilter } from '@huella/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ExportExcelButton, PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { isApiError } from '../../../lib/api-client';

/** A refused call (403, 422) carries the server's own Spanish text; anything else the generic one. */
const errorMessage = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;

/**
 * The filter last consulted and its report's query (idle until the first 'Consultar'). 'Consultar' with the same
 * filter asks again (after a failure, or for fresh figures) instead of showing the cached answer.
 */
export function useConsultation<Answer>(
  useReport: (filter: MarketingFilter | null) => UseQueryResult<Answer>,
) {
  const [filter, setFilter] = useState<MarketingFilter | null>(null);
  const query = useReport(filter);
  const consult = (next: MarketingFilter) => {
    if (filter && JSON.stringify(next) === JSON.stringify(filter)) void query.refetch();
    else setFilter(next);
  };
  return { filter, query, consult };
}

/**
 * The frame of every marketing report (spec 3 §2.17, §4): the title, the shared filter card, then the results
 * card, which appears only once a query has answered (nothing is asked before 'Consultar'); its 'Exportar'
 * sends the filters of the figures on screen. '¿Cómo se calcula?' says what is counted.
 */
export function MarketingReportPage<Answer extends { total: number; mensaje: string | null }>({
  title,
  subtitle,
  filterCard,
  filter,
  query,
  resultTitle,
  resultSubtitle,
  exportFile,
  howCalculated,
  children,
}: {
  title: string;
  subtitle: string;
  filterCard: ReactNode;
  /** The last filter 'Consultar' checked; null before the first. */
  filter: MarketingFilter | null;
  /** The report's query of `filter`; idle until the first 'Consultar'. */
  query: UseQueryResult<Answer>;
  resultTitle: string;
  resultSubtitle?: (answer: Answer) => string;
  /** The report's export and its 'Exportando …...' notice; a report without one has no 'Exportar'. */
  exportFile?: { progressText: string; run: (filter: MarketingFilter) => Promise<void> };
  howCalculated: ReactNode;
  children: (answer: Answer) => ReactNode;
}) {
  const answer = query.data;
  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle title={title} subtitle={subtitle} />
      {filterCard}
      {query.isFetching && answer !== undefined && !query.isError && (
        <LinearProgress aria-label="Actualizando" />
      )}
      {/* A failed query (even a repeat of the one on screen) takes the card away: what shows answered. */}
      {query.isFetching && (query.isError || answer === undefined) ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : answer !== undefined ? (
        <ReportCard
          title={resultTitle}
          subtitle={resultSubtitle?.(answer)}
          actions={
            // The figures on screen are the last answer until the new one lands: no export of a mix.
            filter &&
            exportFile &&
            !query.isPlaceholderData && (
              <ExportExcelButton
                label="Exportar"
                progressText={exportFile.progressText}
                job={() => exportFile.run(filter)}
              />
            )
          }
        >
          {/* A period without tyres: the server's 'No hay datos disponibles' instead of empty tables. */}
          {answer.total === 0 ? <EmptyState message={answer.mensaje ?? undefined} /> : children(answer)}
        </ReportCard>
      ) : null}
      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>{howCalculated}</HowCalculated>
      </Paper>
    </Box>
  );
}
