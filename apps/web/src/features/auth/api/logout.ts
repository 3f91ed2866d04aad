import { logoutRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** Revokes the presented token on the server; the browser-side clean-up lives in `session.ts`. */
export function logout() {
  return callApi(logoutRoute);
}
