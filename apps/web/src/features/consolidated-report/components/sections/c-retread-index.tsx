import {
  type PeriodRetreadIndex,
  REPORT_MSG,
  SECTIONS_C_HOW,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportChart } from '../../../../components/charts';
import { ColourLegend } from '../../../../components/reports/colour-legend';
import { colourOf, COLOUR_LOOK } from '../../../../components/reports/criterion-colours';
import { CSection } from './c-section';

const percent = (value: number | null) => (value == null ? '-' : `${formatNumber(value, 'percent')} %`);

/** Índice de reencauche: the pie of the lives started in the period, new or retreaded, and the index. */
export function RetreadIndexSection({ section }: { section: PeriodRetreadIndex }) {
  // The criterion is stored as a fraction; the figure is shown × 100.
  const colour = colourOf(section.indicador, section.criterio, 'mayor-es-mejor');
  const look = COLOUR_LOOK[colour];
  return (
    <CSection
      title={SECTIONS_C_TITLES.indiceReencauche}
      how={SECTIONS_C_HOW.indiceReencauche}
      empty={section.datos.length === 0 ? SECTIONS_C_MSG.sinIndiceReencauche : null}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'center',
        }}
      >
        <ReportChart
          kind="pie"
          title={SECTIONS_C_TITLES.indiceReencauche}
          categoryLabel="Vida"
          format={(value) => (value == null ? '-' : formatNumber(value, 'other'))}
          slices={section.datos.map((slice) => ({
            name: slice.descripcion,
            value: slice.cantidad,
            percent: slice.porcentaje,
          }))}
          height={260}
        />
        <Box>
          <Typography variant="body2" color="text.secondary">
            Índice de reencauche del periodo
          </Typography>
          <Typography
            variant="h4"
            component="p"
            aria-label={`Índice de reencauche: ${percent(section.porcentaje)} (${look.name})`}
            data-colour={colour}
            sx={{
              fontWeight: 700,
              display: 'inline-block',
              px: 1,
              borderRadius: 1,
              bgcolor: look.background,
              color: look.text,
            }}
          >
            {percent(section.porcentaje)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {section.vidas_reencauchadas} de {section.vidas} vidas
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {section.criterio
              ? `Criterio: objetivo ≥ ${percent(section.criterio.criterio_superior * 100)} · tolerable ${percent(section.criterio.rango_c_inferior * 100)} – ${percent(section.criterio.rango_c_superior * 100)} · deficiente < ${percent(section.criterio.criterio_inferior * 100)}`
              : REPORT_MSG.sinCriterio}
          </Typography>
          {section.criterio && (
            <Box sx={{ mt: 1 }}>
              <ColourLegend direction="mayor-es-mejor" />
            </Box>
          )}
        </Box>
      </Box>
    </CSection>
  );
}
