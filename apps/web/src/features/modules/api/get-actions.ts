import { actionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST getacciones: the actions a module may offer (View, Add, Edit, Delete and any added later). */
export const getActions = async () => (await api.post('/getacciones', {}, actionsResponse)).success.resultado;

export const actionsQueryOptions = () => queryOptions({ queryKey: ['acciones'], queryFn: getActions });

export const useActions = () => useQuery(actionsQueryOptions());
