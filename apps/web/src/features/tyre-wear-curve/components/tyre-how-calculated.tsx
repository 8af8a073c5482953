import { HowCalculated } from '../../../components/reports/how-calculated';
import type { CurveUnit } from './curve-data';

/** '¿Cómo se calcula?' of the tyre wear curve (domain.md §4, §5, §8) in plain Spanish. */
export function TyreHowCalculated({ unit }: { unit: CurveUnit }) {
  const d = unit.distance;
  return (
    <HowCalculated>
      <p>
        Cada punto es una inspección aceptada del neumático: el remanente (NSD, la menor de las profundidades
        medidas) frente a los {d} que llevaba recorridos en esa vida (nuevo o cada reencauche), sumando todas
        sus instalaciones de la vida. Cada curva empieza en el remanente original de la vida, en 0 {d}.
      </p>
      <ul>
        <li>
          {unit.perMmLabel} = {d} de la vida actual ÷ (remanente original − último NSD).
        </li>
        <li>
          {unit.projected} = {unit.perMmLabel.toLowerCase()} × (remanente original − límite de reencauche de
          la aplicación del vehículo donde rueda o rodó por última vez). {unit.remaining} ={' '}
          {unit.perMmLabel.toLowerCase()} × (último NSD − límite), nunca menos de 0.
        </li>
        <li>
          Porcentaje = (último NSD − límite) ÷ (original − límite) × 100, entre 0 y 100; desgaste = 100 −
          porcentaje.
        </li>
        <li>
          {unit.costLabel} = costo de la vida en USD (compra o reencauche, más reparaciones) ÷{' '}
          {unit.projected.toLowerCase()}, con 4 decimales.
        </li>
      </ul>
      <p>
        Ejemplo: original 16 mm, último NSD 9 mm, límite 5 mm y 60,000 km → 60,000 ÷ 7 = 8,571.4 km/mm;
        8,571.4 × 11 = 94,285.7 km proyectados; 8,571.4 × 4 = 34,285.7 km restantes; porcentaje 4 ÷ 11 = 36.36
        % y desgaste 63.64 %. La línea discontinua prolonga ese ritmo hasta el límite. Sin lecturas, o sin
        desgaste aún, se muestra «-».
      </p>
    </HowCalculated>
  );
}
