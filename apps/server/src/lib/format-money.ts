/**
 * Minor units to what a person reads, in that currency ("$12.50", "¥1,250", "KWD 1.250"): receipts,
 * orders, storefronts and e-mails. The contract's one money module (docs/architecture.md § Money).
 */
export { formatMoney } from '@aerie/contract';
