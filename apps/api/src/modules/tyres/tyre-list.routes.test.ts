import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clienteTotales,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { tyreImportFile, uploadImport } from '../../../test/imports';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post('/api/neumaticos/index', { id_cliente: CLIENTS.andinos, ...body }, token);

/** The name each catalogue sort orders by, as a plain ORDER BY over the joined rows would. */
const SORT_NAMES = {
  marca: 'ma.descripcion',
  modelo: 'mo.descripcion',
  medida: 'me.descripcion',
  disenio: 'di.nombre',
} as const;

/** The ids of the client's tyres in the list's plain order: `asc nulls first` / `desc nulls last`, ties by id. */
async function plainOrder(sort: string, direction: 'asc' | 'desc') {
  const nulls = direction === 'asc' ? 'nulls first' : 'nulls last';
  const result = (await t.db.execute(sql`
    select n.id from neumaticos n
    join neumatico_marcas ma on ma.id = n.id_marca
    join neumatico_modelos mo on mo.id = n.id_modelo
    join neumatico_medidas me on me.id = n.id_medida
    left join neumatico_disenios di on di.id = n.id_disenio
    where n.id_cliente = ${CLIENTS.andinos}
    order by ${sql.raw(sort)} ${sql.raw(`${direction} ${nulls}`)}, n.id ${sql.raw(direction)}`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((row) => row.id);
}

/** Every page of a sort, `per_page` at a time, as one list of ids. */
async function pagedOrder(token: string, sortBy: string, sortDirection: 'asc' | 'desc', perPage: number) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await list(token, { sortBy, sortDirection, per_page: perPage, page });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((tyre: { id: number }) => tyre.id));
    if (res.body.data.length < perPage) return ids;
  }
}

describe('tyre list: catalogue-name sorts', () => {
  it('orders every catalogue sort exactly as ORDER BY the names does, both ways, page after page', async () => {
    // A model name shared by two brands (a tie across catalogue rows); designs are null on new tyres.
    const andinos = await t.db.select().from(neumaticos).where(eq(neumaticos.id_cliente, CLIENTS.andinos));
    const [used] = await t.db
      .select()
      .from(neumaticoModelos)
      .where(eq(neumaticoModelos.id, andinos[0]?.id_modelo ?? 0));
    const [otherBrand] = await t.db
      .select()
      .from(neumaticoMarcas)
      .where(sql`${neumaticoMarcas.id} <> ${used?.id_marca ?? 0}`)
      .limit(1);
    if (!used || !otherBrand) throw new Error('demo catalogue missing');
    const [twin] = await t.db
      .insert(neumaticoModelos)
      .values({ id_marca: otherBrand.id, descripcion: used.descripcion })
      .returning();
    await t.db
      .update(neumaticos)
      .set({ id_modelo: twin?.id ?? 0, id_marca: otherBrand.id })
      .where(
        inArray(
          neumaticos.id,
          andinos.filter((_, index) => index % 7 === 3).map((tyre) => tyre.id),
        ),
      );
    const designs = await t.db.select({ id: neumaticoDisenios.id }).from(neumaticoDisenios);
    expect(designs.length).toBeGreaterThan(0);
    expect(andinos.some((tyre) => tyre.id_disenio === null)).toBe(true);
    expect((await t.db.select().from(neumaticoMedidas)).length).toBeGreaterThan(1);

    const token = await t.login(USERS.andinosAdmin);
    for (const [sort, name] of Object.entries(SORT_NAMES)) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await plainOrder(name, direction);
        expect(expected).toHaveLength(400);
        expect(await pagedOrder(token, sort, direction, 45), `${sort} ${direction}`).toEqual(expected);
        // The first page at a screen's page size is its own statement (its size written into the SQL).
        const first = await list(token, { sortBy: sort, sortDirection: direction, per_page: 10 });
        expect(first.body.data.map((tyre: { id: number }) => tyre.id)).toEqual(expected.slice(0, 10));
      }
    }
  });
});

describe('tyre list: sort by accumulated cost', () => {
  it('orders by the cost kept on the tyre, which equals the sum of its events after inserts, edits and deletes', async () => {
    const andinos = await t.db
      .select({ id: neumaticos.id })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
      .orderBy(neumaticos.id);
    // Repairs and retreads on some tyres (each insert one statement, as the lifecycle writes them), one of them
    // then corrected and one removed: the triggers move the running total every time.
    const repaired = andinos.filter((_, index) => index % 9 === 0).slice(0, 30);
    const events = await t.db
      .insert(neumaticoCostos)
      .values(
        repaired.map((tyre, index) => ({
          id_cliente: CLIENTS.andinos,
          id_neumatico: tyre.id,
          motivo: 2,
          fecha: '2030-02-01',
          costo: String(40 + index * 17),
          tipo_moneda: 2,
          costo_convertido: String(40 + index * 17),
          nuevo: 1,
        })),
      )
      .returning({ id: neumaticoCostos.id });
    await t.db
      .update(neumaticoCostos)
      .set({ costo: '2500', costo_convertido: '2500' })
      .where(eq(neumaticoCostos.id, events[3]?.id ?? 0));
    await t.db.delete(neumaticoCostos).where(eq(neumaticoCostos.id, events[5]?.id ?? 0));

    const sums = (await t.db.execute(sql`
      select n.id, n.costo_acumulado::float8 as stored, coalesce(sum(c.costo_convertido), 0)::float8 as summed
      from neumaticos n left join neumatico_costos c on c.id_neumatico = n.id
      where n.id_cliente = ${CLIENTS.andinos} group by n.id`)) as unknown as {
      rows: { id: number; stored: number; summed: number }[];
    };
    for (const row of sums.rows) expect(row.stored, `tyre ${row.id}`).toBe(row.summed);
    const costOf = new Map(sums.rows.map((row) => [row.id, row.summed]));

    const token = await t.login(USERS.andinosAdmin);
    for (const direction of ['asc', 'desc'] as const) {
      const expected = [...sums.rows]
        .sort((a, b) =>
          direction === 'asc' ? a.summed - b.summed || a.id - b.id : b.summed - a.summed || b.id - a.id,
        )
        .map((row) => row.id);
      const ids = await pagedOrder(token, 'costo', direction, 60);
      expect(ids, direction).toEqual(expected);
    }
    const top = await list(token, { sortBy: 'costo', sortDirection: 'desc', per_page: 5 });
    expect(top.body.data[0]).toMatchObject({ id: repaired[3]?.id, costo: costOf.get(repaired[3]?.id ?? 0) });
    for (const tyre of top.body.data) expect(tyre.costo).toBe(costOf.get(tyre.id));
  });
});

describe('tyre list: the unfiltered total', () => {
  async function totals(token: string, clientId: number = CLIENTS.andinos) {
    const res = await t.post('/api/neumaticos/index', { id_cliente: clientId }, token);
    const [stored] = await t.db
      .select({ neumaticos: clienteTotales.neumaticos })
      .from(clienteTotales)
      .where(eq(clienteTotales.id_cliente, clientId));
    const [counted] = await t.db
      .select({ total: count() })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, clientId));
    return { listed: res.body.total, stored: stored?.neumaticos, counted: Number(counted?.total) };
  }

  it('stays exact after a create, an import and a delete; filtered totals are counted', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const surToken = await t.login(USERS.surAdmin);
    expect(await totals(token)).toEqual({ listed: 400, stored: 400, counted: 400 });

    const [model] = await t.db
      .select()
      .from(neumaticoModelos)
      .where(eq(neumaticoModelos.descripcion, 'X MULTI Z'));
    const [size] = await t.db
      .select()
      .from(neumaticoMedidas)
      .where(eq(neumaticoMedidas.descripcion, '295/80R22.5'));
    if (!model || !size) throw new Error('demo catalogue missing');
    const created = await t.post(
      '/api/neumaticos/store',
      {
        id_cliente: CLIENTS.andinos,
        grupo: [{ num_serie: 'CNT-A1' }, { num_serie: 'CNT-A2' }],
        neumatico: {
          precio: 500,
          tipo_moneda: 2,
          nuevo: 1,
          cantidad_reencauche: 0,
          id_disenio: null,
          id_empresa: null,
          id_marca: model.id_marca,
          id_modelo: model.id,
          id_medida: size.id,
          remanente_original: 17,
          remanente_actual: 17,
          presion_recomendada: 110,
          unidad_medida: 'K',
          k_recorridos: 0,
        },
      },
      token,
    );
    expect(created.status).toBe(200);
    expect(await totals(token)).toEqual({ listed: 402, stored: 402, counted: 402 });

    const imported = await uploadImport(t, 'neumatico', token, {
      content: await tyreImportFile(3, 'CNT-I'),
      name: 'neumaticos.xlsx',
    });
    expect(imported.status).toBe(200);
    expect(await totals(token)).toEqual({ listed: 405, stored: 405, counted: 405 });

    // Their cost events go with them (cascade); one statement removes three tyres.
    await t.db
      .delete(neumaticos)
      .where(and(eq(neumaticos.id_cliente, CLIENTS.andinos), sql`${neumaticos.num_serie} like 'CNT-I%'`));
    expect(await totals(token)).toEqual({ listed: 402, stored: 402, counted: 402 });
    expect(await totals(surToken, CLIENTS.sur)).toEqual({ listed: 400, stored: 400, counted: 400 });

    expect((await list(token, { search: 'cnt-a' })).body.total).toBe(2);
    expect((await list(token, { page: 500, per_page: 10 })).body).toMatchObject({
      data: [],
      total: 402,
      from: null,
    });
  });
});
