import type { ExpertPricingOption, HiredExpert } from '@aerie/contract';

import type { useHireExpert } from '../api/hire-expert';

/** What both card forms (sandbox, Stripe) are given by the card modal. */
export interface CardFormProps {
  /** The modal's footer button submits the form by this id. */
  formId: string;
  hire: { quantity: number; plan_id: ExpertPricingOption['plan_id']; business_id: number };
  hireExpert: ReturnType<typeof useHireExpert>;
  onHired: (hired: HiredExpert) => void;
}
