import { type ConsolidatedSectionsB, SECTIONS_B_MSG, SECTIONS_B_TITLES } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import { SectionsB } from './sections-b';

vi.mock('../../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../../components/charts/test-chart-stub')).ChartStub,
}));

const tyre = (posicion: number, extra: Record<string, unknown> = {}) => ({
  posicion,
  marcaneumatico: 'SBA-MARCA',
  medidaneumatico: 'SBA 295/80R22.5',
  modeloneumatico: 'SBA-MOD',
  condicion: 'Nuevo',
  disenioneumatico: 'SBA-DN',
  num_serie: `SBA-T${posicion}`,
  valvula: 'Con tapa',
  accesibilidad: 'Accesible',
  malogrado: 'No',
  presionactual: 75,
  presion_recomendada: 100,
  estadopresion: 'Crítica',
  remanente_original: 16,
  exterior: 9,
  medio: null,
  interior: 9,
  nsk_minimo: 9,
  recomendacion: '',
  ...extra,
});

/** Close to the API fixture's answer for March–April 2025 (apps/api …/consolidated/sections-b.test-support.ts). */
const FULL: ConsolidatedSectionsB = {
  remanente_unidad: {
    posiciones: [1, 2],
    datos: [
      {
        id_vehiculo: 1,
        id_inspeccion: 2,
        tipovehiculo: 'SBA TRACTO',
        fecha: '2025-04-10',
        placa: 'SBA-1',
        aplicacion: 'SBA Carretera',
        rem_reencauche: 5,
        rem_proximo: 8,
        total_neumaticos: 2,
        neumaticos_reencauchar: 1,
        neumaticos_proximos_reencauchar: 0,
        nsk_minimo_1: 9,
        nsk_minimo_2: 5,
      },
    ],
    aplicaciones: [
      {
        aplicacion: { id: 1, aplicacion: 'SBA Carretera', rem_reencauche: 5, rem_proximo: 8 },
        niveles: [5, 6, 7, 8, 9],
        datos: [
          {
            tipovehiculo: 'SBA TRACTO',
            medida: 'SBA 295/80R22.5',
            total_vehiculo_medidas: 2,
            totalneumaticos_nsk_minimo_5: 1,
            totalneumaticos_nsk_minimo_9: 1,
          },
        ],
        totales: {
          total_vehiculo_medidas: 2,
          totalneumaticos_nsk_minimo_5: 1,
          totalneumaticos_nsk_minimo_9: 1,
        },
        neumaticos_reencauchar: 1,
        neumaticos_proximo_reencauchar: 0,
        neumaticos_operativos: 1,
        total_general: 2,
      },
    ],
    resumen: {
      total_neumaticos: 2,
      total_neumaticos_reencauchar: 1,
      total_neumaticos_proximos_reencauchar: 0,
    },
    mensaje: null,
    limitado: true,
  },
  rotaciones: {
    data: [
      {
        id_neumatico: 2,
        placa: 'SBA-1',
        posicion: 2,
        marca: 'SBA-MARCA',
        medida: 'SBA 295/80R22.5',
        modelo: 'SBA-MOD',
        condicion: 'Nuevo',
        num_serie: 'SBA-T2',
        exterior: 5,
        interior: 9,
        nsd: 5,
        td: -4,
        td_adicional: 'Desgaste irregular en hombro exterior',
        desgaste_irregular: ['ONDULADO', 'UNILATERAL'],
      },
    ],
    limitado: false,
  },
  inflado: {
    datos: [
      { descripcion: 'Medidos', cantidad: 5, porcentaje: 83.33 },
      { descripcion: 'Válvula inaccesible', cantidad: 1, porcentaje: 16.67 },
    ],
    total: 6,
  },
  presion: {
    datos: [
      { descripcion: 'Crítica', cantidad: 1, porcentaje: 25 },
      { descripcion: 'Alta', cantidad: 3, porcentaje: 75 },
    ],
    total: 4,
  },
  detalle_inspecciones: {
    data: [
      {
        id_inspeccion: 2,
        fecha_inspeccion: '2025-04-10',
        km_inspeccion: 2000,
        tipovehiculo: 'SBA TRACTO',
        marcavehiculo: 'VOLVO',
        placa: 'SBA-1',
        detalle: [tyre(1), tyre(2, { estadopresion: 'Alta', presionactual: 112 })],
      },
    ],
    limitado: false,
  },
};

const EMPTY: ConsolidatedSectionsB = {
  remanente_unidad: {
    posiciones: [],
    datos: [],
    aplicaciones: [],
    resumen: {
      total_neumaticos: 0,
      total_neumaticos_reencauchar: 0,
      total_neumaticos_proximos_reencauchar: 0,
    },
    mensaje: SECTIONS_B_MSG.sinRemanentes,
    limitado: false,
  },
  rotaciones: { data: [], limitado: false },
  inflado: { datos: [], total: 0 },
  presion: { datos: [], total: 0 },
  detalle_inspecciones: { data: [], limitado: false },
};

const section = (title: string) => screen.getByRole('region', { name: title });

describe('SectionsB', () => {
  it('shows remnant by unit with its legend and the limit note, and the rotations with td', () => {
    renderWithProviders(<SectionsB report={FULL} />);
    const remnant = section(SECTIONS_B_TITLES.remanenteUnidad);
    expect(within(remnant).getByText('SBA-1')).toBeTruthy();
    expect(within(remnant).getByText(SECTIONS_B_MSG.limitado)).toBeTruthy();
    const rotations = section(SECTIONS_B_TITLES.rotaciones);
    const [row] = within(rotations).getAllByRole('row').slice(1);
    expect(row?.textContent).toContain('-4');
    expect(row?.textContent).toContain('ONDULADO, UNILATERAL');
    expect(row?.textContent).toContain('Desgaste irregular en hombro exterior');
  });

  it('draws the inflation and pressure pies', () => {
    renderWithProviders(<SectionsB report={FULL} />);
    expect(
      within(section(SECTIONS_B_TITLES.inflado)).getByRole('figure', { name: SECTIONS_B_TITLES.inflado }),
    ).toBeTruthy();
    expect(
      within(section(SECTIONS_B_TITLES.presion)).getByRole('figure', { name: SECTIONS_B_TITLES.presion }),
    ).toBeTruthy();
  });

  it('details the last inspection of each vehicle', () => {
    renderWithProviders(<SectionsB report={FULL} />);
    const detail = section(SECTIONS_B_TITLES.detalleInspecciones);
    const table = within(detail).getByRole('table', { name: 'SBA-1 · SBA TRACTO VOLVO' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Crítica');
    expect(rows[1]?.textContent).toContain('Alta');
  });

  it('gives each empty section its text', () => {
    renderWithProviders(<SectionsB report={EMPTY} />);
    for (const text of [
      SECTIONS_B_MSG.sinRemanentes,
      SECTIONS_B_MSG.sinRotaciones,
      SECTIONS_B_MSG.sinInflado,
      SECTIONS_B_MSG.sinPresion,
      SECTIONS_B_MSG.sinInspecciones,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });
});
