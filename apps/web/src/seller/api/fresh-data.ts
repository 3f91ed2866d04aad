/**
 * Buyers change stock, orders and sales while the seller looks on, outside this tab: the admin's views ask
 * again each time one opens, instead of trusting the app-wide 30 s of freshness (a sale would otherwise
 * leave the products list showing the old stock).
 */
export const ALWAYS_REFETCH = { staleTime: 0 } as const;
