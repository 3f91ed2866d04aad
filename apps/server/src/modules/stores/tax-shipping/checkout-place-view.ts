import { COUNTRY_NAMES, type CountryCode } from '@aerie/contract';

import { escapeHtml } from '../../../lib/escape-html.js';
import { formatMoney } from '../../../lib/format-money.js';
import type { CheckoutQuote, PlaceChoice } from './checkout-quote.js';

/**
 * The checkout's "where it goes" fields (issue 30 § 3 and § 6), script-free: the country is a list (the
 * store's zones' countries), a region list appears when the seller taxes regions of that country, and the
 * zone's rates are radio buttons. "Update totals" posts the form back (intent=update), so the page is priced
 * again for the new choice without holding anything; the form is kept.
 */
export function placeFieldsHtml(quote: CheckoutQuote, choice: PlaceChoice): string {
  const options = quote.places.countries
    .map(
      (code) =>
        `<option value="${code}"${code === choice.country ? ' selected' : ''}>${escapeHtml(COUNTRY_NAMES[code])}</option>`,
    )
    .join('');
  const placeholder = quote.places.countries.includes(choice.country as CountryCode)
    ? ''
    : '<option value="" selected>Choose a country</option>';
  const country = `<div class="field"><label for="country">Country</label><select id="country" name="country" autocomplete="country" required>${placeholder}${options}</select></div>`;
  const regions = quote.places.regions.get(choice.country) ?? [];
  const region = regions.length
    ? `<div class="field"><label for="region">State or region</label><select id="region" name="region" autocomplete="address-level1"><option value="">Other</option>${regions
        .map(
          (code) =>
            `<option value="${escapeHtml(code)}"${code === choice.region ? ' selected' : ''}>${escapeHtml(code)}</option>`,
        )
        .join('')}</select></div>`
    : '';
  return `${country}${region}`;
}

export const UPDATE_TOTALS_BUTTON = `<button class="secondary" type="submit" name="intent" value="update" formnovalidate>Update totals</button>`;

/** The zone's rates for the chosen country, the one the totals use checked. Empty for a flat-rate store. */
export function shippingChoiceHtml(quote: CheckoutQuote, currency: string): string {
  if (quote.offer?.kind !== 'zone') return '';
  const rows = quote.offer.options
    .map((option, index) => {
      const price = option.charge === 0 ? 'Free' : escapeHtml(formatMoney(option.charge, currency));
      const checked = option.name === quote.shippingMethod ? ' checked' : '';
      const id = `shipping-${index}`;
      return `<div class="choice"><input type="radio" id="${id}" name="shipping" value="${escapeHtml(option.name)}"${checked}><label for="${id}">${escapeHtml(option.name)} — ${price}</label></div>`;
    })
    .join('');
  return `<fieldset><legend>Shipping</legend>${rows}</fieldset>`;
}
