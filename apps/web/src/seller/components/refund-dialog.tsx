import { refundTotal, type Order } from '@aerie/contract';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

import { FormDialog } from '@/components/ui/form-dialog';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatMoney, parseMajor } from '@/lib/money';

import { useRefundOrder } from '../api/refund-order';

/** A failure as one sentence: the server's field messages when it gave some, else its message. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.body.errors) return Object.values(error.body.errors).flat().join(' ');
  return error.message;
}

function Stepper(props: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const { label, value, max, onChange } = props;
  const button =
    'grid size-9 place-items-center rounded-lg border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-40';
  return (
    <div className="flex items-center gap-1.5" role="group" aria-label={label}>
      <button
        type="button"
        className={button}
        aria-label={`Fewer of ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span
        className="w-8 text-center text-sm font-medium tabular-nums"
        aria-live="polite"
        aria-label={`${label}: ${value}`}
      >
        {value}
      </span>
      <button
        type="button"
        className={button}
        aria-label={`More of ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/**
 * The seller's refund of an order: units of each line (what they cost the buyer, discount off and tax on,
 * as the server computes it), shipping, any other amount, restock, a reason; the total shows before the
 * seller confirms. One Idempotency-Key per opening of the dialog: a retry after a lost answer refunds once.
 */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const refund = useRefundOrder();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [units, setUnits] = useState<Record<number, number>>({});
  const [shipping, setShipping] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const money = (minor: number) => formatMoney(minor, order.currency);
  const amount = amountText.trim() === '' ? 0 : parseMajor(amountText, order.currency);
  const open = order.lines.filter((line) => line.quantity > line.refunded_quantity);
  const chosen = open
    .filter((line) => (units[line.id] ?? 0) > 0)
    .map((line) => ({ line_id: line.id, quantity: units[line.id]! }));
  const total = refundTotal(order, { lines: chosen, shipping, amount: amount ?? 0 }).total;
  const canRefundShipping = order.shipping_paid > 0 && !order.shipping_refunded;
  const tooMuch = total > order.refundable;
  return (
    <FormDialog
      title={`Refund order #${order.number}`}
      description={`Up to ${money(order.refundable)} can still be refunded, to the card or account the buyer paid with.`}
      className="sm:max-w-xl!"
      submitLabel={total > 0 ? `Refund ${money(total)}` : 'Refund'}
      canSubmit={total > 0 && amount !== null && !tooMuch}
      isPending={refund.isPending}
      failure={refund.isError ? failureText(refund.error) : null}
      onDismissFailure={() => refund.reset()}
      success={refund.isSuccess ? refund.data.message : null}
      closeAfterMs={1500}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (amount === null) return;
        refund.mutate({
          uuid: order.uuid,
          idempotencyKey,
          body: {
            lines: chosen,
            shipping,
            amount,
            restock: restock && chosen.length > 0,
            reason: reason.trim() || undefined,
          },
        });
      }}
    >
      <fieldset className="space-y-1" disabled={refund.isPending || refund.isSuccess}>
        <legend className="mb-2 text-sm font-medium text-zinc-900">Items</legend>
        {open.length === 0 && <p className="text-sm text-zinc-500">Every item was refunded already.</p>}
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200">
          {open.map((line) => {
            const left = line.quantity - line.refunded_quantity;
            const name =
              line.variant_name === 'Default' ? line.product_name : `${line.product_name} (${line.variant_name})`;
            return (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
                <span className="min-w-0 text-sm">
                  <span className="block font-medium text-zinc-900">{name}</span>
                  <span className="block text-zinc-500">
                    {left} of {line.quantity} left · paid {money(line.paid)}
                  </span>
                </span>
                <Stepper
                  label={name}
                  value={units[line.id] ?? 0}
                  max={left}
                  onChange={(value) => setUnits({ ...units, [line.id]: value })}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-4 space-y-3">
        {canRefundShipping && (
          <Checkbox
            label={`Refund shipping (${money(order.shipping_paid)})`}
            checked={shipping}
            onChange={(event) => setShipping(event.target.checked)}
          />
        )}
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-zinc-900">Other amount ({order.currency})</span>
          <Input
            inputMode="decimal"
            placeholder="0"
            value={amountText}
            invalid={amount === null}
            aria-invalid={amount === null}
            onChange={(event) => setAmountText(event.target.value)}
          />
          {amount === null && <span className="mt-1 block text-red-700">Enter an amount such as 5 or 5.50.</span>}
        </label>
        <Checkbox
          label="Put the refunded items back in stock"
          checked={restock}
          disabled={chosen.length === 0 || order.status === 'cancelled'}
          onChange={(event) => setRestock(event.target.checked)}
        />
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-zinc-900">Reason (optional, shown to the buyer)</span>
          <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <p
          className="flex justify-between border-t border-zinc-200 pt-3 text-sm font-semibold text-zinc-900"
          aria-live="polite"
        >
          <span>Refund total</span>
          <span>{money(total)}</span>
        </p>
        {tooMuch && (
          <p className="text-sm text-red-700">That is more than the {money(order.refundable)} left to refund.</p>
        )}
      </div>
    </FormDialog>
  );
}
