import type { AppContext } from '../../context.js';
import type { BillingCycleScope, BillingCycleStep } from './purchasable.js';
import { remindAndEndUnpaidPlans } from './plan-renewals.js';
import { billingComposition } from './purchasables.js';
import { switchScheduledPlans } from './switch-scheduled-plans.js';

/**
 * Billing's own steps; the other domains' (expert engagements, site plans, pilots) come after them, in the
 * order the composition root lists them (src/compose-domains.ts).
 */
const OWN_STEPS: ReadonlyArray<readonly [name: string, step: BillingCycleStep]> = [
  ['switch scheduled plans', switchScheduledPlans],
  ['remind of and end unpaid plans', remindAndEndUnpaidPlans],
];

/**
 * Runs the billing cycle: the worker every few minutes with the clock's time, and the development test
 * clock (plugins/dev-test-clock.ts) with a time ahead for one workspace, as a provider's test clock does.
 */
export async function runBillingCycle(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  // A failed step is logged and the others still run (the next tick retries it).
  for (const [name, step] of [...OWN_STEPS, ...billingComposition().cycleSteps]) {
    await step(ctx, scope).catch((error: unknown) =>
      ctx.logger.error({ err: error, step: name }, 'billing cycle step failed'),
    );
  }
}
