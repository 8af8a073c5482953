import { ModulesPage } from '../../features/modules/components/modules-page';
import { hasScreen } from '../routes';

/** '/modulos': the menu tree, told which screens this build has (the others are marked, issue 11). */
export function ModulesScreen() {
  return <ModulesPage hasScreen={hasScreen} />;
}
