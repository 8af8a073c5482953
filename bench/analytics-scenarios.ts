import type pg from 'pg';

/**
 * Issue 14's analytics calls at the big client, with the heaviest samples its data has: the tyre and the
 * vehicle with the most readings, the busiest year, the brands with the most tyres. Budget: p95 ≤ 500 ms.
 */
export interface ReportScenario {
  name: string;
  budget: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export const ANALYTICS_BUDGET = 500;

async function one(admin: pg.Client, query: string, values: unknown[]): Promise<number> {
  const row = (await admin.query<{ id: number }>(query, values)).rows[0];
  if (!row) throw new Error(`sin muestra para: ${query}`);
  return Number(row.id);
}

export async function analyticsScenarios(
  admin: pg.Client,
  clientId: number,
  year: number,
): Promise<ReportScenario[]> {
  const vehicle = await one(
    admin,
    `select id_vehiculo as id from inspeccion_detalles where id_cliente = $1 and id_inspeccion is not null
     group by 1 order by count(*) desc limit 1`,
    [clientId],
  );
  const tyre = await one(
    admin,
    `select id_neumatico as id from inspeccion_detalles where id_cliente = $1 and id_inspeccion is not null
     group by 1 order by count(*) desc limit 1`,
    [clientId],
  );
  const retreaded = await one(
    admin,
    'select id from neumaticos where id_cliente = $1 and cantidad_reencauche > 0 order by id desc limit 1',
    [clientId],
  );
  const serial = (
    await admin.query<{ s: string }>('select num_serie as s from neumaticos where id = $1', [tyre])
  ).rows[0]?.s;
  const brands = (
    await admin.query<{ id: number }>(
      'select id_marca as id from neumaticos where id_cliente = $1 group by 1 order by count(*) desc limit 5',
      [clientId],
    )
  ).rows.map((row) => Number(row.id));
  // The generated retreads carry no design of their own: a retreaded life takes the tyre's (brand-lives-sql.ts).
  const design = await one(
    admin,
    `select id_disenio as id from neumaticos where id_cliente = $1 and cantidad_reencauche > 0
       and id_disenio is not null group by 1 order by count(*) desc limit 1`,
    [clientId],
  );
  const post = (name: string, route: string, body: Record<string, unknown>): ReportScenario => ({
    name,
    budget: ANALYTICS_BUDGET,
    method: 'POST',
    path: `/api/${route}`,
    body: { id_cliente: clientId, ...body },
  });
  const manyLives = (
    await admin.query<{ id: number }>(
      `select id from neumaticos where id_cliente = $1 and unidad_medida = 'K'
       order by cantidad_reencauche desc, id limit 5`,
      [clientId],
    )
  ).rows.map((row) => Number(row.id));
  // The plate of the vehicle with the most readings: the remnant by unit of one unit.
  const plate = (
    await admin.query<{ p: string }>('select placa as p from vehiculos where id = $1', [vehicle])
  ).rows[0]?.p;
  const byBrand = { tipo_costo: 1, condicion_neumatico: 1 };
  const twoYears = { fecha_inicial: `${year - 1}-01-01`, fecha_final: `${year}-12-31` };
  return [
    post('Remanente por unidad: todo el cliente, dos años', 'reporte/nivelesremanenteunidad', {
      placa: '',
      ...twoYears,
    }),
    post('Remanente por unidad: todo el cliente, un trimestre', 'reporte/nivelesremanenteunidad', {
      placa: '',
      fecha_inicial: `${year}-10-01`,
      fecha_final: `${year}-12-31`,
    }),
    post('Remanente por unidad: una placa, dos años', 'reporte/nivelesremanenteunidad', {
      placa: plate,
      ...twoYears,
    }),
    post('Comparativo por neumático: selector, 18 por página', 'reporte/neumaticoscomparativo', {
      page: 1,
      per_page: 18,
      tipo_costo: 1,
    }),
    post(
      'Comparativo por neumático: selector filtrado por eje y condición',
      'reporte/neumaticoscomparativo',
      {
        page: 3,
        per_page: 6,
        tipo_costo: 1,
        eje: 2,
        condicion: '1',
      },
    ),
    post('Comparativo por neumático: el de más vidas', 'reporte/comparativoneumatico', {
      id_neumatico: manyLives[0],
    }),
    {
      name: 'Exportar comparativo de 5 neumáticos (.xlsx)',
      budget: ANALYTICS_BUDGET,
      method: 'GET',
      path: `/api/excel/reportecomparativoneumaticos?id_cliente=${clientId}&array_id_neumaticos=${manyLives.join(',')}`,
    },
    post('Comparativo por marca: filtros', 'reporte/filtros', {}),
    post(
      'Comparativo por marca: lista de marcas (todas las vidas)',
      'reporte/marcas_o_disenios_comparativo',
      {
        tipo_costo: 1,
        condicion_neumatico: 3,
      },
    ),
    post('Comparativo por marca: lista de diseños (reencauchados)', 'reporte/marcas_o_disenios_comparativo', {
      tipo_costo: 1,
      condicion_neumatico: 2,
    }),
    post('Comparativo por marca: la marca con más neumáticos', 'reporte/comparativomarca', {
      ...byBrand,
      id_marca_o_disenio: brands[0],
    }),
    post('Comparativo por marca: el diseño más reencauchado', 'reporte/comparativomarca', {
      tipo_costo: 1,
      condicion_neumatico: 2,
      id_marca_o_disenio: design,
    }),
    {
      name: 'Exportar comparativo de 5 marcas, todas las vidas (.xlsx)',
      budget: ANALYTICS_BUDGET,
      method: 'GET',
      path:
        `/api/excel/reportecomparativomarcas?id_cliente=${clientId}&tipo_costo=1&condicion_neumatico=3` +
        `&array_id_neumaticos=${brands.join(',')}`,
    },
    post('Curva por neumático: el más inspeccionado', 'reporte/curvaremanenteneumatico', {
      id_neumatico: tyre,
      inspecciones_antiguas: false,
    }),
    post('Curva por neumático: reencauchado con vidas anteriores', 'reporte/curvaremanenteneumatico', {
      id_neumatico: retreaded,
      inspecciones_antiguas: true,
    }),
    post('Curva por neumático: lista, página 1', 'reporte/curvaneumaticos', { page: 1 }),
    post('Curva por neumático: lista, página 5000', 'reporte/curvaneumaticos', { page: 5000 }),
    post('Curva por neumático: lista, búsqueda por serie', 'reporte/curvaneumaticos', {
      page: 1,
      num_serie: (serial ?? '').slice(-5),
    }),
    post('Curva por vehículo: instalados', 'reporte/curvaremanentevehiculo', {
      id_vehiculo: vehicle,
      inspecciones_antiguas: false,
    }),
    post('Curva por vehículo: con historial', 'reporte/curvaremanentevehiculo', {
      id_vehiculo: vehicle,
      inspecciones_antiguas: true,
    }),
  ];
}
