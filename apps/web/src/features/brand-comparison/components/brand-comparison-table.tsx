import { type BrandComparisonColumn, brandComparisonRows } from '@huella/contracts';
import { formatNumber, type NumberKind } from '@huella/domain';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../components/charts';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

/** A chosen column: its name, and its figures once loaded (null = no counted tyre under these filters). */
export interface TableColumn {
  id: number;
  descripcion: string;
  state: 'loading' | 'error' | 'ready';
  data: BrandComparisonColumn | null;
}

const KIND_BY_DECIMALS: Record<number, NumberKind> = { 1: 'other', 2: 'money', 4: 'costPerUnit' };

/** spec 3 §2.13: the rows marca (or disenio), cantidad and the figures, one column per chosen brand or design. */
export function BrandComparisonTable({
  columns,
  tipoCosto,
  byDesign,
}: {
  columns: TableColumn[];
  tipoCosto: number;
  byDesign: boolean;
}) {
  const rows = brandComparisonRows(tipoCosto);
  return (
    <TableContainer>
      <Table size="small" aria-label="Comparativo">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickyHeadCell, minWidth: 200 }}>
              {byDesign ? 'Diseño' : 'Marca'}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} scope="col" align="right" sx={{ fontWeight: 600, minWidth: 130 }}>
                {column.descripcion}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                {row.label}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} align="right" sx={numberCell}>
                  {column.state === 'loading' ? (
                    <Skeleton aria-label="Cargando" />
                  ) : column.state === 'error' ? (
                    'Error'
                  ) : !column.data ? (
                    row.key === 'cantidad' ? (
                      '0'
                    ) : (
                      '-'
                    )
                  ) : row.decimals === 0 ? (
                    formatCount(column.data[row.key])
                  ) : (
                    formatNumber(column.data[row.key], KIND_BY_DECIMALS[row.decimals] ?? 'other')
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
