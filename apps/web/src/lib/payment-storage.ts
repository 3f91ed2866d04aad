/**
 * What the browser remembers between leaving for the checkout page and coming back (docs/product.md § Payment return):
 * the transaction's reference and what was being bought. Local storage, because the provider's redirect lands in a
 * fresh page load, possibly in a new tab.
 */
export const PAYMENT_REFERENCE_KEY = 'reference_no';
export const PAYMENT_TYPE_KEY = 'payment_type';
/** A site plan bought from the builder also remembers which site, to reopen it after the payment. */
export const PAYMENT_WEBSITE_KEY = 'payment_website';
/** A pilot (bought or renewed) also remembers its project, so the return page can open its hosting page. */
export const PAYMENT_PROJECT_KEY = 'payment_project';

export interface StoredPayment {
  reference: string;
  type: string;
  /** For type 'website': the site and its project, so the return page can open the builder again. */
  website?: { uuid: string; projectUid: string };
  /** For type 'pilot': the project whose Hosting page the return page opens afterwards. */
  projectUid?: string;
}

export function rememberPayment(
  { reference, type, website, projectUid }: StoredPayment,
  storage: Storage = localStorage,
): void {
  storage.setItem(PAYMENT_REFERENCE_KEY, reference);
  storage.setItem(PAYMENT_TYPE_KEY, type);
  if (website) storage.setItem(PAYMENT_WEBSITE_KEY, JSON.stringify(website));
  else storage.removeItem(PAYMENT_WEBSITE_KEY);
  if (projectUid) storage.setItem(PAYMENT_PROJECT_KEY, projectUid);
  else storage.removeItem(PAYMENT_PROJECT_KEY);
}

/** The stored payment, or null when either half is missing (a return page opened by hand). */
export function readPayment(storage: Storage = localStorage): StoredPayment | null {
  const reference = storage.getItem(PAYMENT_REFERENCE_KEY);
  const type = storage.getItem(PAYMENT_TYPE_KEY);
  if (!reference || !type) return null;
  const website = readWebsite(storage.getItem(PAYMENT_WEBSITE_KEY));
  const projectUid = storage.getItem(PAYMENT_PROJECT_KEY);
  return {
    reference,
    type,
    ...(website ? { website } : {}),
    ...(projectUid ? { projectUid } : {}),
  };
}

function readWebsite(stored: string | null): StoredPayment['website'] | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<NonNullable<StoredPayment['website']>>;
    return typeof value.uuid === 'string' && typeof value.projectUid === 'string'
      ? { uuid: value.uuid, projectUid: value.projectUid }
      : null;
  } catch {
    return null;
  }
}

export function forgetPayment(storage: Storage = localStorage): void {
  storage.removeItem(PAYMENT_REFERENCE_KEY);
  storage.removeItem(PAYMENT_TYPE_KEY);
  storage.removeItem(PAYMENT_WEBSITE_KEY);
  storage.removeItem(PAYMENT_PROJECT_KEY);
}
