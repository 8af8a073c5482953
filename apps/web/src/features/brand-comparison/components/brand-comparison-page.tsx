import { BRAND_COMPARISON_MSG, BRAND_CONDITION, type BrandComparisonFilter } from '@huella/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@huella/domain';
import { ReportChart } from '../../../components/charts';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { ReportCard } from '../../../components/reports/report-card';
import { ExportExcelButton, PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { exportBrandComparison } from '../api/export-brand-comparison';
import { useBrandComparisonColumns } from '../api/get-brand-comparison';
import { useBrandComparisonOptions } from '../api/get-brand-comparison-options';
import { useBrandsOrDesigns } from '../api/get-brands-or-designs';
import { BrandComparisonFilters } from './brand-comparison-filters';
import { BrandComparisonNote } from './brand-comparison-note';
import { BrandComparisonTable, type TableColumn } from './brand-comparison-table';
import { BrandPickList } from './brand-pick-list';
import { emptySlots, pickSlot, type Slot } from './comparison-slots';

/**
 * '/reportecomparativomarca' (menu 88, spec 3 §2.13): filter the tyres, pick brands (or retread designs) from
 * the list into up to five columns, compare their figures (domain.md §12) and export the same table.
 */
export function BrandComparisonPage({ clientId }: { clientId: number }) {
  const options = useBrandComparisonOptions(clientId);
  const [filters, setFilters] = useState<BrandComparisonFilter | null>(null);
  const [slots, setSlots] = useState<Slot[]>(emptySlots);
  const [selected, setSelected] = useState<Slot>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useBrandsOrDesigns(clientId, filters);
  const byDesign = filters?.condicion_neumatico === BRAND_CONDITION.reencauchado;
  const noun = byDesign ? { uno: 'un diseño', el: 'El diseño' } : { uno: 'una marca', el: 'La marca' };
  const unit = filters?.tipo_costo === 2 ? 'h' : 'km';
  const chosen = slots.filter((slot): slot is NonNullable<Slot> => slot !== null);
  const results = useBrandComparisonColumns(
    clientId,
    filters,
    chosen.map((slot) => slot.id),
  );
  const columns: TableColumn[] = chosen.map((slot, k) => {
    const result = results[k];
    return {
      ...slot,
      state: result?.isPending ? 'loading' : result?.isError ? 'error' : 'ready',
      data: result?.data?.data[0] ?? null,
    };
  });

  const applyFilters = (next: BrandComparisonFilter) => {
    // Brands and designs are different lists: switching between them empties the columns.
    const nextByDesign = next.condicion_neumatico === BRAND_CONDITION.reencauchado;
    if (filters === null || nextByDesign !== byDesign) {
      setSlots(emptySlots());
      setSelected(null);
    }
    setMessage(null);
    setFilters(next);
  };
  const clickSlot = (index: number) => {
    const outcome = pickSlot(slots, index, selected, noun);
    setSlots(outcome.slots);
    setMessage(outcome.message);
    if (!outcome.message && !slots[index]) setSelected(null);
  };

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Comparativo por marca"
        subtitle="Rendimiento y costo de los neumáticos por marca o por diseño de reencauche"
        actions={
          <ExportExcelButton
            progressText="Exportando Comparativo..."
            disabled={filters === null || chosen.length === 0}
            job={async () => {
              if (filters)
                await exportBrandComparison(
                  clientId,
                  filters,
                  chosen.map((slot) => slot.id),
                );
            }}
          />
        }
      />

      <BrandComparisonFilters options={options.data} onSubmit={applyFilters} />

      {filters !== null && (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' },
            alignItems: 'start',
          }}
        >
          <ReportCard
            title={byDesign ? 'Diseños de reencauche' : 'Marcas'}
            subtitle={`Seleccione ${noun.uno} y luego una columna vacía`}
          >
            {list.isPending ? (
              <LoadingState />
            ) : list.isError ? (
              <ErrorState onRetry={() => void list.refetch()} />
            ) : list.data.data.length === 0 ? (
              <EmptyState message={BRAND_COMPARISON_MSG.sinLista} />
            ) : (
              <BrandPickList
                label={byDesign ? 'Diseños' : 'Marcas'}
                items={list.data.data}
                selectedId={selected?.id ?? null}
                usedIds={chosen.map((slot) => slot.id)}
                onSelect={(item) => {
                  setSelected({ id: item.id, descripcion: item.descripcion });
                  setMessage(null);
                }}
              />
            )}
          </ReportCard>

          <ReportCard
            title="Comparación"
            subtitle="Hasta cinco columnas; pulse una columna ocupada para liberarla"
          >
            <Box
              role="group"
              aria-label="Columnas"
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                mb: 2,
              }}
            >
              {slots.map((slot, index) => (
                <Button
                  key={index}
                  variant={slot ? 'contained' : 'outlined'}
                  color={slot ? 'primary' : 'inherit'}
                  onClick={() => clickSlot(index)}
                  aria-label={
                    slot
                      ? `Columna ${index + 1}: ${slot.descripcion} (liberar)`
                      : `Columna ${index + 1}: vacía`
                  }
                  sx={{ minHeight: 44, textTransform: 'none', justifyContent: 'flex-start' }}
                >
                  <Typography variant="body2" noWrap component="span">
                    {slot ? slot.descripcion : `Columna ${index + 1}`}
                  </Typography>
                </Button>
              ))}
            </Box>
            {message && (
              <Alert severity="warning" role="status" sx={{ mb: 2 }}>
                {message}
              </Alert>
            )}
            {columns.length === 0 ? (
              <EmptyState message={`Aún no hay columnas: seleccione ${noun.uno} y una columna.`} />
            ) : (
              <>
                <BrandComparisonTable columns={columns} tipoCosto={filters.tipo_costo} byDesign={byDesign} />
                {columns.some((column) => column.data) && (
                  <Box sx={{ mt: 2 }}>
                    <ReportChart
                      kind="bar"
                      title={`Costo por ${unit} promedio (USD/${unit})`}
                      categoryLabel={byDesign ? 'Diseño' : 'Marca'}
                      categories={columns.map((column) => column.descripcion)}
                      series={[
                        {
                          name: `USD/${unit}`,
                          data: columns.map((column) => column.data?.costo_km_promedio ?? null),
                        },
                      ]}
                      format={(value) => formatNumber(value, 'costPerUnit')}
                      height={260}
                    />
                  </Box>
                )}
              </>
            )}
          </ReportCard>
        </Box>
      )}

      <Paper variant="outlined" sx={{ p: 1 }}>
        <BrandComparisonNote />
      </Paper>
    </Box>
  );
}
