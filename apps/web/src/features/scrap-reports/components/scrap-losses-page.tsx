import {
  SCRAP_LOSS_MSG,
  SCRAP_LOSS_ROW_LIMIT,
  type ScrapLossFilter,
  type ScrapLossResponse,
} from '@huella/contracts';
import { formatNumber, todayInLima } from '@huella/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { formatCount } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { exportScrapLosses } from '../api/export-scrap-reports';
import { useScrapLosses } from '../api/get-scrap-losses';
import { ExportExcelButton, PAGE_LAYOUT, ReportAnswer } from '../../../components/reports/report-controls';
import { ScrapLossFilters, type ScrapLossFormValues } from './scrap-loss-filters';
import { ScrapLossTable } from './scrap-loss-table';

/** The screen opens on this year so far, every brand, model, size and condition. */
function initialValues(): ScrapLossFormValues {
  const today = todayInLima();
  return {
    id_marca: '',
    id_modelo: '',
    id_medida: '',
    condicion: '',
    fecha_inicial: `${today.slice(0, 4)}-01-01`,
    fecha_final: today,
  };
}

const emptyText = (answer: ScrapLossResponse) =>
  answer.total === 0 ? (answer.mensaje ?? SCRAP_LOSS_MSG.sinDatos) : null;

/**
 * '/reporteperdidasscrap' (menu 86, spec 3 §2.11): the tyres scrapped in a period with the tread they still had
 * and what it cost (domain.md §11), the period's totals, and the export of the same filters.
 */
export function ScrapLossesPage({ clientId }: { clientId: number }) {
  const [initial] = useState(initialValues);
  const [filters, setFilters] = useState<ScrapLossFilter>(() => ({
    ...initial,
    id_marca: null,
    id_modelo: null,
    id_medida: null,
    condicion: null,
  }));
  const losses = useScrapLosses(clientId, filters);

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Pérdidas por scrap"
        subtitle="Costo del remanente útil de los neumáticos dados de baja en el periodo"
        actions={
          <ExportExcelButton
            progressText="Exportando Pérdidas por Scrap..."
            job={() => exportScrapLosses(clientId, filters)}
          />
        }
      />

      <ScrapLossFilters clientId={clientId} initial={initial} onSubmit={setFilters} />

      <ReportAnswer query={losses} emptyText={emptyText}>
        {(answer) => (
          <ReportCard
            title="Neumáticos en scrap"
            subtitle={`${formatCount(answer.total)} neumáticos · costo perdido ${formatNumber(answer.totales.costo_perdido, 'money')} USD de ${formatNumber(answer.totales.costo, 'money')} USD`}
          >
            {answer.limitado && (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                {`Se muestran los ${formatCount(answer.data.length)} neumáticos más recientes de ${formatCount(answer.total)} (máximo ${formatCount(SCRAP_LOSS_ROW_LIMIT)}). Los totales son de todo el periodo; el Excel trae todas las filas.`}
              </Alert>
            )}
            <ScrapLossTable answer={answer} />
          </ReportCard>
        )}
      </ReportAnswer>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>
          <ul>
            <li>
              <strong>Costo perdido</strong> = costo de la vida desechada × (remanente final − remanente
              límite) ÷ (remanente original − remanente límite): la parte del costo que corresponde al caucho
              útil que aún tenía el neumático al darlo de baja. Si el remanente final está en el límite o por
              debajo, no hay pérdida (0.00).
            </li>
            <li>
              Por ejemplo, una vida de 418.08 USD con 18 mm originales, límite 5 mm y 9 mm al scrap: 418.08 ×
              (9 − 5) ÷ (18 − 5) = 418.08 × 4 ÷ 13 = 128.64 USD.
            </li>
            <li>
              <strong>Costo</strong>: el de la vida desechada (compra si es nuevo, el último reencauche si es
              reencauchado, más sus reparaciones), en USD sin IGV. Los remanentes son los registrados en el
              scrap.
            </li>
            <li>
              <strong>Condición</strong>: N nuevo, R1 a R6 número de reencauche, R más de 6 reencauches.
            </li>
            <li>
              <strong>Totales</strong>: suman todos los neumáticos en scrap del periodo (por fecha de scrap)
              con los filtros elegidos.
            </li>
          </ul>
        </HowCalculated>
      </Paper>
    </Box>
  );
}
