import {
  formatMoney,
  TASK_STATUS_LABELS,
  type DomainEventData,
  type DomainEventName,
  type TaskStatus,
} from '@aerie/contract';

/** What a sentence of the feed may name besides the event's own data. */
export interface SummaryContext {
  /** The actor's name, or null for the system (a shopper's payment, a scheduled run) or a deleted account. */
  actor: string | null;
  actorUserId: number | null;
  /** Names of people the data points at by id (a task's assignee), as far as they still exist. */
  people: ReadonlyMap<number, string>;
}

type Sentences = { [Name in DomainEventName]: (data: DomainEventData<Name>, context: SummaryContext) => string };

const quoted = (text: string) => `“${text}”`;
const who = (context: SummaryContext) => context.actor ?? 'Someone';
const status = (value: string) => TASK_STATUS_LABELS[value as TaskStatus] ?? value;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One sentence per event type, written on the server so every client reads each event the same way. A
 * new catalogue entry fails the type check here until it has its sentence.
 */
const SENTENCES: Sentences = {
  'project.created': (data, context) => `${who(context)} created the project ${quoted(data.name)}.`,
  'project.deleted': (data, context) => `${who(context)} deleted the project ${quoted(data.name)}.`,

  'member.joined': (data, context) =>
    data.role === 'collaborator'
      ? `${who(context)} added ${data.name} to the project.`
      : `${data.name} joined the workspace as a ${data.role}.`,
  'member.left': (data, context) =>
    data.removedByUserId === null ? `${data.name} left.` : `${who(context)} removed ${data.name}.`,
  'member.role_changed': (data, context) =>
    data.to === 'owner' && data.from === 'collaborator'
      ? `${who(context)} made ${data.name} the project’s owner.`
      : `${who(context)} changed ${data.name}’s role from ${data.from} to ${data.to}.`,

  'task.created': (data, context) => `${who(context)} created the task ${quoted(data.title)}.`,
  'task.moved': (data, context) =>
    `${who(context)} moved ${quoted(data.title)} from ${status(data.from)} to ${status(data.to)}.`,
  'task.assigned': (data, context) => {
    if (data.assigneeUserId === context.actorUserId) return `${who(context)} took on ${quoted(data.title)}.`;
    const assignee = context.people.get(data.assigneeUserId);
    return `${who(context)} assigned ${quoted(data.title)} to ${assignee ?? 'a former member'}.`;
  },
  'task.commented': (data, context) => `${who(context)} commented on ${quoted(data.title)}.`,
  'task.due': (data, context) =>
    `${context.people.get(data.assigneeUserId) ?? 'A former member'} was reminded that ${quoted(data.title)} is due ${data.when}.`,
  'task.mentioned': (data, context) =>
    `${who(context)} mentioned ${context.people.get(data.mentionedUserId) ?? 'a former member'} on ${quoted(data.title)}.`,
  'task.unassigned': (data, context) => {
    if (data.assigneeUserId === context.actorUserId) return `${who(context)} stepped off ${quoted(data.title)}.`;
    const assignee = context.people.get(data.assigneeUserId);
    return `${who(context)} took ${assignee ?? 'a former member'} off ${quoted(data.title)}.`;
  },
  'task.dates_changed': (data, context) =>
    `${who(context)} changed the dates of ${quoted(data.title)} from ${data.from.start} – ${data.from.end} to ${data.to.start} – ${data.to.end}.`,
  'task.linked': (data) =>
    `Commit ${data.sha.slice(0, 7)} in ${quoted(data.repository)} ${data.closes ? 'fixes' : 'mentions'} ${data.key} ${quoted(data.title)}: ${quoted(data.message)}.`,

  'site.published': (data, context) => `${who(context)} published the site ${quoted(data.name)}.`,
  'site.restored': (data, context) => `${who(context)} restored an earlier version of the site ${quoted(data.name)}.`,
  'site.rolled_back': (data, context) =>
    `${who(context)} made an earlier publish (revision ${data.revision}) of the site ${quoted(data.name)} live again.`,

  'form.submitted': (data) => `A visitor sent the ${quoted(data.form)} form of the site ${quoted(data.name)}.`,
  'form.limit_reached': (data) =>
    `The site ${quoted(data.name)} reached its ${data.limit} form submissions of the month.`,
  'order.paid': (data) => `Order ${data.reference} was paid: ${formatMoney(data.total, data.currency)}.`,
  'order.refunded': (data, context) =>
    `${who(context)} refunded ${formatMoney(data.amount, data.currency)} of order ${data.reference}.`,
  'product.out_of_stock': (data) => `${quoted(data.name)} is out of stock.`,

  'branch.pushed': (data, context) =>
    `${who(context)} pushed ${plural(data.commits, 'commit')} to ${data.branch} of ${quoted(data.repository)}.`,

  'branch.synced': (data) =>
    `${plural(data.shas.length, 'new commit')} on ${data.branch} of ${quoted(data.repository)} came from its provider.`,

  'server.unreachable': (data) => `The server ${quoted(data.name)} could not be reached: ${data.reason}`,
  'server.ssh_user_added': (data, context) =>
    `${who(context)} added the SSH user ${quoted(data.username)} to the server ${quoted(data.name)}.`,

  'deployment.succeeded': (data, context) =>
    context.actor ? `${context.actor} deployed ${data.name}.` : `${data.name} was deployed.`,
  'deployment.failed': (data) => `The deployment of ${data.name} failed: ${data.reason}`,
  // Automatic: the run's health check failed and Aerie switched back; nobody chose it.
  'deployment.rolled_back': (data, context) =>
    data.automatic
      ? `The deployment of ${data.name} was rolled back: ${data.reason}`
      : `${who(context)} rolled back ${data.name}.`,

  'payment.settled': (data) => `A payment of ${formatMoney(data.amount, data.currency)} was settled.`,
  'payment.failed': (data) => `A payment of ${formatMoney(data.amount, data.currency)} failed: ${data.reason}`,
};

export function summarize<Name extends DomainEventName>(
  name: Name,
  data: DomainEventData<Name>,
  context: SummaryContext,
): string {
  return SENTENCES[name](data, context);
}

/** The ids of people an event's data names, so a page of entries looks them up in one query. */
export function peopleNamedBy(name: DomainEventName, data: Record<string, unknown>): number[] {
  const namesAssignee = name === 'task.assigned' || name === 'task.unassigned' || name === 'task.due';
  if (namesAssignee && typeof data.assigneeUserId === 'number') return [data.assigneeUserId];
  return name === 'task.mentioned' && typeof data.mentionedUserId === 'number' ? [data.mentionedUserId] : [];
}
