/**
 * What a refund of an order is worth, in integer minor units (docs/product.md § Stores: refunds). Shared by
 * the server, which decides, and the seller admin, which shows the total before the seller confirms.
 *
 * - A line's paid amount is what the buyer paid for all its units: unit price × quantity − its discount
 *   share + its tax when prices do not include it.
 * - The first n units refunded of a line are worth ⌊paid × n ÷ quantity⌋; a refund of k more units after r
 *   were refunded takes ⌊paid × (r + k) ÷ quantity⌋ − ⌊paid × r ÷ quantity⌋. So refunding units one by one
 *   or all at once gives the same, and refunding every unit gives back exactly the line's paid amount.
 * - Shipping is refunded whole (shipping − its discount + its tax when not included), once.
 * - An extra amount is any whole number of minor units; the refund's total never exceeds what is left
 *   (the order's total less what earlier refunds took).
 */
export function lineRefundAmount(line: { paid: number; quantity: number }, refundedBefore: number, units: number) {
  const upTo = (count: number) => Math.floor((line.paid * count) / line.quantity);
  return upTo(refundedBefore + units) - upTo(refundedBefore);
}

export interface RefundChoice {
  lines: Array<{ line_id: number; quantity: number }>;
  shipping: boolean;
  amount: number;
}

export interface RefundableOrder {
  lines: Array<{ id: number; paid: number; quantity: number; refunded_quantity: number }>;
  shipping_paid: number;
  shipping_refunded: boolean;
}

/** The refund's parts: each chosen line's amount, shipping's, and their total with the extra amount. */
export function refundTotal(order: RefundableOrder, choice: RefundChoice) {
  const lines = choice.lines.map((chosen) => {
    const line = order.lines.find((candidate) => candidate.id === chosen.line_id);
    const amount = line ? lineRefundAmount(line, line.refunded_quantity, chosen.quantity) : 0;
    return { ...chosen, amount };
  });
  const shipping = choice.shipping && !order.shipping_refunded ? order.shipping_paid : 0;
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + shipping + choice.amount;
  return { lines, shipping, total };
}
