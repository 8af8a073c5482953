import { MONTH_NAMES, REPORT_MSG, type RetreadIndexResponse } from '@huella/contracts';
import Typography from '@mui/material/Typography';
import { type ChartReferenceLine, formatPercent, ReportChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { type RetreadIndexKind, useRetreadIndex } from '../api/get-retread-index';
import { COLOUR_LOOK, colourOf } from '../../../components/reports/criterion-colours';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportQuery } from '../../../components/reports/report-card';
import { type CardSpan, DashboardCard } from './dashboard-card';
import { ExportButton } from './export-button';
import { formatTwoDecimals } from './format';

interface KindText {
  title: string;
  exportPath: string;
  seriesName: string;
  /** The chart draws the index × 100 (a percent); retreadability as it is. */
  scale: number;
  format: (value: number | null) => string;
  emptyText: string;
  howComputed: string[];
}

const KINDS: Record<RetreadIndexKind, KindText> = {
  reencauche: {
    title: 'Índice de reencauche',
    exportPath: '/excel/reporteindicereencauche',
    seriesName: 'Índice (%)',
    scale: 100,
    format: formatPercent,
    emptyText: REPORT_MSG.sinReencauche,
    howComputed: [
      'Vidas del mes: neumáticos sin scrap cuya vida actual empezó en el mes (nuevo registrado, registrado como reencauchado o reencauche terminado).',
      'Índice = vidas reencauchadas ÷ vidas iniciadas × 100, con 2 decimales. El del año se calcula sobre las vidas del año, no como promedio de los meses.',
      'Color: verde si alcanza el criterio superior (objetivo), amarillo en el rango tolerable, rojo por debajo del criterio inferior.',
    ],
  },
  reencauchabilidad: {
    title: 'Índice de reencauchabilidad',
    exportPath: '/excel/reporteindicereencauchabilidad',
    seriesName: 'Reencauchabilidad',
    scale: 1,
    format: formatTwoDecimals,
    emptyText: REPORT_MSG.sinReencauchabilidad,
    howComputed: [
      'Vidas reencauchadas del mes: neumáticos sin scrap cuya vida actual (un reencauche) empezó en el mes.',
      'Reencauchabilidad = promedio del número de reencauche de esas vidas (R, más de 6, cuenta 7), con 2 decimales. El del año se calcula sobre las vidas del año.',
      'Color: verde si alcanza el criterio superior (objetivo), amarillo en el rango tolerable, rojo por debajo del criterio inferior.',
    ],
  },
};

function referenceLines(data: RetreadIndexResponse['success'], scale: number): ChartReferenceLine[] {
  if (!data.criterio) return [];
  return [
    { label: 'Objetivo', value: data.criterio.criterio_superior * scale, colour: COLOUR_LOOK.verde.solid },
    { label: 'Deficiente', value: data.criterio.criterio_inferior * scale, colour: COLOUR_LOOK.rojo.solid },
  ];
}

/** The retread index or retreadability of the year, month by month (spec 3 §2.1), bars painted by band. */
export function RetreadIndexCard({
  clientId,
  kind,
  year,
  morePath,
  span,
}: {
  clientId: number;
  kind: RetreadIndexKind;
  year: number;
  morePath: string | null;
  span: CardSpan;
}) {
  const text = KINDS[kind];
  const query = useRetreadIndex(clientId, kind, year);
  const yearly = query.data?.success.anual.indicador;

  return (
    <DashboardCard
      title={text.title}
      subtitle={yearly == null ? `Año ${year}` : `Año ${year} · del año ${text.format(yearly * text.scale)}`}
      span={span}
      morePath={morePath}
      actions={
        <ExportButton
          clientId={clientId}
          cardTitle={text.title}
          exportFile={{
            path: text.exportPath,
            query: { year },
            progressText: `Exportando ${text.title}...`,
            isIndicator: true,
          }}
        />
      }
      footer={
        <HowCalculated>
          {text.howComputed.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </HowCalculated>
      }
    >
      <ReportQuery query={query} height={260}>
        {({ success }) => {
          if (success.anual.vidas === 0) return <EmptyState message={success.mensaje ?? text.emptyText} />;
          const values = success.meses.map((month) =>
            month.indicador == null ? null : month.indicador * text.scale,
          );
          return (
            <>
              <ReportChart
                kind="bar"
                title={`${text.title} ${year} por mes`}
                categoryLabel="Mes"
                categories={success.meses.map((month) => month.nombre || MONTH_NAMES[month.mes - 1] || '')}
                // A third of a card's width holds twelve initials, not twelve abbreviations (tooltip and table keep the names).
                categoryAxisLabel={(name) => name.charAt(0)}
                series={[
                  {
                    name: text.seriesName,
                    data: values,
                    itemColours: success.meses.map(
                      (month) =>
                        COLOUR_LOOK[colourOf(month.indicador, success.criterio, 'mayor-es-mejor')].solid,
                    ),
                  },
                ]}
                referenceLines={referenceLines(success, text.scale)}
                format={text.format}
                height={240}
              />
              {!success.criterio && (
                <Typography variant="caption" color="text.secondary">
                  {REPORT_MSG.sinCriterio}
                </Typography>
              )}
            </>
          );
        }}
      </ReportQuery>
    </DashboardCard>
  );
}
