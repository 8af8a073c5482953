/** Menu ids of the screens that share the client calls (docs/decisions/0007-client-administration-calls.md). */
export const MENU = { clients: 6, clientUsers: 7, subscriptions: 91, myAccount: 92 } as const;
