import type { QueryClient } from '@tanstack/react-query';
import { scrapListQueryKey } from './get-scrap-list';
import { scrapVehiclesQueryKey } from './get-scrap-vehicles';
import { tyreScrapQueryKey } from './get-tyre-scrap';
import { vehicleTyresQueryKey } from './get-vehicle-tyres';

/** Spec 2 §8, §9: after a scrap is saved the page reloads after 1 s (the success toast shows first). */
export const SCRAP_RELOAD_MS = 1000;

/**
 * What a saved scrap changes: the scrap screens' data and the tyre report (state, Scrap chip), whose queries
 * all start with 'neumaticos'. Not awaited by the mutation, so its caller answers at once.
 */
export function reloadAfterSave(queryClient: QueryClient) {
  setTimeout(() => {
    for (const queryKey of [
      scrapListQueryKey,
      tyreScrapQueryKey,
      scrapVehiclesQueryKey,
      vehicleTyresQueryKey,
      ['neumaticos'],
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, SCRAP_RELOAD_MS);
}
