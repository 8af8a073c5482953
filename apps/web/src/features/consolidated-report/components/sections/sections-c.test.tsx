import {
  type ConsolidatedSectionsC,
  REPORT_MSG,
  SCRAP_LOSS_MSG,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import { SectionsC } from './sections-c';

vi.mock('../../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../../components/charts/test-chart-stub')).ChartStub,
}));

const criterion = (objective: number, deficient: number, min: number, max: number) => ({
  criterio_superior: objective,
  criterio_inferior: deficient,
  rango_c_inferior: min,
  rango_c_superior: max,
  tolerable_inferior: min,
  tolerable_superior: max,
});

/** The API fixture's answer for March–April 2025 (apps/api …/consolidated/sections-c.test-support.ts). */
const FULL: ConsolidatedSectionsC = {
  indice_reencauche: {
    datos: [
      { descripcion: 'Nuevos', cantidad: 6, porcentaje: 60 },
      { descripcion: 'Reencauchados', cantidad: 4, porcentaje: 40 },
    ],
    vidas: 10,
    vidas_reencauchadas: 4,
    indicador: 0.4,
    porcentaje: 40,
    criterio: criterion(0.6, 0.4, 0.45, 0.55),
  },
  reencauchabilidad: {
    meses: [
      { mes: 3, nombre: 'Marzo', vidas_reencauchadas: 2, suma_reencauches: 2, indicador: 1 },
      { mes: 4, nombre: 'Abril', vidas_reencauchadas: 2, suma_reencauches: 9, indicador: 4.5 },
    ],
    periodo: { vidas_reencauchadas: 4, suma_reencauches: 11, indicador: 2.75 },
    criterio: criterion(3, 1.5, 2, 2.9),
  },
  costo_por_km: {
    meses: [
      { mes: 3, nombre: 'Marzo' },
      { mes: 4, nombre: 'Abril' },
    ],
    datos: [
      {
        marca: 'SCA-MARCA',
        modelo: 'SCA-MOD',
        medida: 'SCA 295/80R22.5',
        rango_c_inferior: 0.0065,
        rango_c_superior: 0.008,
        criterio_superior: 0.006,
        criterio_inferior: 0.01,
        criterio: criterion(0.006, 0.01, 0.0065, 0.008),
        indicador_mes_3: 0.0075,
        indicador_mes_4: 0.005,
        total_lote: 4,
        suma_precio: 1400,
        suma_km_recorrido: 200_000,
        indicador: 0.007,
      },
      {
        marca: 'OTRA',
        modelo: 'M2',
        medida: 'S2',
        rango_c_inferior: null,
        rango_c_superior: null,
        criterio_superior: null,
        criterio_inferior: null,
        criterio: null,
        indicador_mes_3: null,
        indicador_mes_4: 0.02,
        total_lote: 1,
        suma_precio: 200,
        suma_km_recorrido: 10_000,
        indicador: 0.02,
      },
    ],
    kpi: { total_lote: 5, suma_precio: 1600, suma_km_recorrido: 210_000, indicador: 1600 / 210_000 },
    hay_horas: true,
  },
  perdidas_scrap: {
    data: [
      {
        id: 1,
        id_neumatico: 1,
        num_serie: 'SCA-X1',
        serie_cliente: null,
        marca: 'SCA-MARCA',
        modelo: 'SCA-MOD',
        medida: 'SCA 295/80R22.5',
        condicion: 'N',
        fecha_scrap: '2025-04-10',
        motivo: 'Desgaste',
        remanente_original: 16,
        remanente_final: 7,
        remanente_limite: 3,
        costo: 418.08,
        costo_perdido: 128.64,
      },
    ],
    totales: { cantidad: 1, costo: 418.08, costo_perdido: 128.64 },
    total: 1,
    limitado: false,
    mensaje: null,
  },
  servicio_reencauche: {
    data: [
      {
        id: 7,
        placa: 'SCA-1',
        posicion: 1,
        num_serie: 'SCA-S1',
        marca: 'SCA-MARCA',
        medida: 'SCA 295/80R22.5',
        disenio: 'SCA-DN',
        condicion: 'N',
        nsd: 4.5,
        remanente_limite: 5,
      },
      {
        id: 8,
        placa: null,
        posicion: null,
        num_serie: 'SCA-S4',
        marca: 'SCA-MARCA',
        medida: 'SCA 295/80R22.5',
        disenio: null,
        condicion: '2',
        nsd: 5,
        remanente_limite: 5,
      },
    ],
    total: 2,
    limitado: false,
  },
};

const EMPTY: ConsolidatedSectionsC = {
  indice_reencauche: {
    datos: [],
    vidas: 0,
    vidas_reencauchadas: 0,
    indicador: null,
    porcentaje: null,
    criterio: null,
  },
  reencauchabilidad: {
    meses: [],
    periodo: { vidas_reencauchadas: 0, suma_reencauches: 0, indicador: null },
    criterio: null,
  },
  costo_por_km: {
    meses: [],
    datos: [],
    kpi: { total_lote: 0, suma_precio: 0, suma_km_recorrido: 0, indicador: null },
    hay_horas: false,
  },
  perdidas_scrap: {
    data: [],
    totales: { cantidad: 0, costo: 0, costo_perdido: 0 },
    total: 0,
    limitado: false,
    mensaje: SCRAP_LOSS_MSG.sinDatos,
  },
  servicio_reencauche: { data: [], total: 0, limitado: false },
};

const section = (title: string) => screen.getByRole('region', { name: title });

describe('SectionsC', () => {
  it('shows the retread index of the period painted by its criterion, with its pie', () => {
    renderWithProviders(<SectionsC report={FULL} />);
    const card = section(SECTIONS_C_TITLES.indiceReencauche);
    // 0.4 against objective 0.6, tolerable 0.45–0.55, deficient 0.4: not under the deficient → yellow.
    expect(within(card).getByLabelText('Índice de reencauche: 40.00 % (amarillo)')).toBeTruthy();
    expect(within(card).getByText('4 de 10 vidas')).toBeTruthy();
    expect(within(card).getByRole('figure', { name: SECTIONS_C_TITLES.indiceReencauche })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /¿Cómo se calcula\?/ })).toBeTruthy();
  });

  it('paints each month and the period of the retreadability (higher is better)', () => {
    renderWithProviders(<SectionsC report={FULL} />);
    const card = section(SECTIONS_C_TITLES.reencauchabilidad);
    expect(within(card).getByLabelText('Marzo: 1.00 (rojo)')).toBeTruthy();
    expect(within(card).getByLabelText('Abril: 4.50 (verde)')).toBeTruthy();
    expect(within(card).getByLabelText('Periodo: 2.75 (amarillo)')).toBeTruthy();
    expect(within(card).getByText('Periodo: 2.75')).toBeTruthy();
  });

  it('lists cost per km by month and period, lower is better, a row without criterion unpainted', () => {
    renderWithProviders(<SectionsC report={FULL} />);
    const card = section(SECTIONS_C_TITLES.costoKm);
    expect(within(card).getByLabelText('Marzo: 0.0075 (amarillo)')).toBeTruthy();
    expect(within(card).getAllByLabelText('Abril: 0.0050 (verde)')).toHaveLength(1);
    expect(within(card).getByLabelText('Periodo: 0.0070 (amarillo)')).toBeTruthy();
    expect(within(card).getByLabelText('Marzo: sin datos (gris)')).toBeTruthy();
    expect(within(card).getByLabelText('Abril: 0.0200 (sin criterio)')).toBeTruthy();
    expect(within(card).getByText(REPORT_MSG.sinCriterio)).toBeTruthy();
    expect(within(card).getByLabelText('Periodo: total').textContent).toContain('0.0076');
    expect(within(card).getByText(SECTIONS_C_MSG.horas)).toBeTruthy();
  });

  it('shows the scrap losses with their totals and the tyres for the retread service', () => {
    renderWithProviders(<SectionsC report={FULL} />);
    const losses = section(SECTIONS_C_TITLES.perdidasScrap);
    expect(within(losses).getByText('SCA-X1')).toBeTruthy();
    expect(within(losses).getByLabelText('Costo perdido total').textContent).toContain('128.64');
    const service = section(SECTIONS_C_TITLES.servicioReencauche);
    const rows = within(service).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'SCA-11SCA-S1SCA-MARCASCA 295/80R22.5SCA-DNN4.55.0',
      'En almacén-SCA-S4SCA-MARCASCA 295/80R22.5-25.05.0',
    ]);
    expect(within(service).getByText('2 neumáticos')).toBeTruthy();
  });

  it('says each section is empty with its text', () => {
    renderWithProviders(<SectionsC report={EMPTY} />);
    for (const text of [
      SECTIONS_C_MSG.sinIndiceReencauche,
      SECTIONS_C_MSG.sinReencauchabilidad,
      SECTIONS_C_MSG.sinCostoKm,
      SCRAP_LOSS_MSG.sinDatos,
      SECTIONS_C_MSG.sinServicioReencauche,
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
