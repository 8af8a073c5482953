import { type CostPerKmRow, MONTH_NAMES, REPORT_MSG } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useHomeCostPerKm } from '../api/get-cost-per-km';
import { CostDetailsDialog } from './cost-details-dialog';
import { ColourLegend } from '../../../components/reports/colour-legend';
import { CriterionCell } from '../../../components/reports/criterion-cell';
import { colourOf } from '../../../components/reports/criterion-colours';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { costRowKey, TyreLabel } from '../../../components/reports/tyre-label';
import { ReportQuery } from '../../../components/reports/report-card';
import { DashboardCard } from './dashboard-card';
import { ExportButton } from './export-button';

/** Spec 3 §9: summary tables show at most 10 rows; the indicator screen shows them all. */
const HOME_ROWS = 10;
const TITLE = 'Costo por kilómetro';

const cost = (value: number | null) => formatNumber(value, 'costPerUnit');

/**
 * The row's criterion (objective, tolerable range, deficient) or the spec's text. On a laptop it has a column of
 * its own; on a tablet it goes under the tyre's name, so the twelve months fit the card without scrolling.
 */
function CriterionText({ row }: { row: CostPerKmRow }) {
  const criterion = row.criterio;
  if (!criterion)
    return (
      <Typography variant="caption" component="p" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {REPORT_MSG.sinCriterio}
      </Typography>
    );
  return (
    <Typography variant="caption" component="div" sx={{ lineHeight: 1.4, '& p': { m: 0 } }}>
      <p>Superior ≤ {cost(criterion.criterio_superior)}</p>
      <p>
        Tolerable {cost(criterion.rango_c_inferior)} – {cost(criterion.rango_c_superior)}
      </p>
      <p>Inferior &gt; {cost(criterion.criterio_inferior)}</p>
    </Typography>
  );
}

const wideOnly = { display: { xs: 'none', lg: 'table-cell' } } as const;

function CostTable({ rows }: { rows: CostPerKmRow[] }) {
  return (
    // Narrow cells fit a laptop's card and a tablet's (there the criterion moves under the tyre's name); a
    // phone scrolls sideways with the tyre column sticky.
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Costo por kilómetro por marca, modelo y medida"
        sx={{
          '& th, & td': { px: { xs: 0.25, lg: 0.75 } },
          '& td': { fontSize: { xs: '0.75rem', lg: '0.8125rem' } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyHeadCell, minWidth: 120 }}>Marca / modelo / medida</TableCell>
            {MONTH_NAMES.map((name) => (
              // One width for every month, filled or not, so the grid reads as a calendar.
              <TableCell
                key={name}
                align="right"
                title={name}
                sx={{ width: { xs: 44, lg: 50 }, minWidth: { xs: 44, lg: 50 } }}
              >
                {name.slice(0, 3)}
              </TableCell>
            ))}
            <TableCell align="right">Año</TableCell>
            <TableCell sx={wideOnly}>Criterio</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={costRowKey(row)}>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                <TyreLabel row={row} />
                <Box sx={{ display: { lg: 'none' }, mt: 0.5 }}>
                  <CriterionText row={row} />
                </Box>
              </TableCell>
              {MONTH_NAMES.map((name, index) => {
                const value = row[`indicador_mes_${index + 1}`] ?? null;
                return (
                  <CriterionCell
                    key={name}
                    heading={name}
                    text={value === null ? '' : cost(value)}
                    colour={colourOf(value, row.criterio, 'menor-es-mejor')}
                  />
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {cost(row.indicador)}
              </TableCell>
              <TableCell sx={{ ...wideOnly, minWidth: 112, whiteSpace: 'normal' }}>
                <CriterionText row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The home's cost per km card (spec 3 §2.1): kilometres, every brand, the current year; rows per brand / model /
 * size with the monthly figures painted against their criterion, 'Ver más' (every lot) and 'Exportar'.
 */
export function CostPerKmCard({
  clientId,
  year,
  indicatorPath,
}: {
  clientId: number;
  year: number;
  /** /indicadorkmhr when the user may open it (the full table). */
  indicatorPath: string | null;
}) {
  const query = useHomeCostPerKm(clientId, year);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const kpi = query.data?.success.kpi.indicador;
  const rowCount = query.data?.success.datos.length ?? 0;

  return (
    <DashboardCard
      title={TITLE}
      subtitle={
        kpi == null
          ? `Año ${year} · todas las marcas · USD/km`
          : `Año ${year} · todas las marcas · KPI del año ${cost(kpi)} USD/km`
      }
      span={{ md: 2, lg: 6 }}
      actions={
        <ExportButton
          clientId={clientId}
          labelled
          cardTitle={TITLE}
          exportFile={{
            path: '/excel/reporteindicadorcostokmhr',
            query: { year, unidadmedida: 'K' },
            progressText: 'Exportando Costo por kilómetro...',
            isIndicator: true,
          }}
        />
      }
      footer={
        <HowCalculated>
          <p>
            Lote: los neumáticos de una marca, modelo y medida registrados en el mes (sin los de scrap y con
            recorrido mayor a cero).
          </p>
          <p>
            Indicador del mes = Σ costo acumulado del lote ÷ Σ km recorridos del lote (USD/km, 4 decimales).
          </p>
          <p>Año y KPI = suma de costos del año ÷ suma de km del año (no un promedio de meses).</p>
          <p>
            Color: verde si es menor o igual al criterio superior (objetivo); amarillo dentro del rango
            tolerable; rojo si supera el criterio inferior (deficiente); gris sin lote. Un empate va al mejor
            color.
          </p>
        </HowCalculated>
      }
    >
      <ReportQuery query={query} height={220}>
        {(data) => {
          const rows = data.success.datos;
          if (rows.length === 0)
            return (
              <EmptyState
                message={data.success.mensaje ?? REPORT_MSG.sinCostoKm}
                action={
                  // The home shows the current year only; the indicator screen has the earlier ones.
                  indicatorPath && (
                    <Button component={RouterLink} to={indicatorPath} size="small" sx={{ minHeight: 44 }}>
                      Ver años anteriores
                    </Button>
                  )
                }
              />
            );
          return (
            <>
              <CostTable rows={rows.slice(0, HOME_ROWS)} />
              {/* Without any criterion no cell is painted: the colours would explain nothing. */}
              {rows.some((row) => row.criterio) && (
                <Box sx={{ mt: 1 }}>
                  <ColourLegend direction="menor-es-mejor" />
                </Box>
              )}
            </>
          );
        }}
      </ReportQuery>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button variant="outlined" onClick={() => setDetailsOpen(true)} sx={{ minHeight: 44 }}>
          Ver más
        </Button>
        {rowCount > HOME_ROWS && (
          <Typography variant="body2" color="text.secondary">
            Se muestran {HOME_ROWS} de {rowCount} filas.
          </Typography>
        )}
        {rowCount > HOME_ROWS && indicatorPath && (
          <Button component={RouterLink} to={indicatorPath} size="small" sx={{ minHeight: 44 }}>
            Ver todas en el indicador
          </Button>
        )}
      </Box>
      <CostDetailsDialog
        clientId={clientId}
        year={year}
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
    </DashboardCard>
  );
}
