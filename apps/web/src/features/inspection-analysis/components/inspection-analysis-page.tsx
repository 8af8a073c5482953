import { type InspectionAnalysisForm, MONTH_NAMES } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { AnalysisCharts } from './analysis-charts';
import { AnalysisFilters } from './analysis-filters';

function HowComputed() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        size="small"
        color="inherit"
        startIcon={<HelpOutlineIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ minHeight: 44, color: 'text.secondary' }}
      >
        ¿Cómo se calcula?
      </Button>
      <Collapse in={open} id={id}>
        <Alert severity="info" icon={false}>
          <Typography variant="body2" component="div" sx={{ '& p': { my: 0.5 } }}>
            <p>
              Se cuentan solo las inspecciones finalizadas cuya fecha de inspección cae entre el mes inicial y
              el mes final del año elegido (los borradores no cuentan).
            </p>
            <p>
              Marcas: lecturas de neumáticos de cada marca. Tipos de vehículo: vehículos distintos
              inspeccionados.
            </p>
            <p>
              Remanente por diseño: promedio del NSD (la menor de las tres medidas de cocada, en mm) de las
              lecturas de cada diseño. Cada gráfico muestra los 10 primeros y agrupa el resto en OTROS.
            </p>
            <p>Inspecciones por mes: inspecciones finalizadas en cada mes del año elegido.</p>
          </Typography>
        </Alert>
      </Collapse>
    </Box>
  );
}

const periodText = (period: InspectionAnalysisForm) =>
  period.mes_inicial === period.mes_final
    ? `${MONTH_NAMES[period.mes_inicial - 1]} ${period.year}`
    : `${MONTH_NAMES[period.mes_inicial - 1]} a ${MONTH_NAMES[period.mes_final - 1]} ${period.year}`;

/** 'Análisis de inspecciones' (spec 3 §2.4): a period, then four bar charts of what was inspected in it. */
export function InspectionAnalysisPage({ clientId, userId }: { clientId: number; userId: number | null }) {
  const [period, setPeriod] = useState<InspectionAnalysisForm | null>(null);
  const currentYear = Number(todayInLima().slice(0, 4));

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle
        title="Análisis de inspecciones"
        subtitle={period ? `Periodo: ${periodText(period)}` : 'Elija el año y los meses, y pulse Consultar.'}
      />
      <AnalysisFilters clientId={clientId} userId={userId} defaultYear={currentYear} onSubmit={setPeriod} />
      {period ? (
        <AnalysisCharts clientId={clientId} period={period} />
      ) : (
        <EmptyState message="Elija un periodo para ver el análisis." />
      )}
      <HowComputed />
    </Box>
  );
}
