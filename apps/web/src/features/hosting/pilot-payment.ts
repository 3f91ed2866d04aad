import { HOSTING_RULES, type BillingCurrency, type PilotPlan } from '@aerie/contract';

import { formatPrice, minorFromMajor } from '@/lib/money';

import type { PilotPayment } from './api/buy-pilot';

export interface PilotChoice {
  planId: number | null;
  templateId: number | null;
}

export interface PilotPaymentContext {
  /** The project's workspace: the business the pilot is billed to. */
  workspaceId: number;
  projectUid: string;
}

/**
 * The payment init payload of docs/product.md § Buying a pilot for a pilot: region LON1, type 'pilot', action
 * 'create.pilot', and the promo code only when one was typed (docs/product.md § Buying a pilot). Null when the plan or
 * the template is missing, which the page answers with 'There is a problem. Please select a plan and template to
 * continue'.
 */
export function pilotPaymentBody(
  { planId, templateId }: PilotChoice,
  { workspaceId, projectUid }: PilotPaymentContext,
  discountCode: string,
): PilotPayment | null {
  if (!planId || !templateId) return null;
  const code = discountCode.trim();
  return {
    plan_id: planId,
    template_id: templateId,
    business_id: workspaceId,
    type: HOSTING_RULES.paymentType,
    action: HOSTING_RULES.paymentAction,
    region: HOSTING_RULES.region,
    project_id: projectUid,
    ...(code ? { discount_code: code } : {}),
  };
}

/**
 * A plan's monthly price as the cards show it: in the workspace's billing currency, which is what the
 * payment charges (price-pilot-purchase.ts). One currency per screen, the one paid in (issue 25).
 */
export function planPrice(
  plan: Pick<PilotPlan, 'dollar_price' | 'naira_price' | 'pound_price'>,
  currency: BillingCurrency = 'USD',
): string {
  // The catalogue sends these three in major units (list-pilot-catalogue.ts), unlike every other amount.
  const major = currency === 'NGN' ? plan.naira_price : currency === 'GBP' ? plan.pound_price : plan.dollar_price;
  return `${formatPrice(minorFromMajor(major, currency), currency)}/mo`;
}

const CHOICE_KEY = 'pilot_choice';

/**
 * docs/product.md § Buying a pilot: once chosen, plan_id and template_id are held locally. Session storage keeps them
 * across a reload of the Add Pilot page, per project, and never outlives the tab.
 */
export function rememberPilotChoice(projectUid: string, choice: PilotChoice, storage: Storage = sessionStorage): void {
  storage.setItem(CHOICE_KEY, JSON.stringify({ projectUid, ...choice }));
}

export function readPilotChoice(projectUid: string, storage: Storage = sessionStorage): PilotChoice {
  try {
    const stored = JSON.parse(storage.getItem(CHOICE_KEY) ?? 'null') as
      (Partial<PilotChoice> & { projectUid?: unknown }) | null;
    if (stored?.projectUid !== projectUid) return { planId: null, templateId: null };
    return { planId: wholeOrNull(stored.planId), templateId: wholeOrNull(stored.templateId) };
  } catch {
    return { planId: null, templateId: null };
  }
}

export function forgetPilotChoice(storage: Storage = sessionStorage): void {
  storage.removeItem(CHOICE_KEY);
}

function wholeOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
