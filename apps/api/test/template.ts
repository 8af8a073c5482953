/** The PostgreSQL template database, when TEST_DATABASE_URL points the suite at a real server. */
export const PG_TEMPLATE_DB = 'huella_test_template';

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
