import { z } from 'zod';
import { MSG } from './messages';

type Issue = z.core.$ZodRawIssue;

const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const NUMERIC = new Set(['number', 'int', 'bigint']);

function wrongType(issue: Issue & { expected: string }): string {
  if ((issue.path ?? []).length === 0 && (issue.expected === 'object' || issue.expected === 'array'))
    return MSG.solicitudInvalida;
  if (isMissing(issue.input)) return MSG.campoRequerido;
  if (issue.expected === 'int') return MSG.debeSerEntero;
  if (NUMERIC.has(issue.expected)) return MSG.debeSerNumero;
  if (issue.expected === 'string') return MSG.debeSerTexto;
  if (issue.expected === 'date') return MSG.fechaInvalida;
  return MSG.valorInvalido;
}

function tooBig(issue: Issue & { origin: string; maximum: number | bigint; inclusive?: boolean }): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return MSG.demasiadoLargo(max);
  if (issue.origin === 'array' || issue.origin === 'set') return MSG.maximoElementos(max);
  if (issue.origin === 'file') return MSG.archivoGrande;
  if (NUMERIC.has(issue.origin))
    return issue.inclusive === false ? MSG.numeroMenorQue(max) : MSG.numeroMaximo(max);
  return MSG.valorInvalido;
}

function tooSmall(issue: Issue & { origin: string; minimum: number | bigint; inclusive?: boolean }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? MSG.campoRequerido : MSG.minimoCaracteres(min);
  if (issue.origin === 'array' || issue.origin === 'set')
    return min <= 1 ? MSG.campoRequerido : MSG.minimoElementos(min);
  if (NUMERIC.has(issue.origin))
    return issue.inclusive === false ? MSG.numeroMayorQue(min) : MSG.numeroMinimo(min);
  return MSG.valorInvalido;
}

/**
 * The text of an issue whose schema wrote none: plain Spanish a user can act on, never zod's own wording
 * ('Entrada inválida: se esperaba número, recibido NaN'). Field schemas still say which field (`Costo es
 * requerido`); this is the floor under them, shared by every form and route because both import the contracts.
 */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      if (issue.format === 'email') return MSG.emailInvalido;
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time')
        return MSG.fechaInvalida;
      return isMissing(issue.input) ? MSG.campoRequerido : MSG.valorInvalido;
    case 'not_multiple_of':
      return MSG.multiploDe(Number(issue.divisor));
    case 'unrecognized_keys':
      return MSG.camposNoPermitidos(issue.keys.join(', '));
    case 'invalid_value':
      return isMissing(issue.input) ? MSG.campoRequerido : MSG.opcionInvalida;
    default:
      return isMissing(issue.input) ? MSG.campoRequerido : MSG.valorInvalido;
  }
}

// Installed once by the package's entry, so every schema parsed in the browser or the server falls back to it.
export function installPlainMessages() {
  z.config({ customError: plainMessage });
}
