import { z } from 'zod';

import { BILLING_CURRENCIES } from './price-book.js';

/**
 * A billing currency in a request or a reply. Apart from the price book on purpose: the public pages read
 * the price book, and a zod schema built at import time would bring zod into their budget.
 */
export const billingCurrencyField = z.enum(BILLING_CURRENCIES, { error: 'Currency must be USD, GBP or NGN' });
