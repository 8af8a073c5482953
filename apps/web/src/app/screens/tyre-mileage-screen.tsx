import { useNavigate, useParams } from 'react-router';
import { KmCorrectionButton } from '../../features/tyre-states/components/km-correction-button';
import { TyreMileagePage } from '../../features/tyres/components/tyre-mileage-page';
import { useStoredSession } from '../../lib/use-stored-session';

/**
 * '/neumaticoreportekilometro/{id}' (menu 75): Cancel goes to /neumaticos (spec 2 §2). 'Corregir km' fixes the
 * installation km of the tyre on its current vehicle (neumatico/edit/kilometraje).
 */
export function TyreMileageScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const session = useStoredSession();
  const tyreId = Number(params.id);
  if (session.clientId === null || !Number.isInteger(tyreId) || tyreId <= 0) return null;
  return (
    <TyreMileagePage
      key={tyreId}
      clientId={session.clientId}
      tyreId={tyreId}
      onBack={() => void navigate('/neumaticos')}
      actions={<KmCorrectionButton clientId={session.clientId} userId={session.userId} tyreId={tyreId} />}
    />
  );
}
