import type { Content } from 'pdfmake/interfaces';
import { imageDataUrl } from './render';

export interface PdfSigner {
  nombres: string;
  apellidos: string;
  /** The user's signature image (usuarios.imagen_firma), png or jpeg; null prints only the line. */
  firma: Buffer | null;
}

/** The closing block: who generated the report, over their signature; kept whole on one page. */
export function pdfSignature(signer: PdfSigner): Content {
  const firma = imageDataUrl(signer.firma);
  const name = `${signer.nombres} ${signer.apellidos}`.trim();
  return {
    unbreakable: true,
    margin: [0, 40, 0, 0],
    stack: [
      { text: 'Elaborado por', style: 'note', alignment: 'center', margin: [0, 0, 0, 6] },
      firma ? { image: firma, fit: [160, 60], alignment: 'center' } : { text: '', margin: [0, 40, 0, 0] },
      {
        canvas: [{ type: 'line', x1: 167, y1: 0, x2: 348, y2: 0, lineWidth: 0.7, lineColor: '#555555' }],
        margin: [0, 4, 0, 4],
      },
      { text: name, alignment: 'center', bold: true, fontSize: 10 },
    ],
  };
}
