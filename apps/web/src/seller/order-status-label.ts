/** An order status as words: "Partially refunded", "Paid". */
export function orderStatusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.slice(0, 1).toUpperCase() + words.slice(1);
}
