// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NoticeBanner } from './notice-banner';
import { useNotice } from './use-notice';

function Screen({ hideAfterMs }: { hideAfterMs?: number | null }) {
  const notice = useNotice(hideAfterMs);
  return (
    <>
      <button type="button" onClick={() => notice.show('The project has been updated.')}>
        Save
      </button>
      <button type="button" onClick={() => notice.show('The server refused.', 'error')}>
        Fail
      </button>
      <NoticeBanner notice={notice} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useNotice with NoticeBanner', () => {
  it('shows the notice and clears it after 3.5 s', () => {
    render(<Screen />);
    click('Save');
    expect(screen.getByRole('status').textContent).toBe('The project has been updated.');
    act(() => vi.advanceTimersByTime(3499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('restarts the clock when a new notice replaces the last, and shows its tone', () => {
    render(<Screen hideAfterMs={2500} />);
    click('Save');
    act(() => vi.advanceTimersByTime(2000));
    click('Fail');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The server refused.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissed at once with its close button', () => {
    render(<Screen />);
    click('Save');
    click('Dismiss');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays until dismissed when it has no clock', () => {
    render(<Screen hideAfterMs={null} />);
    click('Save');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('The project has been updated.');
  });
});
