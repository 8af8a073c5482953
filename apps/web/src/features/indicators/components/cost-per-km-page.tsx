import { COST_UNIT_LABELS, COST_UNITS, REPORT_MSG, type CostUnit } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ReportChart } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { useStoredSession } from '../../../lib/use-stored-session';
import { exportCostPerKm } from '../api/export-indicators';
import { useBrandOptions } from '../api/get-brand-options';
import { useCostPerKm, type CostPerKmFilters } from '../api/get-cost-per-km';
import { ColourLegend } from '../../../components/reports/colour-legend';
import { CostPerKmTable } from './cost-per-km-table';
import { COLOUR_LOOK, colourOf } from '../../../components/reports/criterion-colours';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { IndicatorAnswer } from './indicator-answer';
import { IndicatorSection, PAGE_LAYOUT } from './indicator-section';
import { StatCard } from './stat-card';
import { currentYear, ExportExcelButton, YearSelect } from '../../../components/reports/report-controls';

const UNIT_TEXT: Record<CostUnit, { unit: string; distance: string }> = {
  K: { unit: 'USD/km', distance: 'km' },
  H: { unit: 'USD/h', distance: 'horas' },
};

/** The 'Todas' choice of the brand filter (every brand: marca null on the wire). */
const ALL_BRANDS = 'todas';

const count = (value: number) => value.toLocaleString('es-PE', { maximumFractionDigits: 0 });

/**
 * '/indicadorkmhr' (menu 65): cost per km or hour by brand/model/size and month of the chosen year, painted
 * against the client's acceptance criteria (spec 3 §2.2, domain.md §5–§6), with the year's KPI and the export.
 */
export function CostPerKmPage({ clientId }: { clientId: number }) {
  const { userId } = useStoredSession();
  const [filters, setFilters] = useState<CostPerKmFilters>(() => ({
    year: currentYear(),
    marca: null,
    unidadmedida: 'K',
  }));
  const brands = useBrandOptions(clientId);
  const indicator = useCostPerKm(clientId, filters);
  const { unit, distance } = UNIT_TEXT[filters.unidadmedida];
  const answer = indicator.data?.success;

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Costo por km / hora"
        subtitle="Costo acumulado por kilómetro u hora recorrida, por marca, modelo y medida, mes a mes"
        actions={
          <ExportExcelButton
            progressText="Exportando Indicador de Costo..."
            job={() => exportCostPerKm(clientId, userId, filters)}
          />
        }
      />

      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        role="search"
        aria-label="Filtros"
      >
        <TextField
          select
          label="Tipo de costo"
          value={filters.unidadmedida}
          onChange={(event) =>
            setFilters((now) => ({ ...now, unidadmedida: event.target.value as CostUnit }))
          }
          sx={{ minWidth: 160 }}
        >
          {COST_UNITS.map((code) => (
            <MenuItem key={code} value={code} sx={{ minHeight: 44 }}>
              {COST_UNIT_LABELS[code]}
            </MenuItem>
          ))}
        </TextField>
        <YearSelect
          clientId={clientId}
          value={filters.year}
          onChange={(year) => setFilters((now) => ({ ...now, year }))}
        />
        <TextField
          select
          label="Marca"
          value={filters.marca === null ? ALL_BRANDS : String(filters.marca)}
          onChange={(event) =>
            setFilters((now) => ({
              ...now,
              marca: event.target.value === ALL_BRANDS ? null : Number(event.target.value),
            }))
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL_BRANDS} sx={{ minHeight: 44 }}>
            Todas
          </MenuItem>
          {(brands.data?.data ?? []).map((brand) => (
            <MenuItem key={brand.id} value={String(brand.id)} sx={{ minHeight: 44 }}>
              {brand.descripcion}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      <IndicatorAnswer
        query={indicator}
        answer={answer}
        emptyText={(answer) =>
          answer.mensaje || answer.datos.length === 0 ? (answer.mensaje ?? REPORT_MSG.sinCostoKm) : null
        }
      >
        {(answer) => (
          <>
            <StatCard
              title={`Indicador ${filters.year}`}
              main={formatNumber(answer.kpi.indicador, 'costPerUnit')}
              unit={unit}
              stats={[
                { label: 'Lote total (neumáticos)', value: count(answer.kpi.total_lote) },
                { label: 'Suma de costos (USD)', value: formatNumber(answer.kpi.suma_precio, 'money') },
                {
                  label: `Suma de ${distance} recorridos`,
                  // Kilometres read as whole numbers (as on the home card); hours keep their decimal.
                  value:
                    filters.unidadmedida === 'K'
                      ? count(answer.kpi.suma_km_recorrido)
                      : formatNumber(answer.kpi.suma_km_recorrido, 'other'),
                },
              ]}
            />
            <IndicatorSection
              title={`Indicador mensual (${unit})`}
              subtitle={<ColourLegend direction="menor-es-mejor" />}
              flush
            >
              <CostPerKmTable rows={answer.datos} unit={unit} />
            </IndicatorSection>
            <IndicatorSection title={`Indicador del año por neumático (${unit})`}>
              <ReportChart
                kind="bar"
                horizontal
                title={`Indicador ${filters.year} por marca, modelo y medida (${unit})`}
                categoryLabel="Marca / Modelo / Medida"
                categories={answer.datos.map((row) => `${row.marca} ${row.modelo} ${row.medida}`)}
                series={[
                  {
                    name: `Indicador (${unit})`,
                    data: answer.datos.map((row) => row.indicador),
                    itemColours: answer.datos.map(
                      (row) => COLOUR_LOOK[colourOf(row.indicador, row.criterio, 'menor-es-mejor')].solid,
                    ),
                  },
                ]}
                valueAxisName={unit}
                format={(value) => formatNumber(value, 'costPerUnit')}
                height={Math.max(220, answer.datos.length * 32 + 60)}
              />
            </IndicatorSection>
          </>
        )}
      </IndicatorAnswer>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>
          <ul>
            <li>
              <strong>Lote</strong>: los neumáticos de la marca, modelo y medida registrados en el mes (sin
              scrap, con recorrido mayor a cero).
            </li>
            <li>
              <strong>Indicador del mes</strong> = Σ costo acumulado del lote ÷ Σ {distance} recorridos del
              lote (en dólares sin IGV, 4 decimales).
            </li>
            <li>
              <strong>KPI del año</strong> = suma de costos del año ÷ suma de {distance} del año (no es el
              promedio de los meses).
            </li>
            <li>
              <strong>Colores</strong> (menor es mejor): verde si el valor es menor o igual al criterio
              superior (objetivo); amarillo si está dentro del rango tolerable; rojo si supera el criterio
              inferior (deficiente); gris si el mes no tiene datos. Un empate se pinta con el mejor color. Sin
              criterio para la fila: “No cuenta con un criterio de Aceptacion”.
            </li>
          </ul>
        </HowCalculated>
      </Paper>
    </Box>
  );
}
