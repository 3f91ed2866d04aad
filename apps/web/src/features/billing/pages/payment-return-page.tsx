import { DELAYS_MS } from '@aerie/contract';
import { CheckCircle2, CircleSlash, Loader2, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { useCompletePayment } from '../api/complete-payment';
import { planReturn } from '../payment-return';
import { forgetPayment, readPayment } from '@/lib/payment-storage';
import { planName } from '../plans';

const INTEGRATIONS = '/dashboard/integrations';
const BILLING = '/dashboard/billing';

/**
 * Payment return (001 §4): the provider sends the browser here. The stored payment is verified; a
 * subscription is then activated and the browser goes on to integrations. A failure shows the server's
 * message with the way back to billing.
 */
export default function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  // Read once: the stored values are forgotten as soon as the payment is settled.
  const [plan] = useState(() => planReturn(searchParams, readPayment()));
  const completion = useCompletePayment(plan.kind === 'verify' ? plan.payment : null);
  const navigate = useNavigate();

  const isSettled = plan.kind !== 'verify' || completion.isSuccess || completion.isError;
  useEffect(() => {
    if (isSettled) forgetPayment();
  }, [isSettled]);

  const isSubscription = plan.kind === 'verify' && plan.payment.type === 'subscription';
  useEffect(() => {
    if (!completion.isSuccess || !isSubscription) return;
    // The success message stays up as long as a banner would, then the browser moves on (001 §4).
    const timer = window.setTimeout(() => void navigate(INTEGRATIONS, { replace: true }), DELAYS_MS.banner);
    return () => window.clearTimeout(timer);
  }, [completion.isSuccess, isSubscription, navigate]);

  if (plan.kind === 'nothing-to-confirm') {
    return (
      <Outcome icon={CircleSlash} tone="neutral" title="There is no payment to confirm">
        <p>This page finishes a payment after checkout. Your billing page shows every payment you have made.</p>
        <ButtonLink to={BILLING} variant="secondary" className="mt-6 w-full">
          Back to billing
        </ButtonLink>
      </Outcome>
    );
  }
  if (plan.kind === 'cancelled') {
    return (
      <Outcome icon={CircleSlash} tone="neutral" title="Payment cancelled">
        <p>You left the checkout before paying. Nothing was charged.</p>
        <ButtonLink to={BILLING} variant="secondary" className="mt-6 w-full">
          Back to billing
        </ButtonLink>
      </Outcome>
    );
  }
  if (completion.isError) {
    return (
      <Outcome
        icon={plan.isCancelled ? CircleSlash : XCircle}
        tone={plan.isCancelled ? 'neutral' : 'danger'}
        title={plan.isCancelled ? 'Payment cancelled' : 'Payment failed'}
      >
        <p role="alert">{completion.error.message}</p>
        <ButtonLink to={BILLING} className="mt-6 w-full">
          Back to billing
        </ButtonLink>
      </Outcome>
    );
  }
  if (completion.isSuccess) {
    const { subscription } = completion.data;
    return (
      <Outcome icon={CheckCircle2} tone="success" title="Payment successful!">
        <p role="status">
          {subscription
            ? `Your workspace is now on the ${planName(subscription.plan)} plan. Taking you to your integrations…`
            : 'Your payment was received.'}
        </p>
        <ButtonLink to={isSubscription ? INTEGRATIONS : BILLING} className="mt-6 w-full" replace>
          {isSubscription ? 'Go to integrations' : 'Back to billing'}
        </ButtonLink>
      </Outcome>
    );
  }
  return (
    <Outcome icon={Loader2} tone="pending" title="Confirming your payment…">
      <p>We are checking the payment with the provider. Please keep this page open.</p>
    </Outcome>
  );
}

const TONES = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  danger: 'bg-red-50 text-red-600 ring-red-100',
  neutral: 'bg-zinc-100 text-zinc-500 ring-zinc-200',
  pending: 'bg-accent-50 text-accent-600 ring-accent-100',
} as const;

function Outcome({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" className="text-center" aria-busy={tone === 'pending' || undefined}>
      <div className={`mx-auto mb-5 flex size-12 items-center justify-center rounded-full ring-1 ${TONES[tone]}`}>
        <Icon className={tone === 'pending' ? 'size-6 animate-spin' : 'size-6'} aria-hidden="true" />
      </div>
      <h1 className="text-lg font-semibold text-zinc-900">{title}</h1>
      <div className="mt-2 text-sm leading-6 text-zinc-600">{children}</div>
    </Card>
  );
}
