import { describe, expect, it, vi } from 'vitest';
import {
  clearClient,
  clearSession,
  getSession,
  storeClientId,
  storeSession,
  subscribeSession,
} from './storage';

const member = {
  token: 'tok-1',
  userId: 12,
  role: 4,
  email: 'ana@empresa.pe',
  name: 'Ana Díaz',
  clientId: 7,
};

describe('storage', () => {
  it('starts logged out', () => {
    expect(getSession()).toEqual({
      token: null,
      loggedIn: false,
      userId: null,
      clientId: null,
      role: null,
      email: null,
      name: null,
    });
  });

  it('stores a login under the spec keys, the client id under idcliente and idclient', () => {
    storeSession(member);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('logueo')).toBe('true');
    expect(localStorage.getItem('id')).toBe('12');
    expect(localStorage.getItem('role')).toBe('4');
    expect(localStorage.getItem('email')).toBe('ana@empresa.pe');
    expect(localStorage.getItem('name')).toBe('Ana Díaz');
    expect(localStorage.getItem('idcliente')).toBe('7');
    expect(localStorage.getItem('idclient')).toBe('7');
    expect(getSession()).toEqual({ ...member, loggedIn: true });
  });

  it('an internal login stores no client', () => {
    storeSession({ ...member, role: 1, clientId: null });
    expect(localStorage.getItem('idcliente')).toBeNull();
    expect(getSession().clientId).toBeNull();
  });

  it('chooses and leaves a client without touching the login', () => {
    storeSession({ ...member, role: 1, clientId: null });
    storeClientId(33);
    expect(getSession().clientId).toBe(33);
    expect(localStorage.getItem('idclient')).toBe('33');
    clearClient();
    expect(getSession().clientId).toBeNull();
    expect(localStorage.getItem('idclient')).toBeNull();
    expect(getSession().loggedIn).toBe(true);
  });

  it('clearSession removes every session key but keeps unrelated preferences', () => {
    localStorage.setItem('huella.menuMinimizado', 'true');
    storeSession(member);
    clearSession();
    for (const key of ['token', 'logueo', 'id', 'idcliente', 'idclient', 'role', 'email', 'name']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('huella.menuMinimizado')).toBe('true');
    expect(getSession().loggedIn).toBe(false);
  });

  it('is not logged in with the flag but no token', () => {
    localStorage.setItem('logueo', 'true');
    expect(getSession().loggedIn).toBe(false);
  });

  it('ignores ids that are not positive integers', () => {
    localStorage.setItem('idcliente', 'null');
    localStorage.setItem('id', '-3');
    expect(getSession().clientId).toBeNull();
    expect(getSession().userId).toBeNull();
  });

  it('returns the same snapshot until something changes, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const first = getSession();
    expect(getSession()).toBe(first);
    storeClientId(5);
    expect(listener).toHaveBeenCalled();
    expect(getSession()).not.toBe(first);
    unsubscribe();
  });
});
