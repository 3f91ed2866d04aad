import {
  getSalesSummaryRoute,
  getSellerOrderRoute,
  getSellerProductRoute,
  getSellerRoute,
  listSellerOrdersRoute,
  listSellerProductsRoute,
} from '@aerie/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { callSeller } from './seller-api';

/** Query keys of the admin; mutations invalidate by these prefixes. */
export const keys = {
  me: ['seller', 'me'] as const,
  products: ['seller', 'products'] as const,
  orders: ['seller', 'orders'] as const,
  summary: ['seller', 'summary'] as const,
};

/**
 * Buyers change stock, orders and sales while the seller looks on, outside this tab: these views ask
 * again each time one opens, instead of trusting the app-wide 30 s of freshness (a sale would otherwise
 * leave the products list showing the old stock).
 */
const LIVE = { staleTime: 0 } as const;

export function useSellerMe() {
  return useQuery({ queryKey: keys.me, queryFn: async () => (await callSeller(getSellerRoute)).data });
}

export function useProducts(q: string, page: number) {
  return useQuery({
    ...LIVE,
    queryKey: [...keys.products, 'list', q, page],
    queryFn: async () => (await callSeller(listSellerProductsRoute, { query: { q: q || undefined, page } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useProduct(uuid: string | undefined) {
  return useQuery({
    ...LIVE,
    queryKey: [...keys.products, 'one', uuid],
    queryFn: async () => (await callSeller(getSellerProductRoute, { params: { uuid: uuid! } })).data,
    enabled: Boolean(uuid),
  });
}

export type OrderFilter = (typeof listSellerOrdersRoute.querystring.shape.status)['_zod']['output'];

export function useOrders(status: OrderFilter | undefined, page: number) {
  return useQuery({
    ...LIVE,
    queryKey: [...keys.orders, 'list', status ?? 'all', page],
    queryFn: async () => (await callSeller(listSellerOrdersRoute, { query: { status, page } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(uuid: string) {
  return useQuery({
    ...LIVE,
    queryKey: [...keys.orders, 'one', uuid],
    queryFn: async () => (await callSeller(getSellerOrderRoute, { params: { uuid } })).data,
  });
}

export function useSummary() {
  return useQuery({
    ...LIVE,
    queryKey: keys.summary,
    queryFn: async () => (await callSeller(getSalesSummaryRoute)).data,
  });
}
