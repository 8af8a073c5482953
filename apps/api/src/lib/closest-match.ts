/**
 * Import rows name catalogue values by text (a brand, a plant, a configuration). When a value is unknown the row
 * error names the closest existing one, so a typo is fixed in one look (issue: imports).
 */

/** Upper case, no accents, single spaces: 'Tracción ' and 'TRACCION' are the same value. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Edit distance (insertions, deletions, substitutions), two rows of the classic table. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The candidate nearest to `value` after normalising both; undefined when there are no candidates. */
export function closestMatch(value: string, candidates: Iterable<string>): string | undefined {
  const wanted = normalizeName(value);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, normalizeName(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The row error text for an unknown value: 'Marca "MICHELN" no existe. ¿Quiso decir "MICHELIN"?'. */
export function unknownValueMessage(label: string, value: string, candidates: Iterable<string>): string {
  const closest = closestMatch(value, candidates);
  const base = `${label} "${value}" no existe`;
  return closest ? `${base}. ¿Quiso decir "${closest}"?` : base;
}
