import {
  type ConsolidatedSectionsA,
  SECTIONS_A_HOW,
  SECTIONS_A_MSG,
  SECTIONS_A_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ProtectedImage } from '../../../../components/protected-image';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../../components/reports/sticky-table';
import { CSection } from './c-section';

const mm = (value: number) => formatNumber(value, 'other');
const notesOf = (count: number, limitado: boolean, what: string) => [
  `${count} ${what}`,
  ...(limitado ? [SECTIONS_A_MSG.limitado] : []),
];
/** A long list scrolls inside its card, the header row staying in view. */
const scroller = (rows: number) => ({ maxHeight: rows > 12 ? 560 : undefined });
const nowrapHead = { '& > th': { whiteSpace: 'nowrap' } };

function Photo({ url, alt }: { url: string | null; alt: string }) {
  return url ? <ProtectedImage url={url} alt={alt} height={56} maxWidth={96} /> : <>-</>;
}

/** Equipos inspeccionados: vehicles per type, brand and model, with their tyre positions per axle type. */
export function EquipmentSection({ section }: { section: ConsolidatedSectionsA['equipos_inspeccionados'] }) {
  const total = (pick: (row: (typeof section.data)[number]) => number) =>
    section.data.reduce((sum, row) => sum + pick(row), 0);
  return (
    <CSection
      title={SECTIONS_A_TITLES.equipos}
      how={SECTIONS_A_HOW.equipos}
      empty={section.data.length === 0 ? SECTIONS_A_MSG.sinEquipos : null}
      notes={section.limitado ? [SECTIONS_A_MSG.limitado] : []}
    >
      <TableContainer sx={scroller(section.data.length)}>
        <Table size="small" stickyHeader aria-label={SECTIONS_A_TITLES.equipos}>
          <TableHead>
            <TableRow sx={nowrapHead}>
              <TableCell sx={stickyHeadCell}>Tipo</TableCell>
              <TableCell>Marca</TableCell>
              <TableCell>Modelo</TableCell>
              <TableCell align="right">Vehículos</TableCell>
              <TableCell align="right">Direccional</TableCell>
              <TableCell align="right">Tracción</TableCell>
              <TableCell align="right">Eje libre</TableCell>
              <TableCell align="right">Neumáticos</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.data.map((row) => (
              <TableRow key={`${row.nomtipo}|${row.marca}|${row.modelo}`} hover>
                <TableCell sx={stickyFirstColumn}>{row.nomtipo}</TableCell>
                <TableCell>{row.marca}</TableCell>
                <TableCell>{row.modelo}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.total_vehiculos}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.ejes_delanteros.cantidad}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.ejes_posteriores.cantidad}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.ejes_libres.cantidad}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.total_neumaticos}
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& > td': { fontWeight: 700 } }}>
              <TableCell sx={stickyFirstColumn} colSpan={3}>
                Total
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {total((row) => row.total_vehiculos)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {total((row) => row.ejes_delanteros.cantidad)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {total((row) => row.ejes_posteriores.cantidad)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {total((row) => row.ejes_libres.cantidad)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {total((row) => row.total_neumaticos)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </CSection>
  );
}

/** Neumáticos en mal estado: the last verdict of the period says replace it or it is in bad condition. */
export function BadConditionSection({
  section,
}: {
  section: ConsolidatedSectionsA['neumaticos_mal_estado'];
}) {
  return (
    <CSection
      title={SECTIONS_A_TITLES.malEstado}
      how={SECTIONS_A_HOW.malEstado}
      empty={section.data.length === 0 ? SECTIONS_A_MSG.sinMalEstado : null}
      notes={notesOf(section.data.length, section.limitado, 'neumáticos en mal estado')}
    >
      <TableContainer sx={scroller(section.data.length)}>
        <Table size="small" stickyHeader aria-label={SECTIONS_A_TITLES.malEstado}>
          <TableHead>
            <TableRow sx={nowrapHead}>
              <TableCell sx={stickyHeadCell}>Placa</TableCell>
              <TableCell align="right">Posición</TableCell>
              <TableCell>Eje</TableCell>
              <TableCell>N° serie</TableCell>
              <TableCell>Marca</TableCell>
              <TableCell>Medida</TableCell>
              <TableCell>Modelo</TableCell>
              <TableCell>Diseño</TableCell>
              <TableCell align="right">NSD (mm)</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Observaciones</TableCell>
              <TableCell>Foto</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.data.map((row) => (
              <TableRow key={row.id_neumatico} hover>
                <TableCell sx={stickyFirstColumn}>{row.placa}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.neumatico_posicion}
                </TableCell>
                <TableCell>{row.eje}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.serieneumatico}</TableCell>
                <TableCell>{row.marca}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.medida}</TableCell>
                <TableCell>{row.modelo}</TableCell>
                <TableCell>{row.disenio ?? '-'}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.nsd)}
                </TableCell>
                <TableCell>{row.estado}</TableCell>
                <TableCell>{row.observaciones || '-'}</TableCell>
                <TableCell>
                  <Photo url={row.ruta1} alt={`Foto del neumático ${row.serieneumatico}`} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CSection>
  );
}

/** Neumáticos en retiro: the last verdict of the period says take the tyre off (to retread or to replace). */
export function WithdrawnSection({ section }: { section: ConsolidatedSectionsA['neumaticos_retiro'] }) {
  return (
    <CSection
      title={SECTIONS_A_TITLES.retiro}
      how={SECTIONS_A_HOW.retiro}
      empty={section.data.length === 0 ? SECTIONS_A_MSG.sinRetiro : null}
      notes={notesOf(section.data.length, section.limitado, 'neumáticos en retiro')}
    >
      <TableContainer sx={scroller(section.data.length)}>
        <Table size="small" stickyHeader aria-label={SECTIONS_A_TITLES.retiro}>
          <TableHead>
            <TableRow sx={nowrapHead}>
              <TableCell sx={stickyHeadCell}>Placa</TableCell>
              <TableCell align="right">Posición</TableCell>
              <TableCell>N° serie</TableCell>
              <TableCell>Marca</TableCell>
              <TableCell>Medida</TableCell>
              <TableCell>Diseño</TableCell>
              <TableCell>Condición</TableCell>
              <TableCell align="right">Exterior (mm)</TableCell>
              <TableCell align="right">Interior (mm)</TableCell>
              <TableCell align="right">NSD (mm)</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Recomendación</TableCell>
              <TableCell>Foto</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.data.map((row) => (
              <TableRow key={row.id_neumatico} hover>
                <TableCell sx={stickyFirstColumn}>{row.placa}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.posicion}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.num_serie}</TableCell>
                <TableCell>{row.marca}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.medida}</TableCell>
                <TableCell>{row.disenio ?? '-'}</TableCell>
                <TableCell>{row.condicion}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.exterior)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.interior)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.nsd)}
                </TableCell>
                <TableCell>{row.estado}</TableCell>
                <TableCell>{row.recomendacion || '-'}</TableCell>
                <TableCell>
                  <Photo url={row.imagen1} alt={`Foto del neumático ${row.num_serie}`} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CSection>
  );
}
