import { DETAILED_REPORT_MSG, type DetailedReportFilter } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ExportExcelButton, PAGE_LAYOUT, ReportAnswer } from '../../../components/reports/report-controls';
import { RemnantLegend } from '../../remnant-by-unit/components/remnant-bands';
import { exportDetailedReport } from '../api/export-detailed-report';
import { useDetailedReport } from '../api/get-detailed-report';
import { DetailedFilters } from './detailed-filters';
import { InspectionList } from './inspection-list';

/** The current month so far (Lima): what a technician opens the report for. */
function currentMonth(): DetailedReportFilter {
  const today = todayInLima();
  return { fecha_inicial: `${today.slice(0, 8)}01`, fecha_final: today, placa: '' };
}

/**
 * '/reportedetalladoporcliente' (spec 3 §2, permission 0; design in docs/decisions/0040): every inspection of
 * the client in a period, newest first, each unfolding into its readings per position with the pressure status
 * (domain.md §10) and the NSD painted by its band (§9); 'Exportar Excel' has every reading of the period.
 */
export function DetailedReportPage({ clientId }: { clientId: number }) {
  const [initial] = useState(currentMonth);
  const [filters, setFilters] = useState<DetailedReportFilter>(initial);
  const [page, setPage] = useState(1);
  const report = useDetailedReport(clientId, filters, page);
  const applyFilters = (next: DetailedReportFilter) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Reporte detallado por cliente"
        subtitle="Inspecciones del periodo con sus lecturas por posición"
      />
      <DetailedFilters clientId={clientId} initial={initial} onSubmit={applyFilters} />
      <ReportAnswer
        query={report}
        emptyText={(answer) => (answer.total === 0 ? DETAILED_REPORT_MSG.sinDatos : null)}
      >
        {(answer) => (
          <ReportCard
            title="Inspecciones"
            subtitle={`${formatCount(answer.total)} inspecciones · más recientes primero`}
            actions={
              <ExportExcelButton
                progressText="Exportando Reporte detallado..."
                job={() => exportDetailedReport(clientId, filters)}
              />
            }
          >
            <Box sx={{ mb: 1.5 }}>
              <RemnantLegend />
            </Box>
            <InspectionList answer={answer} onPage={setPage} />
          </ReportCard>
        )}
      </ReportAnswer>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>
          <Typography variant="body2" component="div">
            <p>
              NSD es el menor de los surcos leídos (exterior, medio, interior). Se pinta de amarillo cuando
              NSD ≤ remanente de reencauche y de azul cuando NSD ≤ remanente próximo, según los umbrales de la
              aplicación de la unidad.
            </p>
            <p>
              Estado de presión, solo para lecturas accesibles de neumáticos con presión recomendada:
              desviación = (presión actual − recomendada) ÷ recomendada. Menor a −20 % crítica; de −20 % a −10
              % baja; dentro de ±10 % normal; mayor a +10 % alta.
            </p>
            <p>Condición: N nuevo, 1 a 6 el número de reencauche en que se leyó, R más de 6.</p>
          </Typography>
        </HowCalculated>
      </Paper>
    </Box>
  );
}
