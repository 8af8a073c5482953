/**
 * Chart categories must differ (ECharts merges equal ones, 'Ver datos' keys rows by them): a name two users
 * share gets what tells them apart ('Ana Díaz (ana@huella.pe)').
 */
export function uniqueLabels(rows: { name: string; detail: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return rows.map((row) => ((counts.get(row.name) ?? 0) > 1 ? `${row.name} (${row.detail})` : row.name));
}
