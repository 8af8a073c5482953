import { integer } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Who added a shared catalogue row and who changed it last (docs/decisions/0016-shared-catalogues.md). The
 * catalogues are global, so these ids are how the provider traces an entry back to the client user who added
 * it. A deleted user leaves the row in place (set null).
 */
export const catalogueAuthorship = () => ({
  created_by: integer('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
  updated_by: integer('updated_by').references(() => usuarios.id, { onDelete: 'set null' }),
});
