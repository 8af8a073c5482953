import { HowCalculated } from '../../../components/reports/how-calculated';

/** '¿Cómo se calcula?' of the remnant by unit (domain.md §8, §9). */
export function RemnantHowCalculated() {
  return (
    <HowCalculated>
      <ul>
        <li>
          Por cada unidad inspeccionada en el periodo se toma <strong>su última inspección</strong> dentro de
          las fechas elegidas (si hubo dos el mismo día, la registrada después).
        </li>
        <li>
          <strong>NSD</strong> de cada posición = la menor de las profundidades medidas (exterior, medio,
          interior), en milímetros.
        </li>
        <li>
          Los umbrales son los de la <strong>aplicación</strong> de la unidad: en <strong>amarillo</strong>{' '}
          los neumáticos a reencauchar (NSD igual o menor al remanente de reencauche) y en{' '}
          <strong>azul</strong> los próximos a reencauchar (NSD mayor al remanente de reencauche y hasta el
          remanente próximo). Por encima, el neumático está operativo.
        </li>
        <li>
          Por ejemplo, con reencauche 5 mm y próximo 8 mm: 5.0 mm es a reencauchar, 8.0 mm es próximo a
          reencauchar y 8.5 mm es operativo.
        </li>
        <li>
          <strong>Remanente por medida</strong>: por aplicación, tipo de vehículo y medida, se cuentan los
          neumáticos según los milímetros enteros de su NSD (la columna 5 mm reúne los NSD desde 5.0 hasta
          menos de 6.0).
        </li>
      </ul>
    </HowCalculated>
  );
}
