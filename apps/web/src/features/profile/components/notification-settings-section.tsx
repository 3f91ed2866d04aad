import { EMAIL_CHANNELS, type EmailChannel, type NotificationType } from '@aerie/contract';
import { BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { Card, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import { ProfileNotice, useNotice } from './profile-notice';

export const NOTIFICATIONS_ID = 'notifications';

const CHANNEL_LABELS: Record<EmailChannel, string> = {
  immediate: 'E-mail at once',
  daily: 'Daily digest',
  off: 'No e-mail',
};

/**
 * Per notification type, how its e-mail comes (issue 26 §3): at once, in the daily digest, or not at all;
 * the bell shows every one either way. Each choice is saved as it is made. The bell's panel and every
 * e-mail's footer link here (`#notifications`).
 */
export function NotificationSettingsSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const { notice, show, clear } = useNotice();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${NOTIFICATIONS_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const choose = (type: string, email: EmailChannel) =>
    update.mutate({ [type as NotificationType]: email } as Partial<Record<NotificationType, EmailChannel>>, {
      onSuccess: () => show('success', 'Notification settings saved.'),
      onError: (error) => show('error', error.message),
    });

  return (
    <section id={NOTIFICATIONS_ID} ref={sectionRef} aria-labelledby="notifications-heading" className="scroll-mt-24">
      <Card>
        <CardHeader
          title={
            <span id="notifications-heading" className="flex items-center gap-2">
              <BellRing className="size-4 text-zinc-400" aria-hidden="true" />
              Notifications
            </span>
          }
          description="Everything appears in the bell. Choose which notifications also come by e-mail, and when."
        />
        <div className="space-y-4">
          <ProfileNotice notice={notice} onDismiss={clear} />
          {preferences.isPending ? (
            <div className="flex justify-center py-6" role="status" aria-label="Loading your notification settings…">
              <Spinner className="size-5 text-accent-600" />
            </div>
          ) : preferences.isError ? (
            <LoadError title="We couldn't load your notification settings" query={preferences} />
          ) : (
            <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200">
              {preferences.data.map((preference) => {
                const id = `channel-${preference.type.replace('.', '-')}`;
                return (
                  <li
                    key={preference.type}
                    className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                  >
                    <label htmlFor={id} className="text-sm text-zinc-800">
                      {preference.label}
                      {preference.email !== preference.default_email && (
                        <span className="ml-2 text-xs text-zinc-500">
                          (default: {CHANNEL_LABELS[preference.default_email].toLowerCase()})
                        </span>
                      )}
                    </label>
                    <Select
                      id={id}
                      className="sm:w-48"
                      value={preference.email}
                      disabled={update.isPending}
                      onChange={(event) => choose(preference.type, event.target.value as EmailChannel)}
                    >
                      {EMAIL_CHANNELS.map((channel) => (
                        <option key={channel} value={channel}>
                          {CHANNEL_LABELS[channel]}
                        </option>
                      ))}
                    </Select>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Card>
    </section>
  );
}
