import { publishAppVersionResponse, type AppVersionForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lastAppVersionQueryKey } from './get-last-app-version';

export interface PublishAppVersionInput extends AppVersionForm {
  file: File;
}

/** POST app/version (multipart): the APK and its version label; superadmin only. */
export function publishAppVersion({ version, file }: PublishAppVersionInput) {
  const body = new FormData();
  body.append('version', version);
  body.append('file', file);
  return api.post('/app/version', body, publishAppVersionResponse);
}

export function usePublishAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAppVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lastAppVersionQueryKey }),
  });
}
