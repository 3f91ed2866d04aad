import type { DomainEventData, DomainEventName } from '@aerie/contract';

type Summaries = { [Name in DomainEventName]?: (data: DomainEventData<Name>) => string };

/** An amount in minor units (cents, kobo) as a person reads it: "NGN 1,500.00". */
function money(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** One readable line per event a project's webhook can carry (Slack's `text`, Discord's `content`). */
const SUMMARIES: Summaries = {
  'task.created': (data) => `Task “${data.title}” was created`,
  'task.moved': (data) => `Task “${data.title}” moved from ${data.from} to ${data.to}`,
  'task.assigned': (data) => `Task “${data.title}” was assigned`,
  'task.commented': (data) => `New comment on task “${data.title}”`,
  'task.due': (data) => `Task “${data.title}” is due ${data.when} (${data.dueDate})`,
  'task.mentioned': (data) => `Someone was mentioned on task “${data.title}”`,
  'task.unassigned': (data) => `Task “${data.title}” lost an assignee`,
  'task.dates_changed': (data) => `Task “${data.title}” now runs ${data.to.start} to ${data.to.end}`,
  'task.linked': (data) =>
    `Commit ${data.sha.slice(0, 7)} ${data.closes ? 'fixes' : 'mentions'} ${data.key} “${data.title}”: ${data.message}`,
  'form.submitted': (data) => `A visitor sent the form “${data.form}” of site “${data.name}”`,
  'form.limit_reached': (data) => `Site “${data.name}” reached its ${data.limit} form submissions of the month`,
  'site.published': (data) => `Site “${data.name}” was published at ${data.url}`,
  'site.restored': (data) => `Site “${data.name}” was restored to an earlier version`,
  'site.rolled_back': (data) => `Site “${data.name}” went back to an earlier publish (revision ${data.revision})`,
  'order.paid': (data) => `Order ${data.reference} was paid (${money(data.total, data.currency)})`,
  'order.refunded': (data) => `Order ${data.reference} was refunded (${money(data.amount, data.currency)})`,
  'product.out_of_stock': (data) => `Product “${data.name}” is out of stock`,
  'branch.pushed': (data) =>
    `${data.commits} commit${data.commits === 1 ? '' : 's'} pushed to ${data.repository}:${data.branch}`,
  'branch.synced': (data) =>
    `${data.shas.length} commit${data.shas.length === 1 ? '' : 's'} synced from the provider to ${data.repository}:${data.branch}`,
  'server.unreachable': (data) => `Server “${data.name}” is unreachable: ${data.reason}`,
  'server.ssh_user_added': (data) => `SSH user ${data.username} was added to server “${data.name}”`,
  'deployment.succeeded': (data) => `Deployment “${data.name}” succeeded`,
  'deployment.failed': (data) => `Deployment “${data.name}” failed: ${data.reason}`,
  'deployment.rolled_back': (data) => `Deployment “${data.name}” was rolled back`,
};

export function summarizeEvent(name: string, data: unknown, projectName: string): string {
  const summary = SUMMARIES[name as DomainEventName] as ((data: unknown) => string) | undefined;
  return `[${projectName}] ${summary ? summary(data) : name}`;
}
