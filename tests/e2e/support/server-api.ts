import { expect, type APIRequestContext } from '@playwright/test';

import { connectBody, type TestSshd } from '../../../apps/server/test/support/sshd';

/** A call to Aerie's API as `account` that must answer 200: the reply's `data`. */
export async function apiData<T>(
  request: APIRequestContext,
  account: { token: string },
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: object,
): Promise<T> {
  const reply = await request[method](url, { headers: { authorization: `Bearer ${account.token}` }, data });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

/** The test sshd connected through the API as one of the owner's workspace servers, in one of its projects. */
export function connectSshdAsServer(
  request: APIRequestContext,
  owner: { token: string; workspace: { slug: string } },
  sshd: TestSshd,
  server: { name: string; hostname?: string; projectUid: string },
): Promise<{ id: number }> {
  return apiData(
    request,
    owner,
    'post',
    `/api/falcons/add/${owner.workspace.slug}`,
    connectBody(sshd, server.projectUid, { name: server.name, hostname: server.hostname ?? 'Home lab' }),
  );
}
