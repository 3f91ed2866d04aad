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
  if (!disabledReason) return <PlainButton {...props} />;
  return (
    <UnavailableButton
      reason={disabledReason}
      buttonClassName={buttonClasses({ variant: props.variant, size: props.size })}
      className={props.className}
      aria-label={props['aria-label']}
    >
      {props.children}
    </UnavailableButton>
  );
}

/** As Button: no link then, an unavailable button with the reason. */
export function ButtonLink({ disabledReason, ...props }: ButtonLinkProps) {
  if (!disabledReason) return <PlainButtonLink {...props} />;
  return (
    <UnavailableButton
      reason={disabledReason}
      buttonClassName={buttonClasses({ variant: props.variant, size: props.size })}
      className={props.className}
      aria-label={props['aria-label']}
    >
      {props.children as ReactNode}
    </UnavailableButton>
  );
}
