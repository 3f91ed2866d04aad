import { MailCheck } from 'lucide-react';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';

import { useResendVerification } from '../api/resend-verification';
import { ConfirmationView } from './confirmation-view';

/** After registering: the account exists but must be verified through the e-mailed link. */
export function CheckInbox({ email }: { email: string }) {
  const resend = useResendVerification();
  const notice = useNotice();
  const sendAgain = () =>
    resend.mutate(email, { onSuccess: () => notice.show('A new verification link is on its way.') });
  return (
    <ConfirmationView
      icon={MailCheck}
      title="Check your inbox"
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={sendAgain} loading={resend.isPending}>
            Resend verification e-mail
          </Button>
          <ButtonLink to="/login" size="lg">
            Go to login
          </ButtonLink>
        </>
      }
    >
      <p>
        We sent an e-mail to <span className="font-medium text-zinc-900">{email}</span>. Open the link in it to activate
        your account, then log in. Already have an account with this address? The e-mail says so, and you can log in or
        reset your password instead.
      </p>
      <p className="text-zinc-500">It can take a minute to arrive. Check your spam folder if you can&apos;t find it.</p>
      <NoticeBanner notice={notice} />
      {resend.isError && (
        <Banner tone="error" onDismiss={() => resend.reset()}>
          {resend.error.message}
        </Banner>
      )}
    </ConfirmationView>
  );
}
