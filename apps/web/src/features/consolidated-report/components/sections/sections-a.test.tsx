import { type ConsolidatedSectionsA, SECTIONS_A_MSG, SECTIONS_A_TITLES } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../../test/fetch';
import { renderWithProviders } from '../../../../../test/render';
import { SectionsA } from './sections-a';

vi.mock('../../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../../components/charts/test-chart-stub')).ChartStub,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const PHOTO = '/api/archivos/imagenes/saa-t1.jpg';

/** The API fixture's answer for March–April 2025 (apps/api …/consolidated/sections-a.test-support.ts), trimmed. */
const FULL: ConsolidatedSectionsA = {
  equipos_inspeccionados: {
    data: [
      {
        nomtipo: 'SAA TRACTO',
        marca: 'VOLVO',
        modelo: 'FH',
        total_vehiculos: 2,
        ejes_delanteros: { descripcion: 'Direccional', cantidad: 4 },
        ejes_posteriores: { descripcion: 'Tracción', cantidad: 8 },
        ejes_libres: { descripcion: 'Eje libre', cantidad: 0 },
        total_neumaticos: 12,
      },
    ],
    limitado: false,
  },
  distribucion_medidas: [
    { descripcion: 'SAAB 295/80R22.5', cantidad: 3, porcentaje: 60 },
    { descripcion: 'SAAA 295/80R22.5', cantidad: 2, porcentaje: 40 },
  ],
  marcas_por_posicion: [
    { descripcion: 'SAAA-MARCA', cantidad: 3, porcentaje: 60 },
    { descripcion: 'SAAB-MARCA', cantidad: 2, porcentaje: 40 },
  ],
  marcas_por_eje: [
    {
      id_ejes: 1,
      descripcion: 'Direccional',
      datos: [
        { descripcion: 'SAAA-MARCA', cantidad: 2, porcentaje: 66.67 },
        { descripcion: 'SAAB-MARCA', cantidad: 1, porcentaje: 33.33 },
      ],
    },
    {
      id_ejes: 2,
      descripcion: 'Tracción',
      datos: [{ descripcion: 'SAAB-MARCA', cantidad: 1, porcentaje: 100 }],
    },
    { id_ejes: 3, descripcion: 'Eje libre', datos: [] },
  ],
  neumaticos_mal_estado: {
    data: [
      {
        id_neumatico: 1,
        placa: 'SAA-1',
        neumatico_posicion: 1,
        eje: 'Direccional',
        marca: 'SAAA-MARCA',
        medida: 'SAAA 295/80R22.5',
        modelo: 'SAAA-MOD',
        estado: 'Lista para Reemplazar',
        disenio: 'SAAA-DN',
        serieneumatico: 'SAA-T1',
        nsd: 2.5,
        observaciones: 'Cambiar',
        ruta1: PHOTO,
      },
    ],
    limitado: true,
  },
  scrap_motivos: {
    data: [
      { motivo: 'Corte', cantidad: 1, porcentaje: 33.34 },
      { motivo: 'Desgaste', cantidad: 1, porcentaje: 33.33 },
      { motivo: 'Reventón', cantidad: 1, porcentaje: 33.33 },
    ],
    total: 3,
  },
  neumaticos_retiro: {
    data: [
      {
        id_neumatico: 3,
        placa: 'SAA-1',
        posicion: 3,
        marca: 'SAAB-MARCA',
        medida: 'SAAB 295/80R22.5',
        disenio: 'SAAB-DN',
        condicion: 'Nuevo',
        num_serie: 'SAA-T3',
        exterior: 7,
        interior: 6,
        nsd: 6,
        estado: 'Lista para Reencauchar',
        recomendacion: 'Reencauchar',
        imagen1: null,
      },
    ],
    limitado: false,
  },
};

const EMPTY: ConsolidatedSectionsA = {
  equipos_inspeccionados: { data: [], limitado: false },
  distribucion_medidas: [],
  marcas_por_posicion: [],
  marcas_por_eje: [
    { id_ejes: 1, descripcion: 'Direccional', datos: [] },
    { id_ejes: 2, descripcion: 'Tracción', datos: [] },
    { id_ejes: 3, descripcion: 'Eje libre', datos: [] },
  ],
  neumaticos_mal_estado: { data: [], limitado: false },
  scrap_motivos: { data: [], total: 0 },
  neumaticos_retiro: { data: [], limitado: false },
};

const section = (title: string) => screen.getByRole('region', { name: title });

describe('SectionsA', () => {
  it('shows the inspected equipment with its totals', () => {
    stubFetch({ [`GET ${PHOTO}`]: { body: {} } });
    renderWithProviders(<SectionsA report={FULL} />);
    const table = within(section(SECTIONS_A_TITLES.equipos)).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('SAA TRACTOVOLVOFH248012');
    expect(rows[2]?.textContent).toBe('Total248012');
  });

  it('draws the pies and bars, each with its largest-remainder percentages', async () => {
    stubFetch({ [`GET ${PHOTO}`]: { body: {} } });
    const { user } = renderWithProviders(<SectionsA report={FULL} />);
    const sizes = section(SECTIONS_A_TITLES.medidas);
    await user.click(within(sizes).getByRole('button', { name: 'Ver datos' }));
    expect(within(sizes).getAllByText('60.00 %', { exact: false })[0]).toBeTruthy();
    const axles = section(SECTIONS_A_TITLES.marcasEje);
    expect(within(axles).getByText('SAAA-MARCA: 2')).toBeTruthy();
    expect(
      within(within(axles).getByRole('region', { name: 'Eje libre' })).getByText(
        SECTIONS_A_MSG.sinInspeccionados,
      ),
    ).toBeTruthy();
    const scrap = section(SECTIONS_A_TITLES.scrap);
    expect(within(scrap).getByText('Corte: 1 (33.34 %)')).toBeTruthy();
  });

  it('lists the bad-condition tyres with their photo through the protected URL, and says the list is cut', async () => {
    const fetchMock = stubFetch({ [`GET ${PHOTO}`]: { body: {} } });
    renderWithProviders(<SectionsA report={FULL} />);
    const bad = section(SECTIONS_A_TITLES.malEstado);
    expect(within(bad).getByText('Lista para Reemplazar')).toBeTruthy();
    expect(within(bad).getByText(SECTIONS_A_MSG.limitado)).toBeTruthy();
    expect(await within(bad).findByRole('img', { name: /Foto del neumático SAA-T1/ })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/api/archivos/imagenes/saa-t1.jpg')),
    ).toBe(true);
    const withdrawn = section(SECTIONS_A_TITLES.retiro);
    expect(within(withdrawn).getByText('Lista para Reencauchar')).toBeTruthy();
    expect(within(withdrawn).queryByText(SECTIONS_A_MSG.limitado)).toBeNull();
  });

  it('says each section is empty with its text', () => {
    renderWithProviders(<SectionsA report={EMPTY} />);
    for (const text of [
      SECTIONS_A_MSG.sinEquipos,
      SECTIONS_A_MSG.sinMalEstado,
      SECTIONS_A_MSG.sinScrap,
      SECTIONS_A_MSG.sinRetiro,
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByText(SECTIONS_A_MSG.sinInspeccionados)).toHaveLength(3);
  });
});
