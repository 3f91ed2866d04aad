import { eq } from 'drizzle-orm';

import { formSubmissions, projects } from '../../db/schema/index.js';
import { defineSubscriber } from '../events/index.js';
import { createTask } from './create-task.js';
import { submissionTask } from './form-submission-task.js';

/**
 * A site form that asks for it turns each submission into a task on its project's board (docs/product.md § Site
 * forms): a lead lands where the team works. No one made it, so it has no creator. A submission deleted before
 * this ran makes none.
 */
export const taskFromFormSubmission = defineSubscriber({
  name: 'tasks.from-form-submission',
  on: ['form.submitted'],
  async handle(ctx, event, tx) {
    if (!event.data.createsTask || event.projectId === null) return;
    const [submission] = await tx.select().from(formSubmissions).where(eq(formSubmissions.id, event.data.submissionId));
    const [project] = await tx.select().from(projects).where(eq(projects.id, event.projectId));
    if (!submission || !project) return;
    const fields = submissionTask({
      projectId: project.id,
      formName: submission.formName,
      fields: submission.fields,
      today: submission.createdAt.toISOString().slice(0, 10),
    });
    await createTask({ db: tx, jobs: ctx.jobs }, { project, fields, createdById: null });
  },
});
