import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults a newcomer needs no variable for', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('resolves a relative DATA_DIR from the folder npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/huella', DATA_DIR: 'datos' }).dataDir).toBe('/srv/huella/datos');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/huella',
      DATABASE_URL: 'postgres://u@db/huella',
      SMTP_URL: 'smtp://u:p@mail:587',
      PUBLIC_URL: 'https://huella.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/huella',
      databaseUrl: 'postgres://u@db/huella',
      smtpUrl: 'smtp://u:p@mail:587',
      publicUrl: 'https://huella.example.com',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT debe ser un número'],
    [{ PORT: '70000' }, 'PORT debe estar entre 1 y 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL debe empezar con postgres://'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL debe empezar con smtp://'],
    [{ PUBLIC_URL: 'huella' }, 'PUBLIC_URL debe ser una URL completa'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY debe ser la dirección del proxy'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, 'TRUST_PROXY debe ser la dirección del proxy'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY debe ser la dirección del proxy'],
    [{ TRUST_PROXY: '999.0.0.1' }, 'TRUST_PROXY debe ser la dirección del proxy'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY debe ser la dirección del proxy'],
    [{ TRUST_PROXY: ',' }, 'TRUST_PROXY debe ser la dirección del proxy'],
  ])('explains a bad value %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });
});
