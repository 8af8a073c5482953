import { REMNANT_BY_UNIT_MSG, type RemnantByUnitFilter, type RemnantByUnitResponse } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { ReportCard } from '../../../components/reports/report-card';
import { PAGE_LAYOUT, ReportAnswer } from '../../../components/reports/report-controls';
import { useRemnantByUnit } from '../api/get-remnant-by-unit';
import { RemnantHowCalculated } from './remnant-how-calculated';
import { RemnantLegend } from './remnant-bands';
import { RemnantFilters, type RemnantFormValues } from './remnant-filters';
import { SizeSummary } from './size-summary';
import { UnitTable } from './unit-table';

/** The period starts on the first day of this year (Lima); the end is the user's to set (spec 3 §2.9). */
function initialValues(): RemnantFormValues {
  return { placa: '', fecha_inicial: `${todayInLima().slice(0, 4)}-01-01`, fecha_final: '' };
}

const emptyText = (answer: RemnantByUnitResponse) =>
  answer.datos.length === 0 ? (answer.mensaje ?? REMNANT_BY_UNIT_MSG.sinDatos) : null;

/**
 * '/reporteremanenterodadovehiculo' (menu 83, spec 3 §2.9): for each unit inspected in a period, the least tread
 * at each position in its latest inspection, painted by its application's retread bands (domain.md §9), and per
 * application the tyres by vehicle type, size and whole millimetre.
 */
export function RemnantByUnitPage({ clientId }: { clientId: number }) {
  const [initial] = useState(initialValues);
  const [filters, setFilters] = useState<RemnantByUnitFilter | null>(null);
  const remnant = useRemnantByUnit(clientId, filters);

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Remanente por unidad"
        subtitle="Remanente mínimo (mm) de cada posición en la última inspección de cada unidad del periodo"
      />
      <RemnantFilters clientId={clientId} initial={initial} onSubmit={setFilters} />
      {filters !== null && (
        <ReportAnswer query={remnant} emptyText={emptyText}>
          {(answer) => (
            <>
              <ReportCard
                title="Remanente por unidad"
                subtitle={`${formatCount(answer.datos.length)} unidades · ${formatCount(answer.resumen.total_neumaticos)} neumáticos · ${formatCount(answer.resumen.total_neumaticos_reencauchar)} a reencauchar · ${formatCount(answer.resumen.total_neumaticos_proximos_reencauchar)} próximos a reencauchar`}
              >
                <Box sx={{ mb: 1.5 }}>
                  <RemnantLegend />
                </Box>
                <UnitTable answer={answer} />
              </ReportCard>
              {answer.aplicaciones.map((application) => (
                <SizeSummary key={application.aplicacion.id} application={application} />
              ))}
            </>
          )}
        </ReportAnswer>
      )}
      <Paper variant="outlined" sx={{ p: 1 }}>
        <RemnantHowCalculated />
      </Paper>
    </Box>
  );
}
