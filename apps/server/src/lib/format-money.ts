/** Minor units to what a person reads, in that currency ("$12.50", "€3.00"); receipts, orders and storefronts. */
export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
