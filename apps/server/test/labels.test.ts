import { LABEL_LIMITS } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { labels, taskLabels } from '../src/db/schema/index.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { createLabel, LABEL_CALLS, setTaskLabels } from './support/label-fixtures.js';
import { createTask, listTasks } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOT_FOUND_LABEL = { success: false, error: 'not_found', message: 'The label was not found.' };
const DUPLICATE = 'A label with this name already exists in this project';
const labelRows = (projectId: number) => t.runtime.ctx.db.select().from(labels).where(eq(labels.projectId, projectId));

describe('a project’s labels', () => {
  it('creates, lists by name, renames, recolours and deletes', async () => {
    const { owner, member, project } = await projectTeam(t);
    const created = await LABEL_CALLS.create(t, member.token, project.u_id, { name: '  Bug ', color: 'red' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      success: true,
      message: 'Label created.',
      data: { id: expect.any(Number), name: 'Bug', color: 'red' },
    });
    const bug = created.json().data;
    await createLabel(t, owner.token, project.u_id, { name: 'api', color: 'teal' });

    const listed = await LABEL_CALLS.list(t, owner.token, project.u_id);
    expect(listed.json().data.map((label: { name: string }) => label.name)).toEqual(['api', 'Bug']);

    const renamed = await LABEL_CALLS.update(t, member.token, bug.id, { name: 'Defect' });
    expect(renamed.json()).toEqual({
      success: true,
      message: 'Label updated.',
      data: { id: bug.id, name: 'Defect', color: 'red' },
    });
    const recoloured = await LABEL_CALLS.update(t, member.token, bug.id, { color: 'amber' });
    expect(recoloured.json().data).toEqual({ id: bug.id, name: 'Defect', color: 'amber' });

    const deleted = await LABEL_CALLS.remove(t, member.token, bug.id);
    expect(deleted.json()).toEqual({ success: true, message: 'Label deleted.' });
    expect((await labelRows(project.id)).map((row) => row.name)).toEqual(['api']);
    expect((await LABEL_CALLS.remove(t, member.token, bug.id)).json()).toEqual(NOT_FOUND_LABEL);
  });

  it('refuses a name the project already has, in any case, and on rename too; another project may have it', async () => {
    const { owner, project } = await projectTeam(t);
    const other = await projectTeam(t);
    await createLabel(t, owner.token, project.u_id, { name: 'Design' });
    expectRefused(
      await LABEL_CALLS.create(t, owner.token, project.u_id, { name: 'DESIGN', color: 'red' }),
      'name',
      DUPLICATE,
    );
    const copy = await createLabel(t, owner.token, project.u_id, { name: 'Copy' });
    expectRefused(await LABEL_CALLS.update(t, owner.token, copy.id, { name: 'design ' }), 'name', DUPLICATE);
    // A label may keep its own name in another case.
    expect((await LABEL_CALLS.update(t, owner.token, copy.id, { name: 'COPY' })).statusCode).toBe(200);
    await createLabel(t, other.owner.token, other.project.u_id, { name: 'Design' });
    expect(await labelRows(project.id)).toHaveLength(2);
  });

  it(`refuses the ${LABEL_LIMITS.perProject + 1}st label on its name field and writes nothing`, async () => {
    const { owner, project } = await projectTeam(t);
    await t.runtime.ctx.db.insert(labels).values(
      Array.from({ length: LABEL_LIMITS.perProject }, (_, index) => ({
        projectId: project.id,
        name: `L${index}`,
        color: 'gray',
      })),
    );
    const refused = await LABEL_CALLS.create(t, owner.token, project.u_id, { name: 'One more', color: 'gray' });
    expectRefused(refused, 'name', `A project can have at most ${LABEL_LIMITS.perProject} labels`);
    expect(await labelRows(project.id)).toHaveLength(LABEL_LIMITS.perProject);
  });

  it('lets a guest see the labels but not change them (403), and hides them from a stranger (404)', async () => {
    const { owner, member, stranger, project } = await projectTeam(t, 'guest');
    const label = await createLabel(t, owner.token, project.u_id, { name: 'Seen' });
    expect((await LABEL_CALLS.list(t, member.token, project.u_id)).json().data).toEqual([label]);
    const refusal = { success: false, error: 'forbidden', message: 'Only a developer or above can manage labels.' };
    expect((await LABEL_CALLS.create(t, member.token, project.u_id, { name: 'No', color: 'red' })).json()).toEqual(
      refusal,
    );
    expect((await LABEL_CALLS.update(t, member.token, label.id, { color: 'red' })).json()).toEqual(refusal);
    expect((await LABEL_CALLS.remove(t, member.token, label.id)).json()).toEqual(refusal);
    expect((await LABEL_CALLS.update(t, stranger.token, label.id, { color: 'red' })).json()).toEqual(NOT_FOUND_LABEL);
    expect((await LABEL_CALLS.remove(t, stranger.token, label.id)).json()).toEqual(NOT_FOUND_LABEL);
    expect((await LABEL_CALLS.list(t, stranger.token, project.u_id)).statusCode).toBe(404);
    expect(await labelRows(project.id)).toEqual([expect.objectContaining({ name: 'Seen', color: 'blue' })]);
  });
});

describe('a task’s labels', () => {
  it('sets the whole list, shows it on the board by name, and an empty list takes them off', async () => {
    const { owner, member, project } = await projectTeam(t, 'guest');
    const bug = await createLabel(t, owner.token, project.u_id, { name: 'Bug', color: 'red' });
    const api = await createLabel(t, owner.token, project.u_id, { name: 'API', color: 'teal' });
    const task = await createTask(t, owner.token, project.id);
    expect(task.labels).toEqual([]);

    // A guest works on the board, so puts labels on cards.
    const labelled = await setTaskLabels(t, member.token, task.id, [bug.id, api.id]);
    expect(labelled.labels).toEqual([api, bug]);
    const board = await listTasks(t, owner.token, project.u_id);
    expect(board.find((card) => card.id === task.id)!.labels).toEqual([api, bug]);

    expect((await setTaskLabels(t, owner.token, task.id, [bug.id])).labels).toEqual([bug]);
    expect((await setTaskLabels(t, owner.token, task.id, [])).labels).toEqual([]);
  });

  it('refuses a label of another project on label_ids and changes nothing', async () => {
    const { owner, project } = await projectTeam(t);
    const other = await projectTeam(t);
    const mine = await createLabel(t, owner.token, project.u_id, { name: 'Mine' });
    const theirs = await createLabel(t, other.owner.token, other.project.u_id, { name: 'Theirs' });
    const task = await createTask(t, owner.token, project.id);
    await setTaskLabels(t, owner.token, task.id, [mine.id]);
    for (const ids of [[mine.id, theirs.id], [2_000_000_000]]) {
      expectRefused(
        await LABEL_CALLS.setOnTask(t, owner.token, task.id, ids),
        'label_ids',
        'Labels must be labels of this project',
      );
    }
    const rows = await t.runtime.ctx.db.select().from(taskLabels).where(eq(taskLabels.taskId, task.id));
    expect(rows).toEqual([{ taskId: task.id, labelId: mine.id }]);
  });

  it('refuses duplicates and an eleventh label', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const made = [];
    for (let index = 0; index <= LABEL_LIMITS.perTask; index++)
      made.push(await createLabel(t, owner.token, project.u_id, { name: `Label ${index}` }));
    const ids = made.map((label) => label.id);
    const duplicate = await LABEL_CALLS.setOnTask(t, owner.token, task.id, [ids[0], ids[0]]);
    expectRefused(duplicate, 'label_ids', 'Labels lists a label more than once');
    const eleven = await LABEL_CALLS.setOnTask(t, owner.token, task.id, ids);
    expect(eleven.json().errors.label_ids).toContain(`A task can have at most ${LABEL_LIMITS.perTask} labels`);
    expect((await setTaskLabels(t, owner.token, task.id, ids.slice(0, LABEL_LIMITS.perTask))).labels).toHaveLength(10);
  });

  it('takes a deleted label off every task, and shows a rename on the card', async () => {
    const { owner, project } = await projectTeam(t);
    const doomed = await createLabel(t, owner.token, project.u_id, { name: 'Doomed' });
    const kept = await createLabel(t, owner.token, project.u_id, { name: 'Kept' });
    const first = await createTask(t, owner.token, project.id);
    const second = await createTask(t, owner.token, project.id);
    await setTaskLabels(t, owner.token, first.id, [doomed.id, kept.id]);
    await setTaskLabels(t, owner.token, second.id, [doomed.id]);
    await LABEL_CALLS.remove(t, owner.token, doomed.id);
    await LABEL_CALLS.update(t, owner.token, kept.id, { name: 'Kept too', color: 'pink' });
    const board = await listTasks(t, owner.token, project.u_id);
    expect(board.find((card) => card.id === first.id)!.labels).toEqual([
      { id: kept.id, name: 'Kept too', color: 'pink' },
    ]);
    expect(board.find((card) => card.id === second.id)!.labels).toEqual([]);
  });

  it('answers 404 for a task of a project the caller cannot see', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const reply = await LABEL_CALLS.setOnTask(t, stranger.token, task.id, []);
    expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The task was not found.' });
  });
});
