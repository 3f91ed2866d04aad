import type { DomainEvent, WebhookFormat } from '@aerie/contract';

import { summarizeEvent } from './event-summary.js';

export interface WebhookProject {
  id: number;
  uid: string;
  name: string;
}

/** A catalogue event, or the test event (no id, a name outside the catalogue). */
export type WebhookEvent = Omit<DomainEvent, 'id' | 'name' | 'data'> & {
  id: number | null;
  name: string;
  data: unknown;
};

/** Which page of the project a receiver's link opens, by the event's kind. */
function eventLink(appUrl: string, project: WebhookProject, event: Pick<WebhookEvent, 'name' | 'data'>): string {
  const base = `${appUrl}/dashboard/project/${project.uid}`;
  const data = event.data as Record<string, unknown>;
  const [kind] = event.name.split('.');
  if (kind === 'deployment' && typeof data.runId === 'number') return `${base}/runs/${data.runId}`;
  const tab: Record<string, string> = {
    task: 'workflow',
    site: 'builder',
    order: 'store',
    product: 'store',
    branch: 'repository',
    server: 'hosting',
    deployment: 'deployments',
  };
  return tab[kind ?? ''] ? `${base}/${tab[kind!]}` : base;
}

/** Slack reads `<`, `>` and `&` as markup (`<!channel>` pings everyone): a summary carries them as text. */
const slackText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The body of one delivery, fixed when the delivery is made (docs/api.md § Webhooks). `aerie` is the event
 * as the catalogue defines it, with the project and a readable summary and link; `slack` and `discord`
 * are what their incoming webhooks take, one line and the link. A title typed by a project member must not
 * ping a channel: Slack's markup is escaped, and Discord is told to allow no mentions.
 */
export function webhookBody(
  format: WebhookFormat,
  event: WebhookEvent,
  project: WebhookProject,
  appUrl: string,
): string {
  const summary = summarizeEvent(event.name, event.data, project.name);
  const url = eventLink(appUrl, project, event);
  if (format === 'slack') return JSON.stringify({ text: `${slackText(summary)} <${url}|Open in Aerie>` });
  if (format === 'discord') return JSON.stringify({ content: `${summary}\n${url}`, allowed_mentions: { parse: [] } });
  return JSON.stringify({ ...event, project: { id: project.id, uid: project.uid, name: project.name }, summary, url });
}
