import {
  type ChartSlice,
  type ConsolidatedSectionsA,
  SECTIONS_A_HOW,
  SECTIONS_A_MSG,
  SECTIONS_A_TITLES,
} from '@huella/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount, formatPercent, ReportChart } from '../../../../components/charts';
import { EmptyState } from '../../../../components/empty-state';
import { CSection } from './c-section';

const pieSlices = (slices: ChartSlice[]) =>
  slices.map((slice) => ({ name: slice.descripcion, value: slice.cantidad, percent: slice.porcentaje }));

/** A pie of tyres (its 'Ver datos' gives the counts and the largest-remainder percentages). */
function TyrePie({ title, label, slices }: { title: string; label: string; slices: ChartSlice[] }) {
  return (
    <ReportChart
      kind="pie"
      title={title}
      categoryLabel={label}
      format={formatCount}
      slices={pieSlices(slices)}
      height={300}
    />
  );
}

/** Distribución de medidas: each tyre inspected in the period once, by its last reading. */
export function SizesSection({ slices }: { slices: ConsolidatedSectionsA['distribucion_medidas'] }) {
  return (
    <CSection
      title={SECTIONS_A_TITLES.medidas}
      how={SECTIONS_A_HOW.medidas}
      empty={slices.length === 0 ? SECTIONS_A_MSG.sinInspeccionados : null}
    >
      <TyrePie title={SECTIONS_A_TITLES.medidas} label="Medida" slices={slices} />
    </CSection>
  );
}

/** Marcas de neumáticos inspeccionados: the top five brands and OTROS. */
export function BrandsSection({ slices }: { slices: ConsolidatedSectionsA['marcas_por_posicion'] }) {
  return (
    <CSection
      title={SECTIONS_A_TITLES.marcas}
      how={SECTIONS_A_HOW.marcas}
      empty={slices.length === 0 ? SECTIONS_A_MSG.sinInspeccionados : null}
    >
      <TyrePie title={SECTIONS_A_TITLES.marcas} label="Marca" slices={slices} />
    </CSection>
  );
}

/** Marcas por tipo de eje: brand bars for steering, traction and free axles, side by side when there is room. */
export function AxleBrandsSection({ axles }: { axles: ConsolidatedSectionsA['marcas_por_eje'] }) {
  const empty = axles.every((axle) => axle.datos.length === 0);
  return (
    <CSection
      title={SECTIONS_A_TITLES.marcasEje}
      how={SECTIONS_A_HOW.marcasEje}
      empty={empty ? SECTIONS_A_MSG.sinInspeccionados : null}
    >
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {axles.map((axle) => (
          <Box key={axle.id_ejes} component="section" aria-label={axle.descripcion} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {axle.descripcion}
            </Typography>
            {axle.datos.length === 0 ? (
              <EmptyState message={SECTIONS_A_MSG.sinInspeccionados} />
            ) : (
              <ReportChart
                kind="bar"
                horizontal
                integer
                title={`${SECTIONS_A_TITLES.marcasEje}: ${axle.descripcion}`}
                categoryLabel="Marca"
                categories={axle.datos.map((slice) => slice.descripcion)}
                series={[{ name: 'Neumáticos', data: axle.datos.map((slice) => slice.cantidad) }]}
                format={formatCount}
                height={Math.max(160, 36 * axle.datos.length + 60)}
              />
            )}
          </Box>
        ))}
      </Box>
    </CSection>
  );
}

/** Scrap por motivo: the pie and the table of reasons, the percentages adding to exactly 100. */
export function ScrapReasonsSection({ section }: { section: ConsolidatedSectionsA['scrap_motivos'] }) {
  const slices = section.data.map((row) => ({
    descripcion: row.motivo,
    cantidad: row.cantidad,
    porcentaje: row.porcentaje,
  }));
  return (
    <CSection
      title={SECTIONS_A_TITLES.scrap}
      how={SECTIONS_A_HOW.scrap}
      empty={section.data.length === 0 ? SECTIONS_A_MSG.sinScrap : null}
      notes={[`${formatCount(section.total)} neumáticos en scrap`]}
    >
      <TyrePie title={SECTIONS_A_TITLES.scrap} label="Motivo" slices={slices} />
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Porcentajes por motivo">
        {section.data.map((row) => (
          <li key={row.motivo}>
            <Typography variant="body2">{`${row.motivo}: ${formatCount(row.cantidad)} (${formatPercent(row.porcentaje)})`}</Typography>
          </li>
        ))}
      </Box>
    </CSection>
  );
}
