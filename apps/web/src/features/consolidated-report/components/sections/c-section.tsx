import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { HowCalculated } from '../../../../components/reports/how-calculated';
import { ReportCard } from '../../../../components/reports/report-card';

/**
 * One section C of the consolidated report: a titled card with its body (or its empty text), its notes and
 * its '¿Cómo se calcula?'. The PDF prints the same titles and texts (contracts SECTIONS_C_*).
 */
export function CSection({
  title,
  how,
  empty,
  notes = [],
  children,
}: {
  title: string;
  how: string;
  /** The section's empty text, when it has no data. */
  empty: string | null;
  notes?: string[];
  children: ReactNode;
}) {
  return (
    <ReportCard
      title={title}
      footer={
        <HowCalculated>
          <p>{how}</p>
        </HowCalculated>
      }
    >
      {empty ? <EmptyState message={empty} /> : children}
      {notes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          {notes.map((text) => (
            <Typography key={text} variant="body2" color="text.secondary">
              {text}
            </Typography>
          ))}
        </Box>
      )}
    </ReportCard>
  );
}
