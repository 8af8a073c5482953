import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { todayInLima } from '@huella/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { useSpreadsheetExport } from '../use-spreadsheet-export';
import { useStoredSession } from '../../lib/use-stored-session';
import { useReportYears } from '../../lib/reports/get-report-years';

/** Reports open on the current year of the business (Lima), not of the browser's clock zone. */
export const currentYear = () => Number(todayInLima().slice(0, 4));

/** 'Año': the years of reporte/anios, newest first; the selected one is always offered. */
export function YearSelect({
  clientId,
  value,
  onChange,
}: {
  clientId: number;
  value: number;
  onChange: (year: number) => void;
}) {
  const { userId } = useStoredSession();
  const years = useReportYears(clientId, userId);
  const options = useMemo(
    () => [...new Set([value, ...(years.data?.anios ?? [])])].sort((a, b) => b - a),
    [value, years.data],
  );
  return (
    <TextField
      select
      label="Año"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 120 }}
    >
      {options.map((year) => (
        <MenuItem key={year} value={year} sx={{ minHeight: 44 }}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 'Exportar Excel' (or `label`: the marketing reports' 'Exportar', spec 3 §2.17): the spec's progress, success and
 * failure notices around `job`.
 */
export function ExportExcelButton({
  progressText,
  job,
  disabled = false,
  label = 'Exportar Excel',
}: {
  progressText: string;
  job: () => Promise<void>;
  disabled?: boolean;
  label?: string;
}) {
  const exporter = useSpreadsheetExport(progressText);
  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadIcon />}
      disabled={disabled || exporter.isPending}
      onClick={() => void exporter.run(job)}
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
  );
}

/**
 * The body of a report: loading, its error (with 'Reintentar'), the spec's empty text, or the answer; a thin
 * bar while new filters load over the last answer.
 */
export function ReportAnswer<T>({
  query,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spec's text when the answer has nothing to show (spec 3 §8), else null. */
  emptyText: (answer: T) => string | null;
  children: (answer: T) => ReactNode;
}) {
  const answer = query.data;
  const empty = answer === undefined ? null : emptyText(answer);
  return (
    <>
      {query.isFetching && answer !== undefined && <LinearProgress aria-label="Actualizando" />}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || answer === undefined ? (
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

/** The column of a report screen. */
export const PAGE_LAYOUT = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2.5,
  // The title's own bottom margin gives way to the column's gap.
  '& > :first-of-type': { mb: 0 },
} as const;

/** The filter bar under the title. */
export const FILTER_BAR = {
  p: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'flex-start',
} as const;
