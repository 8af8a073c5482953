import {
  type PeriodRetreadability,
  REPORT_MSG,
  SECTIONS_C_HOW,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReportChart } from '../../../../components/charts';
import { ColourLegend } from '../../../../components/reports/colour-legend';
import { CriterionCell } from '../../../../components/reports/criterion-cell';
import { colourOf, COLOUR_LOOK } from '../../../../components/reports/criterion-colours';
import { numberCell } from '../../../../components/reports/sticky-table';
import { CSection } from './c-section';

const figure = (value: number | null) => formatNumber(value, 'percent');

/** Índice de reencauchabilidad: a bar per month of the period and the period's own figure, by criterion. */
export function RetreadabilitySection({ section }: { section: PeriodRetreadability }) {
  const bars = [
    ...section.meses.map((month) => ({ name: month.nombre, value: month.indicador })),
    { name: 'Periodo', value: section.periodo.indicador },
  ];
  const colour = (value: number | null) => colourOf(value, section.criterio, 'mayor-es-mejor');
  return (
    <CSection
      title={SECTIONS_C_TITLES.reencauchabilidad}
      how={SECTIONS_C_HOW.reencauchabilidad}
      empty={section.periodo.vidas_reencauchadas === 0 ? SECTIONS_C_MSG.sinReencauchabilidad : null}
      notes={section.criterio ? [] : [REPORT_MSG.sinCriterio]}
    >
      <ReportChart
        kind="bar"
        title={SECTIONS_C_TITLES.reencauchabilidad}
        categoryLabel="Mes"
        categories={bars.map((bar) => bar.name)}
        series={[
          {
            name: 'Reencauchabilidad',
            data: bars.map((bar) => bar.value),
            itemColours: bars.map((bar) => COLOUR_LOOK[colour(bar.value)].solid),
          },
        ]}
        format={figure}
        height={260}
      />
      <Table size="small" aria-label="Reencauchabilidad por mes">
        <TableHead>
          <TableRow>
            <TableCell>Mes</TableCell>
            <TableCell align="right">Vidas reencauchadas</TableCell>
            <TableCell align="right">Suma de reencauches</TableCell>
            <TableCell align="right">Reencauchabilidad</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {section.meses.map((month) => (
            <TableRow key={month.mes}>
              <TableCell component="th" scope="row">
                {month.nombre}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {month.vidas_reencauchadas}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {month.suma_reencauches}
              </TableCell>
              <CriterionCell
                heading={month.nombre}
                text={figure(month.indicador)}
                colour={colour(month.indicador)}
              />
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Periodo
            </TableCell>
            <TableCell align="right" sx={{ ...numberCell, fontWeight: 700 }}>
              {section.periodo.vidas_reencauchadas}
            </TableCell>
            <TableCell align="right" sx={{ ...numberCell, fontWeight: 700 }}>
              {section.periodo.suma_reencauches}
            </TableCell>
            <CriterionCell
              heading="Periodo"
              text={figure(section.periodo.indicador)}
              colour={colour(section.periodo.indicador)}
              strong
            />
          </TableRow>
        </TableBody>
      </Table>
      {section.criterio && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Criterio: objetivo ≥ ${figure(section.criterio.criterio_superior)} · tolerable ${figure(section.criterio.rango_c_inferior)} – ${figure(section.criterio.rango_c_superior)} · deficiente < ${figure(section.criterio.criterio_inferior)}`}
          </Typography>
          <ColourLegend direction="mayor-es-mejor" />
        </>
      )}
    </CSection>
  );
}
