import { ArrowLeft, Download } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useWorkspaces } from '@/api/list-workspaces';

import { useTransaction } from '../api/get-transaction';
import { PaymentFailureView } from '../components/payment-failure-view';
import { ReceiptView } from '../components/receipt-view';
import { canChangePlan } from '../plans';
import { isSuccessful } from '../receipt-status';

const BILLING = '/dashboard/billing';

/** One A4 page with even margins; the screen's padding and chrome are dropped by `print:` classes. */
const PRINT_PAGE = '@page { size: A4; margin: 16mm; }';

/**
 * The receipt (docs/product.md § Receipts and billing history) on the bare layout, opened in its own tab from the
 * billing history. Download Receipt prints it; a reference that is not this user's (404) goes back to billing. A
 * payment that was not made has no receipt: the same address shows what failed, with Try again.
 */
export default function ReceiptPage() {
  const { ref = '' } = useParams();
  const receipt = useTransaction(ref);
  const workspaces = useWorkspaces();
  const navigate = useNavigate();
  // Only a paid payment has a receipt; any other opens what failed, with Try again.
  const isPaid = receipt.data ? isSuccessful(receipt.data.status) : true;
  useDocumentTitle(isPaid ? `Receipt ${ref}` : `Payment ${ref}`);
  const role = workspaces.data?.find((workspace) => workspace.id === receipt.data?.workspace.id)?.role;

  const isNotFound = receipt.error instanceof ApiError && [400, 403, 404].includes(receipt.error.status);
  useEffect(() => {
    if (isNotFound) void navigate(BILLING, { replace: true });
  }, [isNotFound, navigate]);

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <style>{PRINT_PAGE}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to={BILLING} variant="ghost" size="sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Billing
        </ButtonLink>
        {isPaid && (
          <Button onClick={() => window.print()} disabled={!receipt.isSuccess}>
            <Download className="size-4" aria-hidden="true" />
            Download Receipt
          </Button>
        )}
      </div>

      {receipt.isPending && (
        <div className="relative h-96">
          <LoadingOverlay label="Loading your receipt…" />
        </div>
      )}
      {receipt.error && !isNotFound && <Banner tone="error">{receipt.error.message}</Banner>}
      {receipt.data && isPaid && <ReceiptView transaction={receipt.data} />}
      {receipt.data && !isPaid && (
        <PaymentFailureView transaction={receipt.data} mayPay={role === undefined || canChangePlan(role)} />
      )}
    </main>
  );
}
