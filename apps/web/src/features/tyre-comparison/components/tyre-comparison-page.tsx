import { TYRE_COMPARISON_MSG, type TyreComparisonRow, type TyreLife } from '@huella/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ExportExcelButton, PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { exportTyreComparison } from '../api/export-tyre-comparison';
import type { PickerQuery } from '../api/get-comparison-tyres';
import { useTyreComparisons } from '../api/get-tyre-comparison';
import { ComparisonPicker } from './comparison-picker';
import { ComparisonSlots } from './comparison-slots';
import { ComparisonTable, LifeChoices, livesWithData } from './comparison-table';
import { assignedTyres, emptySlots, pickSlot, selectTyre } from './slot-rules';

const INITIAL_QUERY: PickerQuery = { page: 1, per_page: 6, tipo_costo: 1 };

/**
 * '/reportecomparativoconfiguracion' (menu 87, spec 3 §2.12): pick up to five tyres of one cost type into the
 * slots and compare their lives' cost, distance and cost per unit (domain.md §12).
 */
export function TyreComparisonPage({ clientId }: { clientId: number }) {
  const [query, setQuery] = useState<PickerQuery>(INITIAL_QUERY);
  const [slots, setSlots] = useState(emptySlots);
  const [message, setMessage] = useState<string | null>(null);
  // null: the lives the compared tyres had; a set once the user ticks the boxes.
  const [chosen, setChosen] = useState<Set<TyreLife> | null>(null);
  const tyres = assignedTyres(slots);
  const comparisons = useTyreComparisons(
    clientId,
    tyres.map((tyre) => tyre.id),
  );
  const rows = comparisons
    .map((result) => result.data?.neumatico)
    .filter((row): row is TyreComparisonRow => !!row);

  const visible = chosen ?? livesWithData(rows);

  const pick = (index: number) => {
    const result = pickSlot(slots, index);
    setSlots(result.state);
    setMessage(result.message);
  };

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Comparativo de neumáticos"
        subtitle="Costo, recorrido y costo por unidad de cada vida de hasta 5 neumáticos"
        actions={
          <ExportExcelButton
            progressText="Exportando Comparativo de Neumáticos..."
            disabled={tyres.length === 0}
            job={() =>
              exportTyreComparison(
                clientId,
                tyres.map((tyre) => tyre.id),
              )
            }
          />
        }
      />

      <ComparisonPicker
        clientId={clientId}
        query={query}
        onQuery={setQuery}
        selectedId={slots.selected?.id ?? null}
        onSelect={(tyre) => {
          setSlots((state) => selectTyre(state, tyre));
          setMessage(null);
        }}
      />

      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {slots.selected
            ? `Seleccionado: ${slots.selected.num_serie}. Elija una columna vacía para agregarlo.`
            : 'Seleccione un neumático de la lista y luego una columna vacía. Una columna ocupada se libera al elegirla.'}
        </Typography>
        <ComparisonSlots state={slots} onPick={pick} />
        {message && (
          <Alert severity="warning" role="alert" onClose={() => setMessage(null)}>
            {message}
          </Alert>
        )}
      </Paper>

      <ReportCard title="Comparativo" subtitle={tyres.length ? `${tyres.length} de 5 columnas` : undefined}>
        <LifeChoices visible={visible} onChange={setChosen} />
        {tyres.length === 0 ? (
          <EmptyState message={TYRE_COMPARISON_MSG.sinSeleccion} />
        ) : comparisons.some((result) => result.isError) ? (
          <ErrorState onRetry={() => comparisons.forEach((result) => void result.refetch())} />
        ) : rows.length < tyres.length ? (
          <LoadingState />
        ) : (
          <ComparisonTable rows={rows} visible={visible} />
        )}
      </ReportCard>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>
          <ul>
            <li>
              <strong>Vidas</strong>: N nuevo, R1 a R6 cada reencauche, R&gt;6 más de seis reencauches juntos.
            </li>
            <li>
              <strong>Costo de una vida</strong>: la compra (N) o el reencauche que la abrió, más las
              reparaciones hechas durante ella, en USD sin IGV.
            </li>
            <li>
              <strong>Recorrido de una vida</strong>: la suma de sus instalaciones (km al retiro − km al
              instalar; si sigue instalado, hasta la última lectura del vehículo). Una instalación anulada por
              error no cuenta. Los km registrados al dar de alta el neumático van a la vida de la compra.
            </li>
            <li>
              <strong>Costo por km</strong> (o por hora) de una vida = costo ÷ recorrido; «-» si no ha rodado.
            </li>
            <li>
              <strong>CPK acumulado</strong> = costo acumulado ÷ recorrido acumulado. Ejemplo: 418.08 + 150.00
              + 20.00 = 588.08 USD en 85 000 + 60 000 = 145 000 km → 0.0041 USD/km.
            </li>
            <li>
              <strong>Recorrido proyectado</strong> = recorrido acumulado + lo que le queda a la vida actual:
              km por mm de la vida actual × (remanente actual − remanente de reencauche). Sin inspección en la
              vida actual o sin límite de reencauche: «-». Un neumático en scrap ya no rueda: su proyección es
              lo recorrido.
            </li>
            <li>No se mezclan neumáticos en kilómetros con neumáticos en horas en una misma comparación.</li>
          </ul>
        </HowCalculated>
      </Paper>
    </Box>
  );
}
