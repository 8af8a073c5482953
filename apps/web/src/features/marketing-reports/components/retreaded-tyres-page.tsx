import {
  MARKETING_CONDITION,
  MARKETING_SUMMARY_ROWS,
  type MarketingCompanyRow,
  type MarketingConditionRow,
} from '@huella/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { exportMarketingReport } from '../api/export-marketing-report';
import { useRetreadedTyres } from '../api/get-retreaded-tyres';
import { CountingRules } from './counting-rules';
import { MarketingFilterCard } from './marketing-filter-card';
import { MarketingReportPage, useConsultation } from './marketing-report-page';
import { countColumn, type MarketingColumns, MarketingTable, percentColumn } from './marketing-table';
import { conditionName, initialMarketingValues, RESULT_GRID, ResultSection } from './marketing-sections';
import { SummaryChart } from './summary-chart';

const columnsOf = (companyLabel: string): MarketingColumns<MarketingCompanyRow> => [
  { header: companyLabel, cell: (row) => row.empresa },
  countColumn('Neumáticos'),
  percentColumn(),
];

const CONDITION_COLUMNS: MarketingColumns<MarketingConditionRow> = [
  { header: 'Condición', cell: (row) => conditionName(row.condicion) },
  countColumn('Neumáticos'),
  percentColumn(),
];

/**
 * '/reportemarketingreencauchados' (menu 15, spec 3 §2.17): the market's tyres by retreading company (the top 10,
 * and every company when there are more) and by condition, each with its percentage.
 */
export function RetreadedTyresPage() {
  const [initial] = useState(() => initialMarketingValues());
  const { filter, query: report, consult } = useConsultation(useRetreadedTyres);
  // With Nuevo the company of a first life is its brand.
  const companyLabel = filter?.condicion === MARKETING_CONDITION.nuevo ? 'Marca' : 'Empresa reencauchadora';
  const companyColumns = columnsOf(companyLabel);

  return (
    <MarketingReportPage
      title="Neumáticos reencauchados"
      subtitle="Neumáticos inspeccionados del mercado por empresa reencauchadora y por condición"
      filterCard={<MarketingFilterCard initial={initial} onSubmit={consult} />}
      filter={filter}
      query={report}
      resultTitle="Neumáticos por empresa y condición"
      resultSubtitle={(answer) => `${formatCount(answer.total)} neumáticos`}
      exportFile={{
        progressText: 'Exportando Neumáticos reencauchados...',
        run: (sent) => exportMarketingReport('reencauchados', sent),
      }}
      howCalculated={
        <CountingRules>
          <li>
            Empresa: la reencauchadora de la vida leída (con Nuevo, la marca del neumático); «Sin empresa»
            cuando el reencauche se registró sin ella.
          </li>
        </CountingRules>
      }
    >
      {(answer) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box sx={RESULT_GRID}>
            <ResultSection title={`Resumen: las ${MARKETING_SUMMARY_ROWS} empresas con más neumáticos`}>
              <MarketingTable
                label="Resumen por empresa"
                columns={companyColumns}
                rows={answer.resumen}
                rowKey={(row) => row.empresa}
              />
            </ResultSection>
            <ResultSection title="Por condición">
              <MarketingTable
                label="Neumáticos por condición"
                columns={CONDITION_COLUMNS}
                rows={answer.condiciones}
                rowKey={(row) => row.condicion}
              />
            </ResultSection>
          </Box>
          <SummaryChart
            title="Neumáticos por empresa (resumen)"
            categoryLabel={companyLabel}
            rows={answer.resumen.map((row) => ({ ...row, name: row.empresa }))}
          />
          {answer.empresas.length > answer.resumen.length && (
            <ResultSection title={`Todas las empresas (${formatCount(answer.empresas.length)})`}>
              <MarketingTable
                label="Neumáticos por empresa"
                columns={companyColumns}
                rows={answer.empresas}
                rowKey={(row) => row.empresa}
                maxHeight={480}
              />
            </ResultSection>
          )}
        </Box>
      )}
    </MarketingReportPage>
  );
}
