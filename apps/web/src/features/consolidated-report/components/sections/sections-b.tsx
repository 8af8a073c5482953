import type { ConsolidatedReport, ConsolidatedSectionsB } from '@huella/contracts';
import Box from '@mui/material/Box';
import { InspectionDetailSection } from './b-inspections';
import { InflationSection, PressureSection } from './b-pies';
import { RemnantSection } from './b-remnant';
import { RotationsSection } from './b-rotations';

/** Sections B of the consolidated report (contracts consolidated/report.ts lists them), in the screen's order. */
export function SectionsB({ report }: { report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsB> }) {
  return (
    <>
      <RemnantSection section={report.remanente_unidad} />
      <RotationsSection section={report.rotaciones} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <InflationSection slices={report.inflado.datos} />
        <PressureSection slices={report.presion.datos} />
      </Box>
      <InspectionDetailSection section={report.detalle_inspecciones} />
    </>
  );
}
