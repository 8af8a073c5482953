import { updateClientTime } from '../api/update-client-time';
import { updateUserTime } from '../api/update-user-time';
import { useInterval } from './use-interval';

/** Spec 1 §9: presence every 10 s; `time` is the seconds since the previous beat. */
export const HEARTBEAT_SECONDS = 10;

interface HeartbeatInput {
  userId: number | null;
  clientId: number | null;
}

/** Heartbeats while logged in: the user's time, and the time inside the client when one is chosen. */
export function useHeartbeat({ userId, clientId }: HeartbeatInput) {
  useInterval(
    () => {
      if (userId === null) return;
      // Presence is best effort: a lost beat must not interrupt the user (the offline check covers outages).
      updateUserTime({ id_usuario: userId, time: HEARTBEAT_SECONDS }).catch(() => undefined);
      if (clientId !== null) {
        updateClientTime({ id_usuario: userId, id_cliente: clientId, time: HEARTBEAT_SECONDS }).catch(
          () => undefined,
        );
      }
    },
    userId === null ? null : HEARTBEAT_SECONDS * 1000,
  );
}
