import { ACTION, hasPermission } from '@huella/contracts';
import { ExchangeRatesPage } from '../../features/exchange-rate/components/exchange-rates-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /tipocambio (spec 1 §2.2). */
const EXCHANGE_RATE_MENU = 22;

/** '/tipocambio': exchange rates of the chosen client; 'Nuevo' needs action 2 (spec 1 §6). */
export function ExchangeRateScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <ExchangeRatesPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, EXCHANGE_RATE_MENU, ACTION.add)}
    />
  );
}
