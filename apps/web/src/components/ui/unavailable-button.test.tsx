// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Button } from './gated-button';

afterEach(cleanup);

const REASON = 'Only a developer or above can run deployments.';

describe('Button with disabledReason', () => {
  it('stays in the tab order, announced as unavailable and described by the reason', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabledReason={REASON}>
        Deploy now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deploy now' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(document.querySelector('[role="tooltip"]')?.id);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the reason on focus and on hover, and hides it on Escape and on leaving', async () => {
    render(<Button disabledReason={REASON}>Deploy now</Button>);
    const button = screen.getByRole('button', { name: 'Deploy now' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(REASON);
    await act(async () => fireEvent.keyDown(button, { key: 'Escape' }));
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => button.blur());
    await act(async () => fireEvent.mouseEnter(button.parentElement!));
    expect(screen.getByRole('tooltip').textContent).toBe(REASON);
    await act(async () => fireEvent.mouseLeave(button.parentElement!));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the reason on a tap, as phones have no hover, and hides it on a press elsewhere', async () => {
    render(
      <>
        <Button disabledReason={REASON}>Deploy now</Button>
        <p>Elsewhere</p>
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deploy now' }).parentElement!));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await act(async () => fireEvent.pointerDown(screen.getByText('Elsewhere')));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
