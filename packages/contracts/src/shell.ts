/**
 * The zod-free part of the contracts, for the web's application shell (ADR 0039): the route table, the
 * permission helpers, the Spanish messages and plain checks of the shell's answers. Importing the package's
 * main entry instead would bring zod (and its Spanish error map) into the first page load.
 */
export * from './routes';
export * from './permissions';
export * from './messages';
export * from './shell-answers';
