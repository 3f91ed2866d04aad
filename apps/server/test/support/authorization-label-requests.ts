import type { ValidRequests } from './authorization-requests.js';
import type { AuthorizationWorld } from './authorization-world.js';
import { createLabel } from './label-fixtures.js';
import { createTask } from './task-fixtures.js';

/** Valid requests of the label routes (issue 27), each on a fresh project of the owner's (the team collaborates). */
export function labelRequests(world: AuthorizationWorld): ValidRequests {
  let made = 0;
  const freshLabel = async () => {
    const { project } = await world.freshProject();
    return createLabel(world.t, world.owner().token, project.u_id, { name: `Table ${++made}` });
  };
  return {
    'list-labels': async () => ({ params: { uid: (await world.freshProject()).project.u_id } }),
    'create-label': async () => ({
      params: { uid: (await world.freshProject()).project.u_id },
      body: { name: 'Bug', color: 'red' },
    }),
    'update-label': async () => ({ params: { id: String((await freshLabel()).id) }, body: { color: 'green' } }),
    'delete-label': async () => ({ params: { id: String((await freshLabel()).id) } }),
    'set-task-labels': async () => {
      const { project } = await world.freshProject();
      const task = await createTask(world.t, world.owner().token, project.id);
      const label = await createLabel(world.t, world.owner().token, project.u_id, { name: 'Table' });
      return { params: { id: String(task.id) }, body: { label_ids: [label.id] } };
    },
  };
}
