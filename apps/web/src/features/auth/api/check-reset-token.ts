import { checkResetTokenResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface CheckResetTokenInput {
  email: string;
  token_password: string;
}

/** POST login/ressetpass (sic): is the code of a recovery link still good? */
export const checkResetToken = (body: CheckResetTokenInput) =>
  api.post('/login/ressetpass', body, checkResetTokenResponse);

export const checkResetTokenQueryOptions = (body: CheckResetTokenInput) =>
  queryOptions({
    queryKey: ['reset-token', body.email, body.token_password],
    queryFn: () => checkResetToken(body),
    staleTime: Infinity,
  });

export const useCheckResetToken = (body: CheckResetTokenInput, enabled: boolean) =>
  useQuery({ ...checkResetTokenQueryOptions(body), enabled });
