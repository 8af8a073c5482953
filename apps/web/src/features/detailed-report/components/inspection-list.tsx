import type { DetailedInspection, DetailedReportResponse } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { numberCell } from '../../../components/reports/sticky-table';
import { ReadingsTable } from './readings-table';

const dateOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const COLUMNS = 7;

function InspectionRow({ inspection }: { inspection: DetailedInspection }) {
  const [open, setOpen] = useState(false);
  const detailId = `lecturas-${inspection.id}`;
  const unit = inspection.tipo_costo === 1 ? 'km' : 'h';
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td, & > th': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell sx={{ py: 0 }}>
          <IconButton
            aria-label={
              open ? `Ocultar lecturas de ${inspection.placa}` : `Ver lecturas de ${inspection.placa}`
            }
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
            sx={{ width: 44, height: 44 }}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={numberCell}>{dateOf(inspection.fecha_inspeccion)}</TableCell>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {inspection.placa}
        </TableCell>
        <TableCell>
          {inspection.tipovehiculo}
          {inspection.aplicacion && (
            <Typography variant="caption" color="text.secondary" component="div">
              {inspection.aplicacion}
            </Typography>
          )}
        </TableCell>
        <TableCell>{inspection.codigo}</TableCell>
        <TableCell align="right" sx={numberCell}>
          {`${formatNumber(inspection.km_inspeccion, 'other')} ${unit}`}
        </TableCell>
        <TableCell align="right" sx={numberCell}>
          {inspection.detalle.length}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={detailId} sx={{ py: 1.5 }}>
              <ReadingsTable inspection={inspection} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** The page's inspections, newest first, each unfolding into its readings; paged by 10 inspections. */
export function InspectionList({
  answer,
  onPage,
}: {
  answer: DetailedReportResponse;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <TableContainer>
        {/* Fixed layout: the unfolded readings scroll inside their own box instead of widening the list. */}
        <Table
          size="small"
          aria-label="Inspecciones del periodo"
          sx={{
            tableLayout: 'fixed',
            minWidth: 560,
            '& > * > tr > td, & > * > tr > th': { px: 1, overflowWrap: 'break-word' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 60 }} />
              <TableCell sx={{ width: 100 }}>Fecha</TableCell>
              <TableCell sx={{ width: 100 }}>Placa</TableCell>
              <TableCell>Tipo de vehículo · aplicación</TableCell>
              <TableCell sx={{ width: 110 }}>Código</TableCell>
              <TableCell align="right" sx={{ width: 120 }}>
                Km / Horas
              </TableCell>
              <TableCell align="right" sx={{ width: 84 }}>
                Lecturas
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.data.map((inspection) => (
              <InspectionRow key={inspection.id} inspection={inspection} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={answer.total}
        page={answer.current_page - 1}
        rowsPerPage={answer.per_page}
        rowsPerPageOptions={[answer.per_page]}
        onPageChange={(_, page) => onPage(page + 1)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count} inspecciones`}
        getItemAriaLabel={(type) =>
          type === 'next'
            ? 'Página siguiente'
            : type === 'previous'
              ? 'Página anterior'
              : type === 'first'
                ? 'Primera página'
                : 'Última página'
        }
        showFirstButton
        showLastButton
      />
    </>
  );
}
