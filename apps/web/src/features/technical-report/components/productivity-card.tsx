import { type ProductivityRequest, productivityRequest, type ProductivityResponse } from '@huella/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCount, ReportChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { FormDateField } from '../../../components/form-date-field';
import { currentMonth } from '../../../components/reports/current-month';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ExportExcelButton, ReportAnswer } from '../../../components/reports/report-controls';
import { useAppForm } from '../../../lib/use-app-form';
import { exportProductivity } from '../api/export-productivity';
import { useProductivity } from '../api/get-productivity';
import { ClientField, contractResolver, FilterForm } from './filter-form';
import { uniqueLabels } from './unique-labels';

interface ProductivityForm {
  id_cliente: number | '';
  fecha_inicial: string;
  fecha_final: string;
}

const resolver = contractResolver<ProductivityForm, ProductivityRequest>(productivityRequest);

/** One stacked part per operation type, a value per user in the answer's user order (0 when none). */
export function productivitySeries(answer: ProductivityResponse) {
  return answer.operaciones_x_usuario.map((group) => ({
    name: group.descripcion,
    data: answer.usuariosoperaciones.map(
      (person) => group.operaciones.find((operation) => operation.id === person.id)?.total ?? 0,
    ),
  }));
}

function ProductivityCharts({ answer }: { answer: ProductivityResponse }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Operaciones por usuario
        </Typography>
        <ReportChart
          kind="bar"
          horizontal
          stacked
          integer
          title="Operaciones por usuario y tipo"
          categoryLabel="Usuario"
          categories={uniqueLabels(
            answer.usuariosoperaciones.map((person) => ({ name: person.nombre, detail: `#${person.id}` })),
          )}
          series={productivitySeries(answer)}
          format={formatCount}
          // One bar a user: the drawing grows with the list so long names keep their room.
          height={Math.max(220, answer.usuariosoperaciones.length * 32 + 70)}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Total por tipo de operación
        </Typography>
        <ReportChart
          kind="pie"
          title="Total de operaciones por tipo"
          categoryLabel="Tipo de operación"
          slices={answer.operaciones_totales.map((type) => ({
            name: type.nombre,
            value: type.total,
            percent: type.porcentaje,
          }))}
          format={formatCount}
          integer
          height={260}
        />
      </Box>
    </Box>
  );
}

/**
 * Productivity (spec 3 §2.16): the actions logged on one client in the period, per user split by operation
 * type, and the share of each type. A client is required ('Seleccione un cliente'): nothing is asked before.
 */
export function ProductivityCard() {
  const [filters, setFilters] = useState<ProductivityRequest | null>(null);
  const productivity = useProductivity(filters);
  const { control, handleSubmit } = useAppForm<ProductivityForm, unknown, ProductivityRequest>({
    resolver,
    defaultValues: { id_cliente: '', ...currentMonth() },
  });
  return (
    <ReportCard
      title="Productividad"
      subtitle="Operaciones registradas por usuario y tipo en el periodo"
      actions={
        <ExportExcelButton
          progressText="Exportando Productividad..."
          disabled={filters === null}
          job={() => (filters ? exportProductivity(filters) : Promise.resolve())}
        />
      }
      footer={
        <HowCalculated>
          <p>
            Cada operación es una acción registrada por un usuario en el cliente elegido (instalar, retirar o
            inspeccionar un neumático, registrar un vehículo, …), agrupada por su tipo: neumáticos, vehículos,
            inspecciones, reportes, catálogos y administración.
          </p>
          <p>
            Porcentaje de un tipo = sus operaciones ÷ todas las operaciones del periodo × 100, con 2
            decimales; el redondeo se reparte para que los tipos sumen 100 %.
          </p>
        </HowCalculated>
      }
    >
      <FilterForm label="Filtros de productividad" onSubmit={handleSubmit(setFilters)}>
        <ClientField control={control} name="id_cliente" required />
        <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
        <FormDateField control={control} name="fecha_final" label="Fecha final" required />
      </FilterForm>
      {filters === null ? (
        <Paper variant="outlined">
          <EmptyState message="Seleccione un cliente y pulse Buscar" />
        </Paper>
      ) : (
        <ReportAnswer
          query={productivity}
          emptyText={(answer) => (answer.usuariosoperaciones.length ? null : 'No hay datos disponibles')}
        >
          {(answer) => <ProductivityCharts answer={answer} />}
        </ReportAnswer>
      )}
    </ReportCard>
  );
}
