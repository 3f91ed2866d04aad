/** What a cart, a checkout or an order adds up to, in integer minor units of its currency. */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** Everything taken off, shipping's discount included. */
  discount: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  /** The code the discount came from, when one did. */
  discountCode?: string | null | undefined;
  /** The tax's own name ("VAT", "Sales tax"); "Tax" when the store gave none. */
  taxName?: string | null | undefined;
}

export interface TotalsRow {
  kind: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total' | 'tax-included';
  label: string;
  /** Minor units; a discount is negative. */
  amount: number;
}

/**
 * The rows every place shows under an order's lines, in one order and with one wording: the storefront's
 * cart, checkout and receipt, the e-mails and the seller admin. Tax that the prices include is not added
 * again: it is said under the total ("Including VAT").
 */
export function orderTotalsRows(totals: OrderTotals): TotalsRow[] {
  const taxName = totals.taxName?.trim() || 'Tax';
  const rows: TotalsRow[] = [{ kind: 'subtotal', label: 'Subtotal', amount: totals.subtotal }];
  if (totals.discount > 0) {
    const label = totals.discountCode ? `Discount (${totals.discountCode})` : 'Discount';
    rows.push({ kind: 'discount', label, amount: -totals.discount });
  }
  rows.push({ kind: 'shipping', label: 'Shipping', amount: totals.shipping });
  if (totals.tax > 0 && !totals.taxIncluded) rows.push({ kind: 'tax', label: taxName, amount: totals.tax });
  rows.push({ kind: 'total', label: 'Total', amount: totals.total });
  if (totals.tax > 0 && totals.taxIncluded)
    rows.push({ kind: 'tax-included', label: `Including ${taxName}`, amount: totals.tax });
  return rows;
}
