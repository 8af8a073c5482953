import { useEffect, useEffectEvent } from 'react';

/** Calls `callback` every `delayMs` (null pauses); always the latest callback, one timer, cleared on unmount. */
export function useInterval(callback: () => void, delayMs: number | null) {
  const onTick = useEffectEvent(callback);
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setInterval(() => onTick(), delayMs);
    return () => clearInterval(timer);
  }, [delayMs]);
}
