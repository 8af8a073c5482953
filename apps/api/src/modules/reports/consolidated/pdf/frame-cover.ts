import type { Content } from 'pdfmake/interfaces';
import type { ConsolidatedReport } from '@huella/contracts';
import { imageDataUrl } from './render';

/** '24/11/2026' in Lima's calendar: the date the document was generated. */
export function limaDate(now: Date): string {
  return new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
}

/** The cover: logo, title, client, RUC, period, generation date and the report's tracking. */
export function pdfCover(report: ConsolidatedReport, logo: Buffer | null, now: Date): Content[] {
  const logoUrl = imageDataUrl(logo);
  return [
    logoUrl
      ? { image: logoUrl, fit: [220, 120], alignment: 'center', margin: [0, 90, 0, 40] }
      : { text: '', margin: [0, 250, 0, 0] },
    { text: 'Reporte consolidado', style: 'coverTitle' },
    {
      canvas: [{ type: 'line', x1: 157, y1: 0, x2: 358, y2: 0, lineWidth: 1.5, lineColor: '#1f4e79' }],
      margin: [0, 8, 0, 18],
    },
    { text: report.cliente.razon_social, style: 'coverClient' },
    { text: `RUC ${report.cliente.ruc}`, style: 'coverLine' },
    { text: report.periodo.etiqueta, style: 'coverPeriod' },
    {
      table: {
        widths: ['*', 'auto', 'auto', '*'],
        body: [
          ['', { text: 'Fecha de generación', style: 'coverLabel' }, limaDate(now), ''],
          ['', { text: 'Seguimiento', style: 'coverLabel' }, report.seguimiento.etiqueta, ''],
        ],
      },
      layout: 'noBorders',
      fontSize: 10,
      margin: [0, 40, 0, 0],
    },
  ];
}
