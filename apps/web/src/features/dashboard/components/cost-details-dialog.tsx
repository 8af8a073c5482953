import { MONTH_NAMES, REPORT_MSG } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCostDetails } from '../api/get-cost-details';
import { ReportQuery } from '../../../components/reports/report-card';
import { formatCount } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';

const COLUMNS = [
  'Marca',
  'Modelo',
  'Medida',
  'Lote',
  'Suma precio',
  'Promedio precio',
  'Suma km',
  'Rendimiento km',
  'Indicador',
  'Mes',
] as const;

/** 'YYYY-MM' as 'Enero 2026'. */
function monthLabel(fechaMes: string) {
  const [year, month] = fechaMes.split('-');
  const name = MONTH_NAMES[Number(month) - 1];
  return name ? `${name} ${year}` : fechaMes;
}

/** The cost card's 'Ver más' (spec 3 §2.1): every monthly lot of the year behind the table's figures. */
export function CostDetailsDialog({
  clientId,
  year,
  open,
  onClose,
}: {
  clientId: number;
  year: number;
  open: boolean;
  onClose: () => void;
}) {
  const query = useCostDetails(clientId, year, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="cost-details-title">
      <DialogTitle id="cost-details-title">Detalle del costo por kilómetro {year}</DialogTitle>
      <DialogContent dividers>
        <ReportQuery query={query} height={240}>
          {(data) =>
            data.success.detalles.length === 0 ? (
              <EmptyState message={REPORT_MSG.sinDatos} />
            ) : (
              <TableContainer sx={{ maxHeight: '60vh' }}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((column, index) => (
                        <TableCell key={column} align={index >= 3 && index <= 8 ? 'right' : 'left'}>
                          {column}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}>
                    {data.success.detalles.map((row) => (
                      <TableRow key={`${row.marca}|${row.modelo}|${row.medida}|${row.fecha_mes}`}>
                        <TableCell>{row.marca}</TableCell>
                        <TableCell>{row.modelo}</TableCell>
                        <TableCell>{row.medida}</TableCell>
                        <TableCell align="right">{row.total_lote}</TableCell>
                        <TableCell align="right">{formatNumber(row.suma_precio, 'money')}</TableCell>
                        <TableCell align="right">{formatNumber(row.promedio_precio, 'money')}</TableCell>
                        <TableCell align="right">{formatCount(row.suma_km_recorrido)}</TableCell>
                        <TableCell align="right">
                          {formatNumber(row.promedio_km_recorrido, 'other')}
                        </TableCell>
                        <TableCell align="right">{formatNumber(row.indicador, 'costPerUnit')}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(row.fecha_mes)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )
          }
        </ReportQuery>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
