import { createWebsiteRoute, type CreateWebsite } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function createWebsite(body: CreateWebsite) {
  return callApi(createWebsiteRoute, { body });
}

/** `type=new` (docs/product.md § Starter templates): the site is created from the template, then opened. */
export function useCreateWebsite() {
  return useMutation({ mutationFn: createWebsite });
}
