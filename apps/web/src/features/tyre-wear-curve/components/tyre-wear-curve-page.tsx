import { TYRE_WEAR_MSG, type TyreWearCurveResponse, type WearCurveTyreItem } from '@huella/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { WearCurve } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { ReportCard } from '../../../components/reports/report-card';
import { isApiError } from '../../../lib/api-client';
import { useTyreWearCurve } from '../api/get-tyre-wear-curve';
import { curveLines, hasReadings, unitOf } from './curve-data';
import { TyreHowCalculated } from './tyre-how-calculated';
import { TyreListPanel } from './tyre-list-panel';
import { TyreDetails, WearCards } from './wear-cards';

/**
 * '/reportecurvadesgasteneumatico' (menu 81, spec 3 §2.7): pick a tyre from the paged list and see how its tread
 * wears against the km (or hours) of its current life, the retread limit, the projection to it and the figures of
 * domain.md §8. 'Mostrar Inspecciones Anteriores' adds its earlier lives as more curves.
 */
export function TyreWearCurvePage({ clientId }: { clientId: number }) {
  // Another client's tyre is not this one's: the choice starts over when the client changes.
  return <CurveScreen key={clientId} clientId={clientId} />;
}

function CurveScreen({ clientId }: { clientId: number }) {
  const [tyre, setTyre] = useState<WearCurveTyreItem | null>(null);
  const [history, setHistory] = useState(false);
  const curve = useTyreWearCurve(clientId, tyre?.id ?? null, history);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, '& > :first-of-type': { mb: 0 } }}>
      <PageTitle
        title="Curva de desgaste por neumático"
        subtitle="Remanente (mm) del neumático según su recorrido en cada vida, con su proyección al límite de reencauche"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '360px minmax(0, 1fr)' },
        }}
      >
        <TyreListPanel clientId={clientId} selectedId={tyre?.id ?? null} onSelect={setTyre} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {tyre === null ? (
            <Paper variant="outlined">
              <EmptyState message={TYRE_WEAR_MSG.sinNeumatico} />
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
              {curve.isFetching && <LinearProgress aria-label="Actualizando" />}
              <CurveAnswer answer={curve.data} history={history} onHistory={setHistory} />
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function CurveAnswer({
  answer,
  history,
  onHistory,
}: {
  answer: TyreWearCurveResponse;
  history: boolean;
  onHistory: (value: boolean) => void;
}) {
  const tyre = answer.neumatico;
  const unit = unitOf(tyre);
  const lines = useMemo(() => curveLines(answer), [answer]);
  const readings = hasReadings(answer);
  const earlier = answer.vidas.length > 1;
  return (
    <>
      <ReportCard
        title={`Curva de desgaste · ${tyre.num_serie}`}
        subtitle={`Remanente (mm) según ${unit.distance} recorridos en cada vida; línea roja: límite de reencauche; discontinua: proyección`}
        actions={
          <FormControlLabel
            control={<Switch checked={history} onChange={(event) => onHistory(event.target.checked)} />}
            label="Mostrar Inspecciones Anteriores"
            sx={{ minHeight: 44, mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
          />
        }
        footer={<TyreHowCalculated unit={unit} />}
      >
        <Box sx={{ mb: 2 }}>
          <TyreDetails tyre={tyre} unit={unit} />
        </Box>
        {!readings && !earlier ? (
          <EmptyState message={TYRE_WEAR_MSG.sinInspecciones} />
        ) : (
          <>
            {!readings && <EmptyState message={TYRE_WEAR_MSG.sinInspecciones} />}
            <WearCurve
              title={`Curva de desgaste de ${tyre.num_serie}`}
              lines={lines}
              distance={unit.distance}
              limit={tyre.remanente_limite}
              heading="Vida"
            />
          </>
        )}
      </ReportCard>
      <WearCards tyre={tyre} unit={unit} />
    </>
  );
}
