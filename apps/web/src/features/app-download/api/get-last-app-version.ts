import { lastAppVersionResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET app/last/version: the newest published mobile app, or null while there is none. */
export const getLastAppVersion = () => api.get('/app/last/version', lastAppVersionResponse);

export const lastAppVersionQueryKey = ['app', 'last', 'version'] as const;

export const lastAppVersionQueryOptions = () =>
  queryOptions({
    queryKey: lastAppVersionQueryKey,
    queryFn: getLastAppVersion,
    // A new package is rare; the menu need not ask again on every focus.
    staleTime: 10 * 60 * 1000,
  });

export const useLastAppVersion = (enabled = true) => useQuery({ ...lastAppVersionQueryOptions(), enabled });
