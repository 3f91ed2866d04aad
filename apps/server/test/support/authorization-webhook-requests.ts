import type { ValidRequests } from './authorization-requests.js';
import type { AuthorizationWorld } from './authorization-world.js';
import { createWebhook, insertDelivery, NOWHERE_URL } from './webhook-fixtures.js';

/** Valid requests of the webhook routes (issue 26 §3), each on a fresh project of the owner's (the team collaborates). */
export function webhookRequests(world: AuthorizationWorld): ValidRequests {
  const freshWebhook = async () => {
    const { project } = await world.freshProject();
    const webhook = await createWebhook(world.t, world.owner().token, project.u_id, { url: NOWHERE_URL });
    return { ...webhook, uid: project.u_id };
  };
  const byId = async () => ({ params: { id: String((await freshWebhook()).id) } });
  return {
    'list-webhooks': async () => ({ params: { uid: (await world.freshProject()).project.u_id } }),
    'create-webhook': async () => ({
      params: { uid: (await world.freshProject()).project.u_id },
      body: { url: NOWHERE_URL, events: ['deployment.failed', 'task.moved'], format: 'slack' },
    }),
    'update-webhook': async () => ({ ...(await byId()), body: { active: false } }),
    'delete-webhook': byId,
    'reveal-webhook-secret': byId,
    'roll-webhook-secret': byId,
    'send-test-webhook': byId,
    'list-webhook-deliveries': byId,
    'redeliver-webhook': async () => ({
      params: { id: String(await insertDelivery(world.t, (await freshWebhook()).id)) },
    }),
  };
}
