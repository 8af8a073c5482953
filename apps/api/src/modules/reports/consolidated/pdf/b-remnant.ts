import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  type ConsolidatedSectionsB,
  CRITERION_COLOURS,
  dynamicNumber,
  nskLevelKey,
  nskMinimoKey,
  SECTIONS_B_MSG,
  SECTIONS_B_TITLES,
} from '@huella/contracts';
import { remnantBand } from '@huella/domain';
import { type Cell, dataTable, emptyNote, formatCell, note, sectionTitle, subTitle } from './blocks';

type Remnant = ConsolidatedSectionsB['remanente_unidad'];

/** domain.md §9 (the remnant-by-unit screen's colours): yellow a reencauchar, blue próximo. */
const BAND_FILL = {
  'a-reencauchar': CRITERION_COLOURS.amarillo.cell ?? '#fff3b0',
  proximo: '#bbdefb',
} as const;

/** Ours: the legend under the unit tables. */
const LEGEND = 'Amarillo: NSD ≤ remanente de reencauche. Azul: NSD ≤ remanente próximo a reencauchar.';

function nsdCell(
  nsd: number | null,
  thresholds: { rem_reencauche: number | null; rem_proximo: number | null },
): Cell {
  if (nsd === null) return null;
  const { rem_reencauche, rem_proximo } = thresholds;
  if (rem_reencauche === null || rem_proximo === null) return nsd;
  const band = remnantBand(nsd, { reencauche: rem_reencauche, prox_reencauche: rem_proximo });
  if (band === 'operativo') return nsd;
  return { text: formatCell(nsd), alignment: 'right', fillColor: BAND_FILL[band] } as TableCell;
}

/**
 * Niveles de remanente por unidad: the unit table split per application (one column per position read, small
 * print so 22 positions fit the page), then each application's size summary.
 */
export function pdfRemnant(section: Remnant): Content[] {
  const title = sectionTitle(SECTIONS_B_TITLES.remanenteUnidad);
  if (section.datos.length === 0) return [title, emptyNote(section.mensaje ?? SECTIONS_B_MSG.sinRemanentes)];
  const content: Content[] = [title];
  const applications = [...new Set(section.datos.map((row) => row.aplicacion))];
  for (const application of applications) {
    const units = section.datos.filter((row) => row.aplicacion === application);
    const positions = section.posiciones.filter((pos) =>
      units.some((row) => dynamicNumber(row, nskMinimoKey(pos)) !== null),
    );
    content.push(
      subTitle(application || '-'),
      dataTable({
        headers: ['Placa', 'Tipo', 'Fecha', ...positions.map((pos) => `P${pos}`), 'Total', 'Reenc.', 'Próx.'],
        widths: ['auto', 'auto', 'auto', ...positions.map(() => '*'), 'auto', 'auto', 'auto'],
        fontSize: 6,
        rows: units.map((row) => [
          row.placa,
          row.tipovehiculo,
          row.fecha,
          ...positions.map((pos) => nsdCell(dynamicNumber(row, nskMinimoKey(pos)), row)),
          row.total_neumaticos,
          row.neumaticos_reencauchar,
          row.neumaticos_proximos_reencauchar,
        ]),
      }),
    );
  }
  content.push(note(LEGEND));
  if (section.limitado) content.push(note(SECTIONS_B_MSG.limitado));
  for (const app of section.aplicaciones) {
    content.push(
      subTitle(`${app.aplicacion.aplicacion}: neumáticos por medida y nivel de remanente (mm)`),
      dataTable({
        headers: ['Tipo', 'Medida', ...app.niveles.map(String), 'Total'],
        fontSize: 6,
        rows: app.datos.map((row) => [
          row.tipovehiculo,
          row.medida,
          ...app.niveles.map((level) => dynamicNumber(row, nskLevelKey(level)) ?? 0),
          row.total_vehiculo_medidas,
        ]),
        footer: [
          'Total',
          '',
          ...app.niveles.map((level) => dynamicNumber(app.totales, nskLevelKey(level)) ?? 0),
          app.totales.total_vehiculo_medidas,
        ],
      }),
      note(
        `A reencauchar: ${app.neumaticos_reencauchar} · Próximos a reencauchar: ${app.neumaticos_proximo_reencauchar} · Operativos: ${app.neumaticos_operativos} · Total: ${app.total_general}`,
      ),
    );
  }
  return content;
}
