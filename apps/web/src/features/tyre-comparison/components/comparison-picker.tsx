import { AXLE_NAMES, TYRE_COMPARISON_PAGE_SIZES, type TyreComparisonListItem } from '@huella/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTyreCatalog } from '../../tyre-catalog/api/get-tyre-catalog';
import { useComparisonTyres, type PickerQuery } from '../api/get-comparison-tyres';
import { ReportAnswer } from '../../../components/reports/report-controls';

const CONDITIONS = ['N', '1', '2', '3', '4', '5', '6', 'R'] as const;
const conditionLabel = (code: string) =>
  code === 'N' ? 'Nuevo' : code === 'R' ? 'Más de 6 reencauches' : `Reencauche ${code}`;

/**
 * Filters (brand, model, size, cost type, axle, condition, serial) and the picker list of spec 3 §2.12: 6 per
 * page (6/12/18), a row is selected with a click or Enter/Space, then a slot takes it.
 */
export function ComparisonPicker({
  clientId,
  query,
  onQuery,
  selectedId,
  onSelect,
}: {
  clientId: number;
  query: PickerQuery;
  onQuery: (query: PickerQuery) => void;
  selectedId: number | null;
  onSelect: (tyre: TyreComparisonListItem) => void;
}) {
  const tyres = useComparisonTyres(clientId, query);
  const catalog = useTyreCatalog(clientId);
  const options = useMemo(() => {
    const data = catalog.data;
    return {
      brands: (data?.marcas ?? []).map((item) => ({ value: item.id, label: item.descripcion })),
      models: (data?.modelos ?? [])
        .filter((item) => !query.id_marca || item.id_marca === query.id_marca)
        .map((item) => ({ value: item.id, label: item.descripcion })),
      sizes: (data?.medidas ?? []).map((item) => ({ value: item.id, label: item.descripcion })),
    };
  }, [catalog.data, query.id_marca]);
  // Any filter change goes back to page 1.
  const set = (patch: Partial<PickerQuery>) => onQuery({ ...query, page: 1, ...patch });
  const idOf = (value: string) => (value === '' ? null : Number(value));

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Neumáticos
      </Typography>
      <Box
        role="search"
        aria-label="Filtros"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        <Select
          label="Marca"
          value={query.id_marca ?? ''}
          all="Todas"
          options={options.brands}
          onChange={(v) => set({ id_marca: idOf(v), id_modelo: null })}
        />
        <Select
          label="Modelo"
          value={query.id_modelo ?? ''}
          all="Todos"
          options={options.models}
          onChange={(v) => set({ id_modelo: idOf(v) })}
        />
        <Select
          label="Medida"
          value={query.id_medida ?? ''}
          all="Todas"
          options={options.sizes}
          onChange={(v) => set({ id_medida: idOf(v) })}
        />
        <Select
          label="Tipo de costo"
          value={query.tipo_costo ?? 1}
          options={[
            { value: 1, label: 'Kilómetros (costo por km)' },
            { value: 2, label: 'Horas (costo por hora)' },
          ]}
          onChange={(v) => set({ tipo_costo: Number(v) })}
        />
        <Select
          label="Eje"
          value={query.eje ?? ''}
          all="Todos"
          options={Object.entries(AXLE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
          onChange={(v) => set({ eje: idOf(v) })}
        />
        <Select
          label="Condición"
          value={query.condicion ?? ''}
          all="Todas"
          options={CONDITIONS.map((code) => ({ value: code, label: conditionLabel(code) }))}
          onChange={(v) => set({ condicion: v === '' ? null : (v as PickerQuery['condicion']) })}
        />
        <TextField
          label="Buscar por serie"
          value={query.num_serie ?? ''}
          onChange={(event) => set({ num_serie: event.target.value.slice(0, 50) })}
        />
      </Box>
      <ReportAnswer
        query={tyres}
        emptyText={(answer) => (answer.total === 0 ? 'No hay datos disponibles' : null)}
      >
        {(answer) => (
          <>
            <TableContainer>
              <Table size="small" aria-label="Neumáticos para comparar">
                <TableHead>
                  <TableRow>
                    {['Serie', 'Marca', 'Modelo', 'Medida', 'Condición', 'Eje'].map((head) => (
                      <TableCell key={head}>{head}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.data.map((tyre) => (
                    <TableRow
                      key={tyre.id}
                      hover
                      selected={tyre.id === selectedId}
                      aria-selected={tyre.id === selectedId}
                      tabIndex={0}
                      onClick={() => onSelect(tyre)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          onSelect(tyre);
                        }
                      }}
                      sx={{ cursor: 'pointer', height: 44 }}
                    >
                      <TableCell sx={{ fontWeight: 600 }}>{tyre.num_serie}</TableCell>
                      <TableCell>{tyre.marca}</TableCell>
                      <TableCell>{tyre.modelo}</TableCell>
                      <TableCell>{tyre.medida}</TableCell>
                      <TableCell>{tyre.condicion}</TableCell>
                      <TableCell>{tyre.eje === null ? '-' : (AXLE_NAMES[tyre.eje] ?? '-')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={answer.total}
              page={answer.current_page - 1}
              rowsPerPage={answer.per_page}
              rowsPerPageOptions={[...TYRE_COMPARISON_PAGE_SIZES]}
              labelRowsPerPage="Por página"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
              onPageChange={(_, page) => onQuery({ ...query, page: page + 1 })}
              onRowsPerPageChange={(event) => set({ per_page: Number(event.target.value) })}
            />
          </>
        )}
      </ReportAnswer>
    </Paper>
  );
}

function Select({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: number | string;
  all?: string;
  options: { value: number | string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {all !== undefined && (
        <MenuItem value="" sx={{ minHeight: 44 }}>
          {all}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
