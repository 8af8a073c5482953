/**
 * The browser keys of spec 1 §3 (token, logueo, id, idcliente + idclient, role, email, name). Every read and
 * write goes through here so that the shell, the guard and the API client see the same session, and so that
 * components re-render when it changes (useSyncExternalStore via `subscribeSession`).
 */
const KEY = {
  token: 'token',
  loggedIn: 'logueo',
  userId: 'id',
  clientId: 'idcliente',
  // The original screens read the client id under either name; both are written so either reader works.
  clientIdAlias: 'idclient',
  role: 'role',
  email: 'email',
  name: 'name',
} as const;

export interface StoredSession {
  token: string | null;
  loggedIn: boolean;
  userId: number | null;
  clientId: number | null;
  role: number | null;
  email: string | null;
  name: string | null;
}

export interface SessionToStore {
  token: string;
  userId: number;
  role: number;
  email: string;
  name: string;
  clientId: number | null;
}

const listeners = new Set<() => void>();
let snapshot: { raw: string; session: StoredSession } | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policies): behave as logged out rather than crash.
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See read(): nothing sensible to do when storage is unavailable.
  }
}

function toId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function changed() {
  listeners.forEach((listener) => listener());
}

/**
 * The session as stored. The same object comes back while the stored values are unchanged (React's
 * useSyncExternalStore needs that); comparing the raw values also notices writes made behind our back.
 */
export function getSession(): StoredSession {
  const raw = JSON.stringify(Object.values(KEY).map(read));
  if (snapshot?.raw === raw) return snapshot.session;
  const token = read(KEY.token);
  const session: StoredSession = {
    token,
    loggedIn: read(KEY.loggedIn) === 'true' && token !== null,
    userId: toId(read(KEY.userId)),
    clientId: toId(read(KEY.clientId)) ?? toId(read(KEY.clientIdAlias)),
    role: toId(read(KEY.role)),
    email: read(KEY.email),
    name: read(KEY.name),
  };
  snapshot = { raw, session };
  return session;
}

export const getToken = () => getSession().token;

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab may show.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** After login or registration: the session is marked logged in (logueo) and, for members, bound to their company. */
export function storeSession(session: SessionToStore) {
  write(KEY.token, session.token);
  write(KEY.userId, String(session.userId));
  write(KEY.role, String(session.role));
  write(KEY.email, session.email);
  write(KEY.name, session.name);
  write(KEY.loggedIn, 'true');
  if (session.clientId === null) {
    write(KEY.clientId, null);
    write(KEY.clientIdAlias, null);
  } else {
    write(KEY.clientId, String(session.clientId));
    write(KEY.clientIdAlias, String(session.clientId));
  }
  changed();
}

export function storeClientId(clientId: number) {
  write(KEY.clientId, String(clientId));
  write(KEY.clientIdAlias, String(clientId));
  changed();
}

/** /salirCliente: the user stays logged in but works client-less again. */
export function clearClient() {
  write(KEY.clientId, null);
  write(KEY.clientIdAlias, null);
  changed();
}

/** Logout, 401, going offline: spec 1 §4 lists role, token, id, name, email, logueo; the client goes too. */
export function clearSession() {
  for (const key of Object.values(KEY)) write(key, null);
  changed();
}

// A display preference, not part of the session: it survives logout on purpose.
const MINI_DRAWER_KEY = 'huella.menuMinimizado';

/** The user's last choice, or null when they never chose. */
export function getMiniDrawerPreference(): boolean | null {
  const value = read(MINI_DRAWER_KEY);
  return value === null ? null : value === 'true';
}

export function setMiniDrawerPreference(isMini: boolean) {
  write(MINI_DRAWER_KEY, String(isMini));
}

// The columns each user chose to show or hide in each list (issue 11): a preference like the drawer's, kept
// per user so that people sharing a tablet keep their own lists.
const columnChoicesKey = (userId: number, list: string) => `huella.columnas.${userId}.${list}`;

/** Field → visible, for the fields the user flipped; {} when they never chose. */
export function getColumnChoices(userId: number, list: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(read(columnChoicesKey(userId, list)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function setColumnChoices(userId: number, list: string, choices: Record<string, boolean>) {
  write(columnChoicesKey(userId, list), JSON.stringify(choices));
}
