import { type ChartSlice, SECTIONS_B_HOW, SECTIONS_B_MSG, SECTIONS_B_TITLES } from '@huella/contracts';
import { formatCount, ReportChart } from '../../../../components/charts';
import { CSection } from './c-section';

function Pie({
  title,
  how,
  empty,
  label,
  slices,
}: {
  title: string;
  how: string;
  empty: string;
  label: string;
  slices: ChartSlice[];
}) {
  return (
    <CSection title={title} how={how} empty={slices.length === 0 ? empty : null}>
      <ReportChart
        kind="pie"
        title={title}
        categoryLabel={label}
        format={formatCount}
        slices={slices.map((slice) => ({
          name: slice.descripcion,
          value: slice.cantidad,
          percent: slice.porcentaje,
        }))}
        height={300}
      />
    </CSection>
  );
}

/** Inflado: measured readings against the not measured ones, by inaccessibility reason. */
export function InflationSection({ slices }: { slices: ChartSlice[] }) {
  return (
    <Pie
      title={SECTIONS_B_TITLES.inflado}
      how={SECTIONS_B_HOW.inflado}
      empty={SECTIONS_B_MSG.sinInflado}
      label="Lectura"
      slices={slices}
    />
  );
}

/** Presión: the pressure-status bands of the accessible readings with a recommended pressure. */
export function PressureSection({ slices }: { slices: ChartSlice[] }) {
  return (
    <Pie
      title={SECTIONS_B_TITLES.presion}
      how={SECTIONS_B_HOW.presion}
      empty={SECTIONS_B_MSG.sinPresion}
      label="Estado"
      slices={slices}
    />
  );
}
