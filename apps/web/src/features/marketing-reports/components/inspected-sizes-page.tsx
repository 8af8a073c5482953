import { MARKETING_SUMMARY_ROWS, type MarketingSizeRow } from '@huella/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { exportMarketingReport } from '../api/export-marketing-report';
import { useInspectedSizes } from '../api/get-inspected-sizes';
import { CountingRules } from './counting-rules';
import { MarketingFilterCard } from './marketing-filter-card';
import { MarketingReportPage, useConsultation } from './marketing-report-page';
import { countColumn, type MarketingColumns, MarketingTable, percentColumn } from './marketing-table';
import { initialMarketingValues, RESULT_GRID, ResultSection } from './marketing-sections';
import { SummaryChart } from './summary-chart';

const COLUMNS: MarketingColumns<MarketingSizeRow> = [
  { header: 'Medida', cell: (row) => row.medida },
  countColumn('Neumáticos'),
  percentColumn(),
];

/** '/reportemarketingmedidas' (menu 16, spec 3 §2.17): the sizes the market's inspections read, with percentages. */
export function InspectedSizesPage() {
  const [initial] = useState(() => initialMarketingValues());
  const { filter, query: report, consult } = useConsultation(useInspectedSizes);

  return (
    <MarketingReportPage
      title="Medidas de neumáticos"
      subtitle="Medidas de los neumáticos inspeccionados del mercado"
      filterCard={<MarketingFilterCard initial={initial} onSubmit={consult} />}
      filter={filter}
      query={report}
      resultTitle="Neumáticos por medida"
      resultSubtitle={(answer) =>
        `${formatCount(answer.total)} neumáticos · ${formatCount(answer.medidas.length)} medidas`
      }
      exportFile={{
        progressText: 'Exportando Medidas de neumáticos...',
        run: (sent) => exportMarketingReport('medidas', sent),
      }}
      howCalculated={
        <CountingRules>
          <li>Medida: la del neumático leído, tal como está en el catálogo de medidas.</li>
        </CountingRules>
      }
    >
      {(answer) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box sx={RESULT_GRID}>
            <ResultSection title={`Resumen: las ${MARKETING_SUMMARY_ROWS} medidas con más neumáticos`}>
              <MarketingTable
                label="Resumen por medida"
                columns={COLUMNS}
                rows={answer.resumen}
                rowKey={(row) => row.medida}
              />
            </ResultSection>
            <SummaryChart
              title="Neumáticos por medida (resumen)"
              categoryLabel="Medida"
              rows={answer.resumen.map((row) => ({ ...row, name: row.medida }))}
            />
          </Box>
          {answer.medidas.length > answer.resumen.length && (
            <ResultSection title={`Todas las medidas (${formatCount(answer.medidas.length)})`}>
              <MarketingTable
                label="Neumáticos por medida"
                columns={COLUMNS}
                rows={answer.medidas}
                rowKey={(row) => row.medida}
                maxHeight={480}
              />
            </ResultSection>
          )}
        </Box>
      )}
    </MarketingReportPage>
  );
}
