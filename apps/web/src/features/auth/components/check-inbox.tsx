import { DELAYS_MS } from '@aerie/contract';
import { MailCheck } from 'lucide-react';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';

import { useResendVerification } from '../api/resend-verification';
import { ConfirmationView } from './confirmation-view';

/** After registering: the account exists but must be verified through the e-mailed link. */
export function CheckInbox({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <ConfirmationView
      icon={MailCheck}
      title="Check your inbox"
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={() => resend.mutate(email)} loading={resend.isPending}>
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
      {resend.isSuccess && (
        <Banner tone="success" autoHideMs={DELAYS_MS.banner} onDismiss={() => resend.reset()}>
          A new verification link is on its way.
        </Banner>
      )}
      {resend.isError && (
        <Banner tone="error" onDismiss={() => resend.reset()}>
          {resend.error.message}
        </Banner>
      )}
    </ConfirmationView>
  );
}
