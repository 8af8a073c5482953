import type { Content } from 'pdfmake/interfaces';

/** A section's title kept on one page with what opens the section (no title alone at a page's foot). */
export function keepWithNext(title: Content, first: Content): Content {
  return { stack: [title, first], unbreakable: true };
}
