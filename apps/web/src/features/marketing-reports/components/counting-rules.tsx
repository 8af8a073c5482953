import { MARKETING_SUMMARY_ROWS } from '@huella/contracts';
import type { ReactNode } from 'react';

/**
 * '¿Cómo se calcula?' of the marketing reports: what every one counts (docs/decisions/0042), then the report's
 * own lines.
 */
export function CountingRules({ children }: { children?: ReactNode }) {
  return (
    <ul>
      <li>
        Se cuentan los neumáticos leídos en inspecciones finalizadas entre la fecha inicial y la final, de los
        clientes que usted puede ver. <strong>Cada neumático cuenta una sola vez</strong>: con su última
        lectura del periodo que cumpla los filtros, no una vez por lectura.
      </li>
      <li>
        Condición: Reencauchado toma las lecturas de neumáticos en una vida reencauchada (1 a 6 el número de
        reencauche, R más de 6); Nuevo, las de neumáticos en su primera vida (N).
      </li>
      <li>
        RTD mínimo: el NSD de la lectura (la menor de sus profundidades de cocada) en milímetros enteros;
        elegir 5 mm toma las lecturas de 5.0 a 5.9 mm. Segmentación: el sector del cliente. Un filtro vacío
        toma todos.
      </li>
      {children}
      <li>
        Porcentaje = cantidad ÷ total × 100, con 2 decimales; los redondeos se reparten por el mayor residuo
        para que la tabla sume exactamente 100.
      </li>
      <li>{`Las tablas de resumen muestran las ${MARKETING_SUMMARY_ROWS} filas con más neumáticos; el Excel trae todas.`}</li>
    </ul>
  );
}
