import type { ReactNode } from 'react';

import {
  Button as PlainButton,
  ButtonLink as PlainButtonLink,
  buttonClasses,
  type ButtonLinkProps as PlainButtonLinkProps,
  type ButtonProps as PlainButtonProps,
} from './button';
import { UnavailableButton } from './unavailable-button';

export { buttonClasses };

/*
 * The dashboard's buttons, where a role may fall short (issue 24). Apart from button.tsx so that pages no
 * role applies to (the public site, sign-in) do not load the reason's tooltip: it would put /login over its
 * JavaScript budget.
 */

interface Gated {
  /**
   * Why the user may not take this action (their role, say): the button stays focusable, does nothing and
   * shows the reason on hover, focus and tap. `className` then places the wrapper the reason hangs from.
   */
  disabledReason?: string;
}
export type ButtonProps = PlainButtonProps & Gated;
export type ButtonLinkProps = PlainButtonLinkProps & Gated;

export function Button({ disabledReason, ...props }: ButtonProps) {
  return disabledReason ? unavailable(disabledReason, props) : <PlainButton {...props} />;
}

/** As Button: no link then, an unavailable button with the reason. */
export function ButtonLink({ disabledReason, ...props }: ButtonLinkProps) {
  return disabledReason ? unavailable(disabledReason, props) : <PlainButtonLink {...props} />;
}

function unavailable(reason: string, props: PlainButtonProps | PlainButtonLinkProps) {
  return (
    <UnavailableButton
      reason={reason}
      buttonClassName={buttonClasses({ variant: props.variant, size: props.size })}
      className={typeof props.className === 'string' ? props.className : undefined}
      aria-label={props['aria-label']}
    >
      {props.children as ReactNode}
    </UnavailableButton>
  );
}
