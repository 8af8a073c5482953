import { ACTION, errorResponse } from '@huella/contracts';

/** What every endpoint of the technical report (/reporteinformetecnicos, spec 3 §2.16) shares. */
export const tags = ['Reportes de uso: informe técnico'];
export const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Permission 15, internal sessions only; its exports ask for view too. */
const TECHNICAL_REPORT_MENU = 15;
export const view = { access: { menu: TECHNICAL_REPORT_MENU, action: ACTION.view, internal: true } } as const;

/** Where a keyset export batch stopped: the row's instant (exact text) and id. */
export type KeysetAfter = { key: string; id: number } | undefined;
export const keyOf = (row: { key: string; id: number }) => ({ key: row.key, id: row.id });
