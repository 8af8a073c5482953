import {
  type ConsolidatedSectionsB,
  SECTIONS_B_HOW,
  SECTIONS_B_MSG,
  SECTIONS_B_TITLES,
} from '@huella/contracts';
import Box from '@mui/material/Box';
import { RemnantLegend } from '../../../remnant-by-unit/components/remnant-bands';
import { SizeSummary } from '../../../remnant-by-unit/components/size-summary';
import { UnitTable } from '../../../remnant-by-unit/components/unit-table';
import { CSection } from './c-section';

/** Niveles de remanente por unidad: the remnant-by-unit screen's unit table and size summaries, over the period. */
export function RemnantSection({ section }: { section: ConsolidatedSectionsB['remanente_unidad'] }) {
  return (
    <>
      <CSection
        title={SECTIONS_B_TITLES.remanenteUnidad}
        how={SECTIONS_B_HOW.remanenteUnidad}
        empty={section.datos.length === 0 ? (section.mensaje ?? SECTIONS_B_MSG.sinRemanentes) : null}
        notes={section.limitado ? [SECTIONS_B_MSG.limitado] : []}
      >
        <Box sx={{ mb: 1 }}>
          <RemnantLegend />
        </Box>
        <UnitTable answer={section} />
      </CSection>
      {section.aplicaciones.map((application) => (
        <SizeSummary key={application.aplicacion.id} application={application} />
      ))}
    </>
  );
}
