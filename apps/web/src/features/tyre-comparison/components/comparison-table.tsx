import { TYRE_LIFE_NAMES, TYRE_LIVES, type TyreComparisonRow, type TyreLife } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

/** A row of the table; `section` rows head each life (no values). */
type Line = { label: string; values: string[]; total?: boolean; section?: boolean };

/** The rows of the table: each visible life's cost, distance and cost per unit, then the accumulated figures. */
export function comparisonLines(rows: TyreComparisonRow[], visible: ReadonlySet<TyreLife>): Line[] {
  const hours = rows[0]?.tipo_costo === 2;
  const unit = hours ? 'h' : 'km';
  const perUnit = hours ? 'Costo por hora (USD/h)' : 'Costo por km (USD/km)';
  const lines: Line[] = [];
  TYRE_LIVES.forEach((life, index) => {
    if (!visible.has(life)) return;
    const name = TYRE_LIFE_NAMES[life];
    const of = (pick: (row: TyreComparisonRow) => number | null, kind: 'money' | 'other' | 'costPerUnit') =>
      rows.map((row) => formatNumber(pick(row), kind));
    lines.push({ label: name, values: [], section: true });
    lines.push({
      label: `${name}: costo (USD)`,
      values: of((row) => row.vidas[index]?.costo ?? null, 'money'),
    });
    lines.push({
      label: `${name}: recorrido (${unit})`,
      values: of((row) => row.vidas[index]?.recorrido ?? null, 'other'),
    });
    lines.push({
      label: `${name}: ${perUnit}`,
      values: of((row) => row.vidas[index]?.costo_por_unidad ?? null, 'costPerUnit'),
    });
  });
  const acc = (
    label: string,
    pick: (row: TyreComparisonRow) => number | null,
    kind: 'money' | 'other' | 'costPerUnit',
  ) => lines.push({ label, values: rows.map((row) => formatNumber(pick(row), kind)), total: true });
  lines.push({ label: 'Acumulado', values: [], section: true });
  acc('Costo acumulado (USD)', (row) => row.costo_acumulado, 'money');
  acc(`Recorrido acumulado (${unit})`, (row) => row.recorrido_acumulado, 'other');
  acc(
    hours ? 'Costo por hora acumulado (USD/h)' : 'CPK acumulado (USD/km)',
    (row) => row.costo_por_unidad,
    'costPerUnit',
  );
  acc(`Recorrido proyectado (${unit})`, (row) => row.recorrido_proyectado, 'other');
  return lines;
}

/** The lives shown until the user chooses: those any compared tyre had (cost or distance), at least N. */
export function livesWithData(rows: TyreComparisonRow[]): Set<TyreLife> {
  const lives = new Set<TyreLife>(['N']);
  for (const row of rows)
    for (const life of row.vidas) if (life.costo > 0 || life.recorrido > 0) lives.add(life.vida);
  return lives;
}

/** Checkboxes choosing which lives are shown (spec 3 §2.12). */
export function LifeChoices({
  visible,
  onChange,
}: {
  visible: ReadonlySet<TyreLife>;
  onChange: (visible: Set<TyreLife>) => void;
}) {
  return (
    <FormGroup row aria-label="Vidas visibles">
      {TYRE_LIVES.map((life) => (
        <FormControlLabel
          key={life}
          sx={{ minHeight: 44, mr: 2 }}
          control={
            <Checkbox
              checked={visible.has(life)}
              onChange={(event) => {
                const next = new Set(visible);
                if (event.target.checked) next.add(life);
                else next.delete(life);
                onChange(next);
              }}
            />
          }
          label={life === 'R' ? 'R>6' : life}
        />
      ))}
    </FormGroup>
  );
}

/** One column per tyre in slot order, one row per figure. */
export function ComparisonTable({
  rows,
  visible,
}: {
  rows: TyreComparisonRow[];
  visible: ReadonlySet<TyreLife>;
}) {
  const lines = comparisonLines(rows, visible);
  return (
    <TableContainer sx={{ maxHeight: 640 }}>
      <Table size="small" stickyHeader aria-label="Comparativo de neumáticos">
        <TableHead>
          <TableRow>
            <TableCell sx={stickyHeadCell}>Concepto</TableCell>
            {rows.map((row) => (
              <TableCell key={row.id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                <strong>{row.num_serie}</strong>
                <br />
                {`${row.marca} · ${row.medida} · ${row.condicion}`}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) =>
            line.section ? (
              <TableRow key={`section-${line.label}`}>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={rows.length + 1}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700, py: 0.75 }}
                >
                  {line.label}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={line.label} sx={line.total ? { '& td': { fontWeight: 700 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, minWidth: 210 }}>
                  {line.label}
                </TableCell>
                {line.values.map((value, index) => (
                  <TableCell key={index} align="right" sx={numberCell}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
