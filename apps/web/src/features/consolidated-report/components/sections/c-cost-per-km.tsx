import {
  type PeriodCostPerKm,
  REPORT_MSG,
  SECTIONS_C_HOW,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ColourLegend } from '../../../../components/reports/colour-legend';
import { CriterionCell } from '../../../../components/reports/criterion-cell';
import { colourOf } from '../../../../components/reports/criterion-colours';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../../components/reports/sticky-table';
import { TyreLabel } from '../../../../components/reports/tyre-label';
import { CSection } from './c-section';

const cpk = (value: number | null | undefined) => formatNumber(value, 'costPerUnit');

/**
 * Costo por kilómetro of the period: a row per brand, model and size, its criterion, each month's indicator and
 * the period's (ratio of its sums), painted lower-is-better (domain.md §6).
 */
export function CostPerKmSection({ section }: { section: PeriodCostPerKm }) {
  const notes = section.hay_horas ? [SECTIONS_C_MSG.horas] : [];
  return (
    <CSection
      title={SECTIONS_C_TITLES.costoKm}
      how={SECTIONS_C_HOW.costoKm}
      empty={section.datos.length === 0 ? SECTIONS_C_MSG.sinCostoKm : null}
      notes={notes}
    >
      <TableContainer>
        <Table size="small" aria-label="Costo por kilómetro del periodo">
          <TableHead>
            <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
              <TableCell sx={{ ...stickyHeadCell, minWidth: 200 }}>Marca / Modelo / Medida</TableCell>
              <TableCell align="right">Criterio superior</TableCell>
              <TableCell align="right">Rango tolerable</TableCell>
              <TableCell align="right">Criterio inferior</TableCell>
              {section.meses.map((month) => (
                <TableCell key={month.mes} align="right" sx={{ minWidth: 84 }}>
                  {month.nombre}
                </TableCell>
              ))}
              <TableCell align="right">Periodo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.datos.map((row) => (
              <TableRow key={`${row.marca}|${row.modelo}|${row.medida}`} hover>
                <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                  <TyreLabel row={row} />
                </TableCell>
                {row.criterio ? (
                  <>
                    <TableCell align="right" sx={numberCell}>
                      {cpk(row.criterio_superior)}
                    </TableCell>
                    <TableCell align="right" sx={numberCell}>
                      {cpk(row.rango_c_inferior)} – {cpk(row.rango_c_superior)}
                    </TableCell>
                    <TableCell align="right" sx={numberCell}>
                      {cpk(row.criterio_inferior)}
                    </TableCell>
                  </>
                ) : (
                  <TableCell colSpan={3} sx={{ color: 'text.secondary', fontStyle: 'italic', minWidth: 220 }}>
                    {REPORT_MSG.sinCriterio}
                  </TableCell>
                )}
                {section.meses.map((month) => {
                  const value = row[`indicador_mes_${month.mes}`] ?? null;
                  return (
                    <CriterionCell
                      key={month.mes}
                      heading={month.nombre}
                      text={cpk(value)}
                      colour={colourOf(value, row.criterio, 'menor-es-mejor')}
                    />
                  );
                })}
                <CriterionCell
                  heading="Periodo"
                  text={cpk(row.indicador)}
                  colour={colourOf(row.indicador, row.criterio, 'menor-es-mejor')}
                  strong
                />
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, fontWeight: 700 }}>
                Total ({section.kpi.total_lote} neumáticos)
              </TableCell>
              <TableCell colSpan={3 + section.meses.length} />
              <TableCell align="right" sx={{ ...numberCell, fontWeight: 700 }} aria-label="Periodo: total">
                {cpk(section.kpi.indicador)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <ColourLegend direction="menor-es-mejor" />
    </CSection>
  );
}
