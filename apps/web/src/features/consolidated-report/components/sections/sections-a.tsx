import type { ConsolidatedReport, ConsolidatedSectionsA } from '@huella/contracts';
import Box from '@mui/material/Box';
import { AxleBrandsSection, BrandsSection, ScrapReasonsSection, SizesSection } from './a-charts';
import { BadConditionSection, EquipmentSection, WithdrawnSection } from './a-tables';

/** Sections A of the consolidated report (contracts consolidated/report.ts lists them), in the screen's order. */
export function SectionsA({ report }: { report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsA> }) {
  return (
    <>
      <EquipmentSection section={report.equipos_inspeccionados} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SizesSection slices={report.distribucion_medidas} />
        <BrandsSection slices={report.marcas_por_posicion} />
      </Box>
      <AxleBrandsSection axles={report.marcas_por_eje} />
      <BadConditionSection section={report.neumaticos_mal_estado} />
      <ScrapReasonsSection section={report.scrap_motivos} />
      <WithdrawnSection section={report.neumaticos_retiro} />
    </>
  );
}
