import { MARKETING_SUMMARY_ROWS, type MarketingSectorRow } from '@huella/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { exportMarketingReport } from '../api/export-marketing-report';
import { useSizesBySector } from '../api/get-sizes-by-sector';
import { CountingRules } from './counting-rules';
import { GroupedTable } from './grouped-table';
import { MarketingFilterCard } from './marketing-filter-card';
import { MarketingReportPage, useConsultation } from './marketing-report-page';
import { countColumn, type MarketingColumns, MarketingTable, percentColumn } from './marketing-table';
import { initialMarketingValues, RESULT_GRID, ResultSection } from './marketing-sections';
import { SummaryChart } from './summary-chart';

const COLUMNS: MarketingColumns<MarketingSectorRow> = [
  { header: 'Sector', cell: (row) => row.sector },
  countColumn('Neumáticos'),
  percentColumn(),
];

/**
 * '/reportemarketingmedidasxsector' (menu 18, spec 3 §2.17): the sizes of each sector and the clients of each
 * sector (both grouped), with the sectors' top 10.
 */
export function SizesBySectorPage() {
  const [initial] = useState(() => initialMarketingValues(true));
  const { filter, query: report, consult } = useConsultation(useSizesBySector);
  const grouped = filter?.reporteagrupado ?? true;

  return (
    <MarketingReportPage
      title="Medidas por sector"
      subtitle="Medidas y clientes de los neumáticos inspeccionados del mercado, agrupados por sector"
      filterCard={<MarketingFilterCard initial={initial} groupable onSubmit={consult} />}
      filter={filter}
      query={report}
      resultTitle="Neumáticos por sector"
      resultSubtitle={(answer) =>
        `${formatCount(answer.total)} neumáticos · ${formatCount(answer.sectores.length)} sectores`
      }
      exportFile={{
        progressText: 'Exportando Medidas por sector...',
        run: (sent) => exportMarketingReport('medidasxsector', sent),
      }}
      howCalculated={
        <CountingRules>
          <li>
            Sector: la segmentación del cliente dueño del neumático; «Sin sector» cuando el cliente no tiene
            una.
          </li>
          <li>
            Con «Porcentaje por grupo» cada medida y cada cliente se miden dentro de su sector (cada sector
            suma 100); sin él, sobre el total de neumáticos.
          </li>
        </CountingRules>
      }
    >
      {(answer) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box sx={RESULT_GRID}>
            <ResultSection title={`Resumen: los ${MARKETING_SUMMARY_ROWS} sectores con más neumáticos`}>
              <MarketingTable
                label="Resumen por sector"
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
          </Box>
          <Box sx={RESULT_GRID}>
            <ResultSection title="Medidas por sector">
              <GroupedTable
                label="Medidas por sector"
                header="Sector / medida"
                groups={answer.sectores.map((row) => ({ ...row, name: row.sector }))}
                items={answer.medidas.map((row) => ({ ...row, group: row.sector, name: row.medida }))}
                grouped={grouped}
                groupWord="sector"
              />
            </ResultSection>
            <ResultSection title="Clientes por sector">
              <GroupedTable
                label="Clientes por sector"
                header="Sector / cliente"
                groups={answer.sectores.map((row) => ({ ...row, name: row.sector }))}
                items={answer.clientes.map((row) => ({ ...row, group: row.sector, name: row.cliente }))}
                grouped={grouped}
                groupWord="sector"
              />
            </ResultSection>
          </Box>
        </Box>
      )}
    </MarketingReportPage>
  );
}
