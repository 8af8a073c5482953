import type {
  MarketingCompanyRow,
  MarketingDesignsResponse,
  MarketingOptionsResponse,
  MarketingPerformanceResponse,
  MarketingRetreadedResponse,
  MarketingSectorSizesResponse,
  MarketingSizesResponse,
} from '@huella/contracts';
import { vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const OPTIONS: MarketingOptionsResponse = {
  success: {
    condiciones: [
      { id: 0, descripcion: 'Reencauchado' },
      { id: 1, descripcion: 'Nuevo' },
    ],
    empresas: [
      { id: 4, descripcion: 'Reencauchadora Andina' },
      { id: 7, descripcion: 'Vulcanizadora del Sur' },
    ],
    nsdminimo: [0, 1, 2, 3, 4, 5],
    medidas: [
      { id: 11, descripcion: '295/80R22.5' },
      { id: 12, descripcion: '11R22.5' },
    ],
    sectores: [
      { id: 1, descripcion: 'Minería' },
      { id: 2, descripcion: 'Transporte' },
    ],
  },
};

/** Twelve companies, largest first (shares as the server rounds them): the summary holds the first ten. */
export const COMPANIES: MarketingCompanyRow[] = Array.from({ length: 12 }, (_, index) => ({
  empresa: `Empresa ${String(index + 1).padStart(2, '0')}`,
  cantidad: 23 - index,
  porcentaje: index === 0 ? 11.5 : Number((((23 - index) / 198) * 100).toFixed(2)),
}));

export const RETREADED: MarketingRetreadedResponse = {
  success: {
    empresas: COMPANIES,
    resumen: COMPANIES.slice(0, 10),
    condiciones: [
      { condicion: '1', cantidad: 120, porcentaje: 60.61 },
      { condicion: '2', cantidad: 70, porcentaje: 35.35 },
      { condicion: 'R', cantidad: 8, porcentaje: 4.04 },
    ],
    total: 198,
    mensaje: null,
  },
};

export const NO_DATA = { total: 0, mensaje: 'No hay datos disponibles' };

export const SIZES: MarketingSizesResponse = {
  success: {
    medidas: [
      { medida: '295/80R22.5', cantidad: 2, porcentaje: 66.67 },
      { medida: '11R22.5', cantidad: 1, porcentaje: 33.33 },
    ],
    resumen: [
      { medida: '295/80R22.5', cantidad: 2, porcentaje: 66.67 },
      { medida: '11R22.5', cantidad: 1, porcentaje: 33.33 },
    ],
    total: 3,
    mensaje: null,
  },
};

export const DESIGNS: MarketingDesignsResponse = {
  success: {
    empresas: [
      { empresa: 'Reencauchadora Andina', cantidad: 3, porcentaje: 75 },
      { empresa: 'Vulcanizadora del Sur', cantidad: 1, porcentaje: 25 },
    ],
    resumen: [
      { empresa: 'Reencauchadora Andina', cantidad: 3, porcentaje: 75 },
      { empresa: 'Vulcanizadora del Sur', cantidad: 1, porcentaje: 25 },
    ],
    disenios: [
      { empresa: 'Reencauchadora Andina', disenio: 'XDN2', cantidad: 2, porcentaje: 66.67 },
      { empresa: 'Reencauchadora Andina', disenio: 'Sin diseño', cantidad: 1, porcentaje: 33.33 },
      { empresa: 'Vulcanizadora del Sur', disenio: 'BDR', cantidad: 1, porcentaje: 100 },
    ],
    total: 4,
    mensaje: null,
  },
};

export const SECTOR_SIZES: MarketingSectorSizesResponse = {
  success: {
    sectores: [
      { sector: 'Minería', cantidad: 3, porcentaje: 60 },
      { sector: 'Transporte', cantidad: 2, porcentaje: 40 },
    ],
    resumen: [
      { sector: 'Minería', cantidad: 3, porcentaje: 60 },
      { sector: 'Transporte', cantidad: 2, porcentaje: 40 },
    ],
    medidas: [
      { sector: 'Minería', medida: '295/80R22.5', cantidad: 3, porcentaje: 100 },
      { sector: 'Transporte', medida: '11R22.5', cantidad: 1, porcentaje: 50 },
      { sector: 'Transporte', medida: '295/80R22.5', cantidad: 1, porcentaje: 50 },
    ],
    clientes: [
      { sector: 'Minería', cliente: 'Minera Norte SAC', cantidad: 3, porcentaje: 100 },
      { sector: 'Transporte', cliente: 'Transportes Lima SA', cantidad: 2, porcentaje: 100 },
    ],
    total: 5,
    mensaje: null,
  },
};

export const PERFORMANCE: MarketingPerformanceResponse = {
  success: {
    sectores: [
      { sector: 'Minería', cantidad: 3, porcentaje: 60, km_recorrido: 150000, promedio: 50000 },
      { sector: 'Transporte', cantidad: 2, porcentaje: 40, km_recorrido: 85001, promedio: 42500.5 },
    ],
    resumen: [
      { sector: 'Minería', cantidad: 3, porcentaje: 60, km_recorrido: 150000, promedio: 50000 },
      { sector: 'Transporte', cantidad: 2, porcentaje: 40, km_recorrido: 85001, promedio: 42500.5 },
    ],
    total: 5,
    mensaje: null,
  },
};

export interface Sent {
  path: string;
  body: unknown;
}

/**
 * Answers the options and the report at `reportPath` (JSON, or a status with the server's message), and every
 * POST excel/… with a spreadsheet. Records each report and export call with its body.
 */
export function stubMarketing(
  reportPath: string,
  answer: (body: Record<string, unknown>) => { status?: number; body: unknown },
) {
  const reports: Record<string, unknown>[] = [];
  const exports: Sent[] = [];
  const json = stubFetch({
    'POST /api/etl/filtrosReportesMarketing': { body: OPTIONS },
    [`POST ${reportPath}`]: ({ body }) => {
      reports.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return json(input, init);
    exports.push({ path: url.pathname, body: JSON.parse(String(init?.body)) as unknown });
    return new Response(new Blob(['xlsx']), {
      headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="reporte.xlsx"' },
    });
  });
  return { reports, exports };
}
