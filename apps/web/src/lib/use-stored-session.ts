import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './storage';

/** The stored session as React state: the shell and guard re-render when it is set or cleared. */
export const useStoredSession = () => useSyncExternalStore(subscribeSession, getSession);
