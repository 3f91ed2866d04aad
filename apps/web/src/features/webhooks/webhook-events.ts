import { EVENT_CATALOGUE, WEBHOOK_EVENTS, type DomainEventName, type EventLane } from '@aerie/contract';

const LANE_LABELS: Partial<Record<EventLane, string>> = {
  tasks: 'Tasks',
  sites: 'Sites',
  stores: 'Stores',
  repositories: 'Repositories',
  servers: 'Servers',
  deployments: 'Deployments',
};

/** "deployment.failed" → "Deployment failed": the checkbox's words. */
export function eventLabel(name: string): string {
  const words = name.replace('.', ' ').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The events a webhook can ask for, grouped by lane in the catalogue's order, for the form's checkboxes. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ lane: string; label: string; events: DomainEventName[] }> =
  Object.entries(LANE_LABELS).map(([lane, label]) => ({
    lane,
    label: label!,
    events: WEBHOOK_EVENTS.filter((name) => EVENT_CATALOGUE[name].lane === lane),
  }));
