import { ratio } from './numbers';

/** One installation record (domain.md §4): from `km_instalacion` to `km_retiro` (open: the latest reading). */
export interface InstallationSpan {
  km_instalacion: number;
  km_retiro: number;
  /** An installation error voids the record: its distance counts 0. */
  anulado?: boolean;
}

/** km_rendimiento = km_retiro − km_instalacion, never negative (the odometer never goes down). */
export function spanDistance(span: InstallationSpan): number {
  if (span.anulado) return 0;
  const distance = span.km_retiro - span.km_instalacion;
  if (distance < 0) throw new RangeError('km_retiro no puede ser menor que km_instalacion');
  return distance;
}

/** km_total = k_recorridos entered at registration + Σ km_rendimiento. */
export function totalDistance(initialKm: number, spans: readonly InstallationSpan[]): number {
  return spans.reduce((sum, span) => sum + spanDistance(span), initialKm);
}

/** CPK (or CPH) = accumulated cost ÷ distance; null when no distance yet (shown as "-"). */
export const costPerUnit = (cost: number, distance: number) => ratio(cost, distance);

export interface LotMember {
  costo_acumulado: number;
  km_total: number;
}

/**
 * Monthly indicator of a lot (brand, model, size, month; domain.md §5): ratio of sums, not an average of
 * ratios. Tyres without distance are left out of the lot **[decision]**.
 */
export function lotIndicator(members: readonly LotMember[]) {
  const lot = members.filter((member) => member.km_total > 0);
  const suma_precio = lot.reduce((sum, member) => sum + member.costo_acumulado, 0);
  const suma_km_recorrido = lot.reduce((sum, member) => sum + member.km_total, 0);
  return {
    total_lote: lot.length,
    suma_precio,
    suma_km_recorrido,
    promedio_precio: ratio(suma_precio, lot.length),
    promedio_km_recorrido: ratio(suma_km_recorrido, lot.length),
    indicador: ratio(suma_precio, suma_km_recorrido),
  };
}
