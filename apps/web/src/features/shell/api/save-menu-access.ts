import { okResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MenuAccess {
  id_cliente: number;
  id_menu: number;
  id_submenu: number;
  id_submenu_pagina: number;
}

/** POST accesosmenu/guardar: variant 2 records each menu entry opened (usage reports read it). */
export const saveMenuAccess = (body: MenuAccess) =>
  api.post('/accesosmenu/guardar', body, okResponse, { background: true });

export const useSaveMenuAccess = () => useMutation({ mutationFn: saveMenuAccess });
