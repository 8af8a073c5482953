import type { Db } from '../apps/api/src/db/client';
import {
  empresasReencauche,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
} from '../apps/api/src/db/schema/index';

/**
 * Rows of the tyre import template filled from the demo catalogue (new and retreaded, dollars and soles, K and H),
 * as a client would type them: the one generator both import benchmarks use. `prefix` keeps the serials of two
 * benchmarks apart.
 */
export async function tyreImportRows(db: Db, prefix: string) {
  const [brands, models, measures, designs, retreaders] = await Promise.all([
    db.select().from(neumaticoMarcas),
    db.select().from(neumaticoModelos),
    db.select().from(neumaticoMedidas),
    db.select().from(neumaticoDisenios),
    db.select().from(empresasReencauche),
  ]);
  const brandName = new Map(brands.map((brand) => [brand.id, brand.descripcion]));
  const pick = <T>(list: T[], index: number): T => {
    const item = list[index % list.length];
    if (item === undefined) throw new Error('empty demo catalogue');
    return item;
  };

  return (index: number) => {
    const model = pick(models, index);
    const retreaded = index % 5 === 0;
    const inSoles = index % 3 === 0;
    const price = retreaded ? 190 : 480 + (index % 60);
    const day = String(1 + (index % 28)).padStart(2, '0');
    const month = String(1 + (index % 10)).padStart(2, '0');
    return {
      num_serie: `${prefix}-${String(index).padStart(6, '0')}`,
      serie_cliente: String(1000 + (index % 9000)),
      fecha_registro: `2026-${month}-${day}`,
      precio_dolares: inSoles ? null : price,
      precio_soles: inSoles ? Math.round(price * 3.75 * 100) / 100 : null,
      unidad_medida: index % 7 === 0 ? 'H' : 'K',
      condicion: retreaded ? 'Reencauchado' : 'Nuevo',
      cantidad_reencauche: retreaded ? 1 + (index % 3) : null,
      presion_recomendada: 110,
      modelo: model.descripcion,
      marca: brandName.get(model.id_marca),
      medida: pick(measures, index).descripcion,
      disenio: retreaded ? pick(designs, index).nombre : null,
      ruc: retreaded ? pick(retreaders, index).ruc : null,
      razon_social: retreaded ? pick(retreaders, index).razon_social : null,
      k_recorridos: index % 4 === 0 ? 15_000 : 0,
      profundidad_izquierda: index % 2 === 0 ? 15 : null,
      profundidad_media: index % 2 === 0 ? 16 : null,
      profundidad_derecha: index % 2 === 0 ? 15.5 : null,
      remanente_reencauche: retreaded ? 16 : null,
      remanente_original: retreaded ? 17 : 20,
    };
  };
}
