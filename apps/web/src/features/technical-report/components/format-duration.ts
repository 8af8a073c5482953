/**
 * Seconds as hh:mm:ss (spec 3 §2.16: the API gives seconds, the chart shows time). Hours are not capped at 24:
 * a month of sessions reads '137:05:09', which compares at a glance where '5 d 17:05:09' would not.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds)) return '-';
  const whole = Math.max(0, Math.round(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}

/** 'Hace': how long ago, from seconds, in the largest unit that is at least one ('hace 3 días'). */
export function formatAgo(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds)) return '-';
  const units: [number, string, string][] = [
    [86_400 * 365, 'año', 'años'],
    [86_400 * 30, 'mes', 'meses'],
    [86_400, 'día', 'días'],
    [3600, 'hora', 'horas'],
    [60, 'minuto', 'minutos'],
  ];
  for (const [size, one, many] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `hace ${count} ${count === 1 ? one : many}`;
  }
  return 'hace un momento';
}
