import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { percentCell } from './marketing-table';

export interface GroupRow {
  name: string;
  cantidad: number;
  porcentaje: number;
}
export interface GroupItemRow extends GroupRow {
  group: string;
}

/**
 * A grouped report (spec 3 §2.17: designs per company, sizes and clients per sector): each group's row with its
 * tyres and share of the whole, then its items, indented, with their share within the group (`grouped`) or of
 * the whole. Each group is its own row group, so a screen reader announces where an item belongs.
 */
export function GroupedTable({
  label,
  header,
  groups,
  items,
  grouped,
  groupWord,
}: {
  label: string;
  /** The first column's header ('Empresa / diseño'). */
  header: string;
  groups: readonly GroupRow[];
  /** Ordered by group, as the answer sends them. */
  items: readonly GroupItemRow[];
  grouped: boolean;
  /** 'empresa', 'sector': what the note under the table calls a group. */
  groupWord: string;
}) {
  if (groups.length === 0) return <EmptyState />;
  const byGroup = new Map<string, GroupItemRow[]>();
  for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  return (
    <>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
              <TableCell sx={stickyHeadCell}>{header}</TableCell>
              <TableCell align="right">Neumáticos</TableCell>
              <TableCell align="right">%</TableCell>
            </TableRow>
          </TableHead>
          {groups.map((group) => (
            <TableBody key={group.name}>
              <TableRow sx={{ bgcolor: 'action.hover', '& > *': { fontWeight: 600 } }}>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  sx={{ ...stickyFirstColumn, bgcolor: 'inherit', minWidth: 160 }}
                >
                  {group.name}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {formatCount(group.cantidad)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {percentCell(group.porcentaje)}
                </TableCell>
              </TableRow>
              {(byGroup.get(group.name) ?? []).map((item) => (
                <TableRow key={item.name} hover>
                  <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, pl: 4 }}>
                    {item.name}
                  </TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {formatCount(item.cantidad)}
                  </TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {percentCell(item.porcentaje)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {grouped
          ? `En negrita cada ${groupWord} con su porcentaje del total; debajo, el porcentaje dentro de su ${groupWord}.`
          : `En negrita cada ${groupWord}; todos los porcentajes son del total.`}
      </Typography>
    </>
  );
}
