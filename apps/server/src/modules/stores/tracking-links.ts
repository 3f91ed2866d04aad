/**
 * A tracking page for well-known carriers, so the buyer's shipped e-mail can link to it. Only a carrier
 * named here gets a link, always on its own https origin; the tracking number (letters, digits, spaces
 * and dashes by the contract's rule) goes in URL-encoded, so nothing a seller types can point the link
 * elsewhere. Any other carrier's number is shown as text only.
 */
const TRACKING_PAGES: ReadonlyArray<{ names: readonly string[]; url: (number: string) => string }> = [
  { names: ['ups'], url: (number) => `https://www.ups.com/track?tracknum=${number}` },
  { names: ['fedex'], url: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}` },
  { names: ['usps'], url: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}` },
  {
    names: ['dhl', 'dhl express'],
    url: (number) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${number}`,
  },
  { names: ['royal mail'], url: (number) => `https://www.royalmail.com/track-your-item#/tracking-results/${number}` },
];

const normalise = (carrier: string) => carrier.trim().toLowerCase().replace(/\s+/g, ' ');

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES.find((entry) => entry.names.includes(normalise(carrier)));
  const compact = trackingNumber.replace(/[\s-]/g, '');
  if (!page || !/^[A-Za-z0-9]+$/.test(compact)) return null;
  return page.url(encodeURIComponent(compact));
}
