import type { ConsolidatedPeriod } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PAGE_LAYOUT, ReportAnswer } from '../../../components/reports/report-controls';
import { useStoredSession } from '../../../lib/use-stored-session';
import { ApprovedReportsCard } from '../../report-approval/components/approved-reports-card';
import { useConsolidatedReport } from '../api/get-consolidated-report';
import { FollowUpCard } from './follow-up-card';
import { PeriodFilters } from './period-filters';
import { RecommendationsCard } from './recommendations-card';
import { ReportHeader } from './report-header';
import { GeneratePdfAction, type GeneratedPdf, samePeriod, SendReportAction } from './report-actions';
import { SectionsA } from './sections/sections-a';
import { SectionsB } from './sections/sections-b';
import { SectionsC } from './sections/sections-c';

/** The screen opens on this month of the business's calendar (Lima), already consulted. */
export function thisMonth(): ConsolidatedPeriod {
  const [year, month] = todayInLima().split('-').map(Number);
  return { year: year ?? 2026, month1: month ?? 1, month2: month ?? 1 };
}

/**
 * 'Reporte consolidado' (spec 3 §2.5): what the technician hands the fleet manager every month. A period, then
 * the client, the tracking, the follow-up counts, the recommendations and every section; the PDF prints the
 * same answer.
 */
export function ConsolidatedReportPage({ clientId }: { clientId: number }) {
  const { userId } = useStoredSession();
  const [initial] = useState(thisMonth);
  const [period, setPeriod] = useState(initial);
  const query = useConsolidatedReport(clientId, userId, period);
  // While another period loads, the last one stays on screen; actions wait for the asked period.
  const current = query.data && !query.isPlaceholderData ? query.data : null;
  const [generated, setGenerated] = useState<GeneratedPdf | null>(null);
  // Only a PDF of the period on screen may be offered to 'Cargar reporte'.
  const generatedUuid = generated && samePeriod(generated.period, period) ? generated.uuid : null;

  return (
    <Box sx={{ ...PAGE_LAYOUT, maxWidth: 1600, mx: 'auto', minWidth: 0 }}>
      <PageTitle
        title="Reporte consolidado"
        subtitle="Seguimiento, recomendaciones e indicadores de la flota en el periodo"
        actions={
          <>
            <GeneratePdfAction clientId={clientId} report={current} onGenerated={setGenerated} />
            <SendReportAction
              clientId={clientId}
              report={current}
              generatedUuid={generatedUuid}
              onSent={() => void query.refetch()}
            />
          </>
        }
      />
      <PeriodFilters clientId={clientId} userId={userId} initial={initial} onSubmit={setPeriod} />
      <ReportHeader report={query.data} />
      <ReportAnswer query={query} emptyText={() => null}>
        {(report) => (
          <>
            <FollowUpCard followUp={report.seguimiento} />
            <RecommendationsCard
              clientId={clientId}
              period={{
                year: report.periodo.year,
                month1: report.periodo.month1,
                month2: report.periodo.month2,
              }}
              recommendations={report.recomendaciones}
              approved={report.seguimiento.estado === 'APROBADO'}
            />
            <SectionsA report={report} />
            <SectionsB report={report} />
            <SectionsC report={report} />
          </>
        )}
      </ReportAnswer>
      <ApprovedReportsCard clientId={clientId} />
    </Box>
  );
}
