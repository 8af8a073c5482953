import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeError, safeUrl } from './log-safe-error';

describe('safeError', () => {
  it('keeps the query text and the database fields, never the values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "usuarios_email_unique"'),
      {
        code: '23505',
        constraint: 'usuarios_email_unique',
        detail: 'Key (email)=(ana@huella.pe) already exists.',
        params: ['ana@huella.pe', '$argon2id$v=19$m=19456'],
      },
    );
    const error = new DrizzleQueryError(
      'insert into "usuarios" ("email", "password_hash") values ($1, $2)',
      ['ana@huella.pe', '$argon2id$v=19$m=19456\nsegunda línea'],
      cause,
    );

    const safe = safeError(error);

    expect(safe.message).toBe(
      'Failed query: insert into "usuarios" ("email", "password_hash") values ($1, $2)',
    );
    expect(safe.query).toBe('insert into "usuarios" ("email", "password_hash") values ($1, $2)');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'usuarios_email_unique' });
    const text = JSON.stringify(safe);
    expect(text).not.toContain('ana@huella.pe');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('segunda línea');
    expect(safe.stack).toContain('at ');
  });

  it('describes a thrown value that is not an Error without repeating it', () => {
    expect(safeError('ana@huella.pe').message).not.toContain('ana');
  });
});

describe('safeUrl', () => {
  it.each([
    ['/resetpassword?email=a%40b.pe&token=K7M2P9QX', '/resetpassword?[oculto]'],
    ['/api/x?codigo=123', '/api/x?[oculto]'],
    ['/api/x?token_password=1', '/api/x?[oculto]'],
    ['/api/x?passwordTemporal=1', '/api/x?[oculto]'],
    ['/api/x?page=2&search=ana', '/api/x?page=2&search=ana'],
    ['/api/x', '/api/x'],
  ])('%s → %s', (url, logged) => {
    expect(safeUrl(url)).toBe(logged);
  });
});
