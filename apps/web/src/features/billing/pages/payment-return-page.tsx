import { HOSTING_MESSAGES, PAYMENT_MESSAGES } from '@aerie/contract';
import { AlertTriangle, CheckCircle2, CircleSlash, Loader2, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { useCompletePayment } from '../api/complete-payment';
import { PilotSetupError } from '../api/set-up-pilot';
import { TryAgainButton } from '../components/try-again-button';
import { nextStepAfterPayment, planReturn, startingPage } from '../payment-return';
import { forgetPayment, readPayment, type StoredPayment } from '@/lib/payment-storage';
import { planName } from '../plans';

const BILLING = '/dashboard/billing';

/**
 * Payment return (docs/product.md § Payment return): the provider sends the browser here. The stored payment is
 * verified; a subscription is then activated and the browser goes on to integrations; a site plan says so and reopens
 * its site in the builder a minute later; a pilot is found and provisioned (or was renewed), says so, and its project's
 * Hosting page opens a minute later. A failure shows the server's message ('Pilot Payment failed! ' first for a pilot,
 * docs/product.md § Error catalogue), Try again, and the way back to where the payment started.
 */
export default function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  // Read once: the stored values are forgotten as soon as the payment is settled.
  const [stored] = useState(readPayment);
  const [plan] = useState(() => planReturn(searchParams, stored));
  const [next] = useState(() => (stored ? nextStepAfterPayment(stored) : null));
  const completion = useCompletePayment(plan.kind === 'verify' ? plan.payment : null);
  const navigate = useNavigate();

  const isSettled = plan.kind !== 'verify' || completion.isSuccess || completion.isError;
  useEffect(() => {
    if (isSettled) forgetPayment();
  }, [isSettled]);

  useEffect(() => {
    if (!completion.isSuccess || !next) return;
    const timer = window.setTimeout(() => void navigate(next.to, { replace: true }), next.delayMs);
    return () => window.clearTimeout(timer);
  }, [completion.isSuccess, next, navigate]);

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
        <NotPaidActions reference={plan.reference} stored={stored} />
      </Outcome>
    );
  }
  if (completion.isError && completion.error instanceof PilotSetupError) {
    // Paid, but the pilot could not be set up yet: its row on the Hosting page offers Provision Pilot.
    return (
      <Outcome icon={AlertTriangle} tone="warning" title="Payment received">
        <p>Your payment went through, but your pilot could not be set up yet.</p>
        <p role="alert" className="mt-2 font-medium text-zinc-800">
          {completion.error.message}
        </p>
        <ButtonLink to={next?.to ?? BILLING} className="mt-6 w-full" replace>
          {NEXT_LABELS[next?.place ?? 'billing']}
        </ButtonLink>
      </Outcome>
    );
  }
  if (completion.isError && plan.kind === 'verify' && stored?.type === 'pilot' && !plan.isCancelled) {
    return (
      <Outcome icon={XCircle} tone="danger" title="Payment failed">
        <p role="alert" className="font-medium text-zinc-800">
          {PAYMENT_MESSAGES.pilotFailed}
        </p>
        <p className="mt-1">{completion.error.message}</p>
        <NotPaidActions reference={plan.payment.reference} stored={stored} />
      </Outcome>
    );
  }
  if (completion.isError && plan.kind === 'verify') {
    return (
      <Outcome
        icon={plan.isCancelled ? CircleSlash : XCircle}
        tone={plan.isCancelled ? 'neutral' : 'danger'}
        title={plan.isCancelled ? 'Payment cancelled' : 'Payment failed'}
      >
        <p role="alert">{completion.error.message}</p>
        <NotPaidActions reference={plan.payment.reference} stored={stored} />
      </Outcome>
    );
  }
  if (completion.isSuccess && next?.place === 'builder') {
    return (
      <Outcome icon={CheckCircle2} tone="success" title="Your site plan is active">
        <p role="status">{PAYMENT_MESSAGES.websiteSuccess}</p>
        <p className="mt-1">The builder opens by itself in a minute.</p>
        <ButtonLink to={next.to} className="mt-6 w-full" replace>
          Open the builder now
        </ButtonLink>
      </Outcome>
    );
  }
  if (completion.isSuccess && completion.data.pilot) {
    const { isRenewal } = completion.data.pilot;
    // The spec's message already opens with 'Payment successful!': the heading says what was bought.
    return (
      <Outcome icon={CheckCircle2} tone="success" title={isRenewal ? 'Pilot renewed' : 'Pilot purchased'}>
        <p role="status">{isRenewal ? HOSTING_MESSAGES.pilotRenewed : PAYMENT_MESSAGES.pilotSuccess}</p>
        <p className="mt-1">Your Hosting page opens by itself in a minute.</p>
        <ButtonLink to={next?.to ?? BILLING} className="mt-6 w-full" replace>
          {NEXT_LABELS[next?.place ?? 'billing']}
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
            : next?.place === 'dashboard'
              ? PAYMENT_MESSAGES.websiteSuccess
              : 'Your payment was received.'}
        </p>
        <ButtonLink to={next?.to ?? BILLING} className="mt-6 w-full" replace>
          {NEXT_LABELS[next?.place ?? 'billing']}
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

/**
 * A payment that did not go through: Try again (the same purchase at the checkout, with another card) and
 * the way back to the page it was started from. The server lists it as failed; nothing was charged.
 */
function NotPaidActions({ reference, stored }: { reference: string; stored: StoredPayment | null }) {
  const back = startingPage(stored);
  return (
    <div className="mt-6 space-y-3">
      <TryAgainButton reference={reference} returnTo={{ website: stored?.website, projectUid: stored?.projectUid }} />
      <ButtonLink to={back.to} variant="secondary" className="w-full" replace>
        {back.label}
      </ButtonLink>
    </div>
  );
}

const NEXT_LABELS = {
  integrations: 'Go to integrations',
  builder: 'Open the builder now',
  hosting: 'Go to hosting now',
  dashboard: 'Go to the dashboard',
  billing: 'Back to billing',
} as const;

const TONES = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  danger: 'bg-red-50 text-red-600 ring-red-100',
  warning: 'bg-amber-50 text-amber-600 ring-amber-100',
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
