import { MARKETING_SUMMARY_ROWS, type MarketingCompanyRow } from '@huella/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { exportMarketingReport } from '../api/export-marketing-report';
import { useDesignsByCompany } from '../api/get-designs-by-company';
import { CountingRules } from './counting-rules';
import { GroupedTable } from './grouped-table';
import { MarketingFilterCard } from './marketing-filter-card';
import { MarketingReportPage, useConsultation } from './marketing-report-page';
import { countColumn, type MarketingColumns, MarketingTable, percentColumn } from './marketing-table';
import { initialMarketingValues, RESULT_GRID, ResultSection } from './marketing-sections';
import { SummaryChart } from './summary-chart';

const COLUMNS: MarketingColumns<MarketingCompanyRow> = [
  { header: 'Empresa', cell: (row) => row.empresa },
  countColumn('Neumáticos'),
  percentColumn(),
];

/**
 * '/reportemarketingdiseniosxempresa' (menu 17, spec 3 §2.17): the designs the market runs, grouped by company
 * (the retreader, or the brand of a new tyre); the companies' top 10 and every design under its company.
 */
export function DesignsByCompanyPage() {
  const [initial] = useState(() => initialMarketingValues(true));
  const { filter, query: report, consult } = useConsultation(useDesignsByCompany);

  return (
    <MarketingReportPage
      title="Diseños por empresa"
      subtitle="Diseños de los neumáticos inspeccionados del mercado, agrupados por empresa"
      filterCard={<MarketingFilterCard initial={initial} groupable onSubmit={consult} />}
      filter={filter}
      query={report}
      resultTitle="Neumáticos por empresa y diseño"
      resultSubtitle={(answer) =>
        `${formatCount(answer.total)} neumáticos · ${formatCount(answer.empresas.length)} empresas`
      }
      exportFile={{
        progressText: 'Exportando Diseños por empresa...',
        run: (sent) => exportMarketingReport('disenios', sent),
      }}
      howCalculated={
        <CountingRules>
          <li>
            Empresa: la reencauchadora de la vida leída (con Nuevo, la marca del neumático). Diseño: el de la
            banda de esa vida; «Sin diseño» cuando no se registró.
          </li>
          <li>
            Con «Porcentaje por grupo» cada diseño se mide dentro de su empresa (cada empresa suma 100); sin
            él, sobre el total de neumáticos.
          </li>
        </CountingRules>
      }
    >
      {(answer) => (
        <Box sx={RESULT_GRID}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <ResultSection title={`Resumen: las ${MARKETING_SUMMARY_ROWS} empresas con más neumáticos`}>
              <MarketingTable
                label="Resumen por empresa"
                columns={COLUMNS}
                rows={answer.resumen}
                rowKey={(row) => row.empresa}
              />
            </ResultSection>
            <SummaryChart
              title="Neumáticos por empresa (resumen)"
              categoryLabel="Empresa"
              rows={answer.resumen.map((row) => ({ ...row, name: row.empresa }))}
            />
          </Box>
          <ResultSection title="Diseños por empresa">
            <GroupedTable
              label="Diseños por empresa"
              header="Empresa / diseño"
              groups={answer.empresas.map((row) => ({ ...row, name: row.empresa }))}
              items={answer.disenios.map((row) => ({ ...row, group: row.empresa, name: row.disenio }))}
              grouped={filter?.reporteagrupado ?? true}
              groupWord="empresa"
            />
          </ResultSection>
        </Box>
      )}
    </MarketingReportPage>
  );
}
