import { LIMITS, type CreateTask } from '@aerie/contract';

import type { SubmissionField } from '../../db/schema/index.js';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The task a submission makes when its form asks for one (docs/product.md § Site forms): titled after the form
 * and who wrote, the submission in its description as far as a task's description holds (the inbox keeps it all),
 * unassigned, to do, starting and due today.
 */
export function submissionTask(input: {
  projectId: number;
  formName: string;
  fields: SubmissionField[];
  today: string;
}): CreateTask {
  const { formName, fields, today } = input;
  const from = fields.find((field) => field.value && field.name.toLowerCase().includes('email'))?.value;
  const lines = fields.filter((field) => field.value).map((field) => `${field.label}: ${field.value}`);
  return {
    title: cut(from ? `${formName}: ${from}` : `${formName} form`, LIMITS.taskTitleMax),
    description: cut(lines.join('\n'), LIMITS.taskDescriptionMax),
    priority: 'normal',
    status: 'todo',
    start_date: today,
    end_date: today,
    project_id: input.projectId,
    assignees: [],
  };
}
