import { MARKETING_SUMMARY_ROWS, type MarketingPerformanceRow } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { exportMarketingReport } from '../api/export-marketing-report';
import { useTyrePerformance } from '../api/get-tyre-performance';
import { CountingRules } from './counting-rules';
import { MarketingFilterCard } from './marketing-filter-card';
import { MarketingReportPage, useConsultation } from './marketing-report-page';
import { countColumn, type MarketingColumns, MarketingTable, percentColumn } from './marketing-table';
import { initialMarketingValues, ResultSection } from './marketing-sections';
import { SummaryChart } from './summary-chart';

/** Spec 3 §9: numbers with 1 decimal. */
const km = (value: number) => formatNumber(value, 'other');

const COLUMNS: MarketingColumns<MarketingPerformanceRow> = [
  { header: 'Sector', cell: (row) => row.sector },
  countColumn('Neumáticos'),
  percentColumn(),
  { header: 'Km recorridos', number: true, cell: (row) => km(row.km_recorrido) },
  { header: 'Promedio (km)', number: true, cell: (row) => km(row.promedio) },
];

/**
 * '/reportemarketingrendimientoneumaticos' (spec 3 §2.17, permission 0): per sector, the tyres counted, the km
 * they ran and their average.
 */
export function TyrePerformancePage() {
  const [initial] = useState(() => initialMarketingValues());
  const { filter, query: report, consult } = useConsultation(useTyrePerformance);

  return (
    <MarketingReportPage
      title="Rendimiento de neumáticos"
      subtitle="Neumáticos inspeccionados del mercado y su recorrido promedio, por sector"
      filterCard={<MarketingFilterCard initial={initial} onSubmit={consult} />}
      filter={filter}
      query={report}
      resultTitle="Rendimiento por sector"
      resultSubtitle={(answer) => `${formatCount(answer.total)} neumáticos`}
      exportFile={{
        progressText: 'Exportando Rendimiento de neumáticos...',
        run: (sent) => exportMarketingReport('rendimiento', sent),
      }}
      howCalculated={
        <CountingRules>
          <li>
            Solo cuentan los neumáticos que se miden en km (los de horas no se mezclan con ellos). Km
            recorridos: la suma de los km totales de cada neumático contado (desde su registro, todas sus
            vidas, hasta hoy). Promedio = km recorridos ÷ neumáticos, con 1 decimal.
          </li>
        </CountingRules>
      }
    >
      {(answer) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ResultSection title={`Resumen: los ${MARKETING_SUMMARY_ROWS} sectores con más neumáticos`}>
            <MarketingTable
              label="Resumen de rendimiento por sector"
              columns={COLUMNS}
              rows={answer.resumen}
              rowKey={(row) => row.sector}
            />
          </ResultSection>
          <SummaryChart
            title="Neumáticos por sector (resumen)"
            categoryLabel="Sector"
            rows={answer.resumen.map((row) => ({ ...row, name: row.sector }))}
          />
          {answer.sectores.length > answer.resumen.length && (
            <ResultSection title={`Todos los sectores (${formatCount(answer.sectores.length)})`}>
              <MarketingTable
                label="Rendimiento por sector"
                columns={COLUMNS}
                rows={answer.sectores}
                rowKey={(row) => row.sector}
                maxHeight={480}
              />
            </ResultSection>
          )}
        </Box>
      )}
    </MarketingReportPage>
  );
}
