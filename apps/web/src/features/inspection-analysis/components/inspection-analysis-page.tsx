import { type InspectionAnalysisForm, MONTH_NAMES } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { AnalysisCharts } from './analysis-charts';
import { AnalysisFilters, defaultPeriod } from './analysis-filters';

/** Inspection analysis's '¿Cómo se calcula?'. */
const HOW_CALCULATED = (
  <>
    <p>
      Se cuentan solo las inspecciones finalizadas cuya fecha de inspección cae entre el mes inicial y el mes
      final del año elegido (los borradores no cuentan).
    </p>
    <p>
      Marcas: lecturas de neumáticos de cada marca. Tipos de vehículo: vehículos distintos inspeccionados.
    </p>
    <p>
      Remanente por diseño: promedio del NSD (la menor de las tres medidas de cocada, en mm) de las lecturas
      de cada diseño. Cada gráfico muestra los 10 primeros y agrupa el resto en OTROS.
    </p>
    <p>Inspecciones por mes: inspecciones finalizadas en cada mes del año elegido.</p>
  </>
);

const periodText = (period: InspectionAnalysisForm) =>
  period.mes_inicial === period.mes_final
    ? `${MONTH_NAMES[period.mes_inicial - 1]} ${period.year}`
    : `${MONTH_NAMES[period.mes_inicial - 1]} a ${MONTH_NAMES[period.mes_final - 1]} ${period.year}`;

/** 'Análisis de inspecciones' (spec 3 §2.4): a period, then four bar charts of what was inspected in it. */
export function InspectionAnalysisPage({ clientId, userId }: { clientId: number; userId: number | null }) {
  // The screen opens on the current year so far (Enero to this month), already consulted: charts at once.
  const [period, setPeriod] = useState<InspectionAnalysisForm>(() =>
    defaultPeriod(Number(todayInLima().slice(0, 4))),
  );

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle title="Análisis de inspecciones" subtitle={`Periodo: ${periodText(period)}`} />
      <AnalysisFilters clientId={clientId} userId={userId} initial={period} onSubmit={setPeriod} />
      <AnalysisCharts clientId={clientId} period={period} />
      <Paper variant="outlined" sx={{ p: 1, mt: 2 }}>
        <HowCalculated>{HOW_CALCULATED}</HowCalculated>
      </Paper>
    </Box>
  );
}
