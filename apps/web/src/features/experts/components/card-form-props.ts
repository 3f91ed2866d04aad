import type { HireExpert, HiredExpert } from '@aerie/contract';

import type { useHireExpert } from '../api/hire-expert';

export type HireChoiceBody = Pick<
  HireExpert,
  'quantity' | 'plan_id' | 'business_id' | 'need' | 'due_on' | 'project_id'
>;

/** What both card forms (sandbox, Stripe) are given by the card modal. */
export interface CardFormProps {
  /** The modal's footer button submits the form by this id. */
  formId: string;
  /** The hire as chosen on the form, with its brief; the card form adds the card and whom it belongs to. */
  hire: HireChoiceBody;
  hireExpert: ReturnType<typeof useHireExpert>;
  onHired: (hired: HiredExpert) => void;
}
