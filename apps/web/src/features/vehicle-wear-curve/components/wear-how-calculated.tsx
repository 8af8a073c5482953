import { HowCalculated } from '../../../components/reports/how-calculated';
import type { CurveUnit } from './curve-series';

/** '¿Cómo se calcula?' of the vehicle wear curve (domain.md §4, §5, §8) in plain Spanish. */
export function WearHowCalculated({ unit }: { unit: CurveUnit }) {
  const d = unit.distance;
  return (
    <HowCalculated>
      <p>
        Cada punto es una inspección aceptada tomada en este vehículo: el remanente (NSD, la menor de las
        profundidades medidas) frente a los {d} que el neumático llevaba recorridos en su vida (nuevo o
        reencauche) al momento de la inspección, sumando lo recorrido en otros vehículos antes de llegar a
        este.
      </p>
      <ul>
        <li>
          Desgaste ({unit.perMm}) = {d} de la vida ÷ (remanente original de la vida − último NSD).
        </li>
        <li>
          {unit.projected} = desgaste × (remanente original − remanente de reencauche de la aplicación del
          vehículo). {unit.remaining} = desgaste × (último NSD − remanente de reencauche), nunca menos de 0.
        </li>
        <li>
          Remanente útil = (último NSD − remanente de reencauche) ÷ (original − remanente de reencauche) ×
          100.
        </li>
        <li>
          Costo por {d === 'km' ? 'km' : 'hora'} proyectado = costo de la vida en USD (compra o reencauche,
          más reparaciones) ÷ {unit.projected.toLowerCase()}, con 4 decimales.
        </li>
      </ul>
      <p>
        Ejemplo: original 16 mm, último NSD 9 mm, remanente de reencauche 5 mm y 60,000 km → 8,571.4 km/mm,
        94,285.7 km proyectados y 36.36 % de remanente útil. Sin lecturas, o sin desgaste aún, se muestra «-».
        Solo se consideran neumáticos de la misma unidad que el vehículo ({d}).
      </p>
    </HowCalculated>
  );
}
