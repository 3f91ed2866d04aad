import { toMajorText, type DomainEvent, type DomainEventData, type DomainEventName } from '@aerie/contract';

/** Where an event happened, for its words and its link. */
export interface EventPlace {
  projectUid: string | null;
  projectName: string | null;
  workspaceName: string;
}

export interface EventDescription {
  /** One line saying what happened. */
  title: string;
  /** The project's name, or the workspace's for team and billing events. */
  context: string;
  /** The app path of what it is about. */
  link: string;
}

/** "25.00 USD", "1250 JPY", "1.250 KWD": the amount in its currency's own minor digits, then the code. */
const money = (amount: number, currency: string) => `${toMajorText(amount, currency)} ${currency}`;

/** A task's end date as people read it ("Fri, 6 Mar 2026"); it is a calendar day, so read in UTC. */
const dueDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

type Describe<Name extends DomainEventName> = (data: DomainEventData<Name>) => { title: string; path: string };

/** Each notifying event's line and the page under the project (or the dashboard) it links to. */
const DESCRIPTIONS: { [Name in DomainEventName]?: Describe<Name> } = {
  'deployment.failed': (data) => ({
    title: `Deploy of ${data.name} failed: ${data.reason}`,
    path: `runs/${data.runId}`,
  }),
  'deployment.succeeded': (data) => ({ title: `Deploy of ${data.name} succeeded`, path: `runs/${data.runId}` }),
  'deployment.rolled_back': (data) => ({ title: `Deploy of ${data.name} was rolled back`, path: `runs/${data.runId}` }),
  'task.assigned': (data) => ({ title: `You were assigned “${data.title}”`, path: 'workflow' }),
  'task.due': (data) => ({ title: `“${data.title}” is due ${data.when} (${dueDay(data.dueDate)})`, path: 'workflow' }),
  'task.mentioned': (data) => ({ title: `You were mentioned in a comment on “${data.title}”`, path: 'workflow' }),
  'form.submitted': (data) => ({
    title: `New message from the “${data.form}” form of ${data.name}`,
    path: `builder/${data.websiteUuid}/inbox`,
  }),
  'form.limit_reached': (data) => ({
    title: `The forms of ${data.name} reached this month's ${data.limit} submissions: new ones are refused`,
    path: `builder/${data.websiteUuid}/inbox`,
  }),
  'order.paid': (data) => ({
    title: `New order ${data.reference}: ${money(data.total, data.currency)}`,
    path: 'store',
  }),
  'order.refunded': (data) => ({
    title: `Order ${data.reference} refunded: ${money(data.amount, data.currency)}`,
    path: 'store',
  }),
  'product.out_of_stock': (data) => ({ title: `${data.name} is out of stock`, path: 'store' }),
  'server.unreachable': (data) => ({ title: `Server ${data.name} is unreachable: ${data.reason}`, path: 'hosting' }),
  'payment.failed': (data) => ({
    title: `Payment of ${money(data.amount, data.currency)} for ${data.purchase} failed: ${data.reason}`,
    path: '/dashboard/billing',
  }),
  'member.joined': (data) => ({ title: `${data.name} joined as ${data.role}`, path: '/dashboard/teams' }),
  'member.left': (data) => ({ title: `${data.name} left the workspace`, path: '/dashboard/teams' }),
  'member.role_changed': (data) => ({
    title: `${data.name} is now ${data.to} (was ${data.from})`,
    path: '/dashboard/teams',
  }),
};

/** What the bell and the e-mail say of an event, and where they link. */
export function describeEvent(event: DomainEvent, place: EventPlace): EventDescription {
  const describe = DESCRIPTIONS[event.name] as Describe<DomainEventName> | undefined;
  const { title, path } = describe?.(event.data) ?? { title: event.name, path: '/dashboard' };
  const inProject = !path.startsWith('/') && place.projectUid !== null;
  return {
    title,
    context: inProject ? (place.projectName ?? place.workspaceName) : place.workspaceName,
    link: inProject ? `/dashboard/project/${place.projectUid}/${path}` : path.startsWith('/') ? path : '/dashboard',
  };
}
