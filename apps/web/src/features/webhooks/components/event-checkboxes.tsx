import { Checkbox } from '@/components/ui/input';

import { eventLabel, WEBHOOK_EVENT_GROUPS } from '../webhook-events';

export interface EventCheckboxesProps {
  value: readonly string[];
  onChange: (events: string[]) => void;
  error?: string;
}

/** The event types by lane, each lane a fieldset of checkboxes: two columns from 640 px up. */
export function EventCheckboxes({ value, onChange, error }: EventCheckboxesProps) {
  const toggle = (event: string, checked: boolean) =>
    onChange(checked ? [...value, event] : value.filter((candidate) => candidate !== event));
  return (
    <div>
      <p className="text-sm font-medium text-zinc-900" id="webhook-events-label">
        Events
      </p>
      <div
        className="mt-2 grid gap-x-6 gap-y-4 sm:grid-cols-2"
        role="group"
        aria-labelledby="webhook-events-label"
        aria-describedby={error ? 'webhook-events-error' : undefined}
      >
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <fieldset key={group.lane} className="min-w-0">
            <legend className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{group.label}</legend>
            <div className="mt-1.5 space-y-1.5">
              {group.events.map((event) => (
                <Checkbox
                  key={event}
                  id={`webhook-event-${event}`}
                  label={eventLabel(event)}
                  checked={value.includes(event)}
                  invalid={Boolean(error)}
                  onChange={(change) => toggle(event, change.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && (
        <p id="webhook-events-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
