import { HowCalculated } from '../../../components/reports/how-calculated';

/** '¿Cómo se calcula?' of the brand comparison: which tyre lives count and each row's formula (domain.md §12). */
export function BrandComparisonNote() {
  return (
    <HowCalculated>
      <p>
        Se cuentan las <strong>vidas</strong> de los neumáticos del cliente que ya recorrieron algo (una vida
        es el tramo nuevo o cada reencauche). Con condición <strong>Nuevo</strong> solo la vida nueva,
        agrupada por marca; con <strong>Reencauchado</strong> solo las vidas reencauchadas, agrupadas por el
        diseño del reencauche (filtrables por diseño y número de reencauche); con <strong>Todos</strong> todas
        las vidas, por marca. El tipo de costo elige neumáticos por kilómetros u horas: nunca se mezclan. Eje
        y aplicación: cuenta la vida que estuvo montada en ese eje o en un vehículo de esa aplicación.
      </p>
      <ul>
        <li>
          <strong>Recorrido</strong> de una vida: la suma de sus instalaciones (la abierta hasta la última
          lectura del vehículo; una instalación anulada no suma), más lo registrado al dar de alta el
          neumático. <strong>Costo</strong> de una vida: su compra o reencauche más sus reparaciones, en USD
          sin IGV.
        </li>
        <li>
          <strong>Cantidad</strong>: neumáticos con alguna vida contada; cada uno aporta el recorrido y el
          costo de sus vidas contadas.
        </li>
        <li>
          <strong>Recorrido promedio</strong> = recorrido total ÷ cantidad. <strong>Costo promedio</strong> =
          costo total ÷ cantidad. <strong>Costo por km promedio</strong> = costo total ÷ recorrido total (no
          el promedio de los costos por km).
        </li>
        <li>
          <strong>Desgaste (km por mm)</strong> = recorrido de las vidas con lecturas ÷ milímetros gastados
          (remanente original de la vida − última lectura NSD), sumando solo las vidas cuya lectura muestra
          desgaste.
        </li>
        <li>
          <strong>Km proyectados promedio</strong>: para cada vida con lectura, km por mm × (remanente
          original − remanente de reencauche de la aplicación donde corrió por última vez); luego el promedio.
        </li>
        <li>
          Ejemplo: dos neumáticos de 400 y 410 USD con 50 000 y 62 000 km dan cantidad 2, recorrido promedio
          56 000, costo promedio 405.00 y costo por km 810 ÷ 112 000 = 0.0072.
        </li>
      </ul>
    </HowCalculated>
  );
}
