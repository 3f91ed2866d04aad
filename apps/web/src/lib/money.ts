/**
 * Money on screen comes from the contract's one money module (docs/architecture.md § Money), so the
 * admin, the dashboard, the storefront and the e-mails never disagree; screens keep importing it from here.
 */
export { formatMoney, formatPrice, minorDigits, minorFromMajor, parseMajor, toMajorText } from '@aerie/contract';
