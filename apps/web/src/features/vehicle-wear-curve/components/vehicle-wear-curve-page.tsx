import { VEHICLE_WEAR_MSG, type VehicleWearCurveResponse } from '@huella/contracts';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { WearCurve } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { ReportCard } from '../../../components/reports/report-card';
import { isApiError } from '../../../lib/api-client';
import { useVehicleOptions } from '../api/get-vehicle-options';
import { useVehicleWearCurve } from '../api/get-vehicle-wear-curve';
import { curveLines, unitOf } from './curve-series';
import { ControlsTable, CostsTable } from './tyre-tables';
import { VehicleDetails } from './vehicle-details';
import { WearHowCalculated } from './wear-how-calculated';

type VehicleOption = { id: number; placa: string; codigo: string };

const optionLabel = (option: VehicleOption) =>
  option.codigo ? `${option.placa} · ${option.codigo}` : option.placa;
// The big client has thousands of vehicles: the list shows the first 50 matches of what was typed.
const filterOptions = createFilterOptions<VehicleOption>({ limit: 50, stringify: optionLabel });

/**
 * '/reportecurvadesgastevehiculo' (menu 82, spec 3 §2.8): choose a vehicle by plate or code and see how each
 * tyre on it wears: its details, one curve per tyre on its position against the retread limit, the controls
 * table and the costs and yields of each tyre life (domain.md §8). The toggle adds the tyres that ran on it before.
 */
export function VehicleWearCurvePage({ clientId }: { clientId: number }) {
  const [vehicle, setVehicle] = useState<VehicleOption | null>(null);
  const [history, setHistory] = useState(false);
  const vehicles = useVehicleOptions(clientId);
  const curve = useVehicleWearCurve(clientId, { vehicleId: vehicle?.id ?? null, history });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, '& > :first-of-type': { mb: 0 } }}>
      <PageTitle
        title="Curva de desgaste por vehículo"
        subtitle="Remanente (mm) de cada neumático del vehículo según su recorrido, con sus costos y rendimientos"
      />
      <Paper
        variant="outlined"
        role="search"
        aria-label="Filtros"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <Autocomplete
          options={vehicles.data?.data ?? []}
          loading={vehicles.isPending}
          value={vehicle}
          onChange={(_, value) => setVehicle(value)}
          getOptionLabel={optionLabel}
          filterOptions={filterOptions}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText="No se encontraron vehículos"
          loadingText="Cargando vehículos..."
          slotProps={{ listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 44 } } } }}
          sx={{ flex: '1 1 280px', maxWidth: 420 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Vehículo (placa o código)"
              error={vehicles.isError}
              helperText={vehicles.isError ? 'No se pudo cargar la lista de vehículos.' : undefined}
            />
          )}
        />
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={history ? 'historial' : 'instalados'}
          onChange={(_, value: string | null) => value && setHistory(value === 'historial')}
          aria-label="Neumáticos mostrados"
        >
          <ToggleButton value="instalados" sx={{ minHeight: 44, px: 2 }}>
            Instalados
          </ToggleButton>
          <ToggleButton value="historial" sx={{ minHeight: 44, px: 2 }}>
            Con historial
          </ToggleButton>
        </ToggleButtonGroup>
      </Paper>

      {vehicle === null ? (
        <Paper variant="outlined">
          <EmptyState message={VEHICLE_WEAR_MSG.sinVehiculo} />
        </Paper>
      ) : curve.isPending ? (
        <LoadingState />
      ) : curve.isError ? (
        <ErrorState
          message={isApiError(curve.error) && curve.error.status < 500 ? curve.error.message : undefined}
          onRetry={() => void curve.refetch()}
        />
      ) : (
        <>
          {curve.isFetching && <LinearProgress aria-label="Actualizando" sx={{ mt: -1.5 }} />}
          <CurveAnswer answer={curve.data} history={history} />
        </>
      )}
    </Box>
  );
}

function CurveAnswer({ answer, history }: { answer: VehicleWearCurveResponse; history: boolean }) {
  const unit = unitOf(answer.vehiculo.tipo_costo);
  const rows = answer.neumaticos;
  const lines = useMemo(() => curveLines(rows), [rows]);
  const what = history ? 'instalados y anteriores' : 'instalados';
  return (
    <>
      <VehicleDetails vehicle={answer.vehiculo} unit={unit} />
      <ReportCard
        title="Curva de desgaste por posición"
        subtitle={`Remanente (mm) según ${unit.distance} recorridos en la vida de cada neumático; ${
          history ? 'trazo tenue: neumáticos que ya no están en la unidad' : 'neumáticos instalados'
        }`}
        footer={<WearHowCalculated unit={unit} />}
      >
        {lines.length === 0 ? (
          <EmptyState message={VEHICLE_WEAR_MSG.sinNeumaticos} />
        ) : (
          <>
            <WearCurve
              title={`Curva de desgaste de ${answer.vehiculo.placa}`}
              lines={lines}
              distance={unit.distance}
              limit={answer.vehiculo.remanente_reencauche}
              heading="Neumático"
            />
          </>
        )}
      </ReportCard>
      <ReportCard title="Controles" subtitle={`Neumáticos ${what} por posición`}>
        {rows.length === 0 ? (
          <EmptyState message={VEHICLE_WEAR_MSG.sinNeumaticos} />
        ) : (
          <ControlsTable rows={rows} unit={unit} />
        )}
      </ReportCard>
      <ReportCard title="Costos y rendimientos" subtitle={`Por vida de cada neumático (${unit.cost})`}>
        {rows.length === 0 ? (
          <EmptyState message={VEHICLE_WEAR_MSG.sinNeumaticos} />
        ) : (
          <CostsTable rows={rows} unit={unit} />
        )}
      </ReportCard>
    </>
  );
}
