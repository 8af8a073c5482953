import { REPORT_MSG } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ReportChart } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { useStoredSession } from '../../../lib/use-stored-session';
import { exportRetreadIndex } from '../api/export-indicators';
import { useRetreadIndex, type RetreadIndicatorKind } from '../api/get-retread-index';
import { ColourLegend } from '../../../components/reports/colour-legend';
import { COLOUR_LOOK, colourOf } from '../../../components/reports/criterion-colours';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { IndicatorAnswer } from './indicator-answer';
import { IndicatorSection, PAGE_LAYOUT } from './indicator-section';
import { RetreadMonthTable } from './retread-month-table';
import { StatCard } from './stat-card';
import { currentYear, ExportExcelButton, YearSelect } from '../../../components/reports/report-controls';

interface KindText {
  title: string;
  subtitle: string;
  /** Header of the figure's column. */
  columnLabel: string;
  /** The figure as shown: the index × 100 (percent), the retreadability as is. */
  display: (value: number) => number;
  unit?: string;
  emptyText: string;
  progressText: string;
  showRetreadSum: boolean;
  howCalculated: ReactNode;
}

const count = (value: number) => value.toLocaleString('es-PE', { maximumFractionDigits: 0 });

const KINDS: Record<RetreadIndicatorKind, KindText> = {
  reencauche: {
    title: 'Índice de reencauche',
    columnLabel: 'Índice (%)',
    subtitle: 'Porcentaje de las vidas iniciadas en el mes que son reencauches',
    display: (value) => value * 100,
    unit: '%',
    emptyText: REPORT_MSG.sinReencauche,
    progressText: 'Exportando Índice de Reencauche...',
    showRetreadSum: false,
    howCalculated: (
      <ul>
        <li>
          <strong>Vidas iniciadas del mes</strong>: neumáticos que no están en scrap y cuya vida actual empezó
          en el mes (neumático nuevo registrado, registrado como reencauchado o reencauche terminado en el
          mes).
        </li>
        <li>
          <strong>Índice de reencauche</strong> = vidas reencauchadas ÷ vidas iniciadas × 100, con 2
          decimales. Por ejemplo, 12 de 20 vidas → 60,00 %.
        </li>
        <li>
          <strong>Índice del año</strong>: se calcula sobre todas las vidas iniciadas en el año, no es el
          promedio de los meses.
        </li>
        <li>
          <strong>Colores</strong> (mayor es mejor): verde si alcanza el criterio superior (objetivo);
          amarillo dentro del rango tolerable; rojo por debajo del criterio inferior (deficiente); gris si el
          mes no tiene vidas. Un empate se pinta con el mejor color.
        </li>
      </ul>
    ),
  },
  reencauchabilidad: {
    title: 'Índice de reencauchabilidad',
    columnLabel: 'Índice',
    subtitle: 'Número promedio de reencauche de las vidas reencauchadas iniciadas en el mes',
    display: (value) => value,
    emptyText: REPORT_MSG.sinReencauchabilidad,
    progressText: 'Exportando Índice de Reencauchabilidad...',
    showRetreadSum: true,
    howCalculated: (
      <ul>
        <li>
          <strong>Vidas reencauchadas del mes</strong>: neumáticos que no están en scrap cuya vida actual es
          un reencauche que empezó en el mes.
        </li>
        <li>
          <strong>Índice de reencauchabilidad</strong> = suma de los números de reencauche ÷ vidas
          reencauchadas, con 2 decimales (un neumático con más de 6 reencauches, R, cuenta 7). Por ejemplo, 1,
          1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3 → 20 ÷ 12 = 1,67.
        </li>
        <li>
          <strong>Índice del año</strong>: se calcula sobre todas las vidas reencauchadas del año, no es el
          promedio de los meses.
        </li>
        <li>
          <strong>Colores</strong> (mayor es mejor): verde si alcanza el criterio superior (objetivo);
          amarillo dentro del rango tolerable; rojo por debajo del criterio inferior (deficiente); gris si el
          mes no tiene vidas reencauchadas. Un empate se pinta con el mejor color.
        </li>
      </ul>
    ),
  },
};

/**
 * '/indicadorreencauche' (66) and '/indicadorreencauchabilidad' (67): one layout (spec 3 §2.3): year, the
 * year's figure, the monthly table painted against the criterion (higher is better), the bar chart by month and
 * the export.
 */
export function RetreadIndicatorPage({ clientId, kind }: { clientId: number; kind: RetreadIndicatorKind }) {
  const text = KINDS[kind];
  const { userId } = useStoredSession();
  const [year, setYear] = useState(currentYear);
  const indicator = useRetreadIndex(clientId, kind, year);
  const answer = indicator.data?.success;

  const shown = (value: number | null) =>
    value == null
      ? '-'
      : `${formatNumber(text.display(value), 'percent')}${text.unit ? ` ${text.unit}` : ''}`;
  const plain = (value: number | null) =>
    value == null ? '-' : `${formatNumber(value, 'percent')}${text.unit ? ` ${text.unit}` : ''}`;
  const criterion = answer?.criterio ?? null;

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <ExportExcelButton
            progressText={text.progressText}
            job={() => exportRetreadIndex(clientId, userId, kind, year)}
          />
        }
      />

      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        role="search"
        aria-label="Filtros"
      >
        <YearSelect clientId={clientId} value={year} onChange={setYear} />
        <Typography variant="body2" color="text.secondary" aria-label="Criterio de aceptación">
          {criterion
            ? `Criterio: objetivo ≥ ${shown(criterion.criterio_superior)} · tolerable ${shown(criterion.rango_c_inferior)} – ${shown(criterion.rango_c_superior)} · deficiente < ${shown(criterion.criterio_inferior)}`
            : answer
              ? REPORT_MSG.sinCriterio
              : ''}
        </Typography>
      </Paper>

      <IndicatorAnswer
        query={indicator}
        answer={answer}
        emptyText={(answer) =>
          answer.mensaje || answer.anual.vidas === 0 ? (answer.mensaje ?? text.emptyText) : null
        }
      >
        {(answer) => (
          <>
            <StatCard
              title={`${text.title} ${year}`}
              main={
                answer.anual.indicador == null
                  ? '-'
                  : formatNumber(text.display(answer.anual.indicador), 'percent')
              }
              unit={text.unit}
              stats={[
                { label: 'Vidas iniciadas', value: count(answer.anual.vidas) },
                { label: 'Reencauchadas', value: count(answer.anual.vidas_reencauchadas) },
                ...(text.showRetreadSum
                  ? [{ label: 'Suma de reencauches', value: count(answer.anual.suma_reencauches) }]
                  : []),
              ]}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                // The table keeps its natural width beside the chart; below lg they stack.
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'auto minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <IndicatorSection title="Por mes" flush>
                <RetreadMonthTable
                  answer={answer}
                  indicatorLabel={text.title}
                  columnLabel={text.columnLabel}
                  showRetreadSum={text.showRetreadSum}
                  format={shown}
                />
              </IndicatorSection>
              <IndicatorSection
                title={`${text.title} por mes`}
                subtitle={criterion ? <ColourLegend direction="mayor-es-mejor" /> : undefined}
              >
                <ReportChart
                  kind="bar"
                  title={`${text.title} por mes, ${year}`}
                  categoryLabel="Mes"
                  categoryAxisLabel={(month) => month.slice(0, 3)}
                  categories={answer.meses.map((month) => month.nombre)}
                  series={[
                    {
                      name: text.title,
                      data: answer.meses.map((month) =>
                        month.indicador == null ? null : text.display(month.indicador),
                      ),
                      itemColours: answer.meses.map(
                        (month) => COLOUR_LOOK[colourOf(month.indicador, criterion, 'mayor-es-mejor')].solid,
                      ),
                    },
                  ]}
                  referenceLines={
                    criterion
                      ? [
                          {
                            label: 'Objetivo',
                            value: text.display(criterion.criterio_superior),
                            colour: COLOUR_LOOK.verde.solid,
                          },
                          {
                            label: 'Deficiente',
                            value: text.display(criterion.criterio_inferior),
                            colour: COLOUR_LOOK.rojo.solid,
                          },
                        ]
                      : undefined
                  }
                  valueAxisName={text.unit}
                  format={plain}
                  height={340}
                />
              </IndicatorSection>
            </Box>
          </>
        )}
      </IndicatorAnswer>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>{text.howCalculated}</HowCalculated>
      </Paper>
    </Box>
  );
}
