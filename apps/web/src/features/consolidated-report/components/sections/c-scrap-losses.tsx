import { type ScrapLossResponse, SECTIONS_C_HOW, SECTIONS_C_MSG, SECTIONS_C_TITLES } from '@huella/contracts';
import { ScrapLossTable } from '../../../scrap-reports/components/scrap-loss-table';
import { CSection } from './c-section';

/** Pérdidas por scrap of the period: the scrap-loss screen's own table, rows and totals as recorded. */
export function ScrapLossesSection({ section }: { section: ScrapLossResponse }) {
  return (
    <CSection
      title={SECTIONS_C_TITLES.perdidasScrap}
      how={SECTIONS_C_HOW.perdidasScrap}
      empty={section.data.length === 0 ? section.mensaje : null}
      notes={section.limitado ? [SECTIONS_C_MSG.limitado] : []}
    >
      <ScrapLossTable answer={section} />
    </CSection>
  );
}
