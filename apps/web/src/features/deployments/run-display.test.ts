import { describe, expect, it } from 'vitest';

import { failureText, isRunActive, logTime, runDuration, shortSha, startedByText } from './run-display';

describe('runDuration', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, 0) + seconds * 1000).toISOString();

  it('reads seconds, minutes and hours', () => {
    expect(runDuration({ started_at: at(0), finished_at: at(48) })).toBe('48 s');
    expect(runDuration({ started_at: at(0), finished_at: at(125) })).toBe('2 min 05 s');
    expect(runDuration({ started_at: at(0), finished_at: at(3720) })).toBe('1 h 02 min');
  });

  it('shows a dash until the run has both ends', () => {
    expect(runDuration({ started_at: null, finished_at: null })).toBe('—');
    expect(runDuration({ started_at: at(0), finished_at: null })).toBe('—');
  });
});

describe('startedByText', () => {
  it('names the person who started a run, and the deployment for its own runs (schedule, push)', () => {
    const ada = { id: 7, first: 'Ada', last: 'Baker' };
    expect(startedByText({ triggered_by: 'user', started_by: ada })).toBe('Ada Baker');
    expect(startedByText({ triggered_by: 'user', started_by: null })).toBe('—');
    expect(startedByText({ triggered_by: 'deployment', started_by: null })).toBe('The deployment');
  });
});

describe('shortSha, isRunActive, logTime', () => {
  it('cuts a commit to 7 characters', () => {
    expect(shortSha('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortSha(null)).toBe('—');
  });

  it('treats queued and running as active', () => {
    expect(isRunActive('queued')).toBe(true);
    expect(isRunActive('running')).toBe(true);
    expect(isRunActive('timed_out')).toBe(false);
  });

  it('formats a line time as HH:MM:SS', () => {
    const utc = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
    });
    expect(logTime('2026-11-23T09:05:07.123Z', utc)).toBe('09:05:07');
    expect(logTime('not a date', utc)).toBe('');
  });
});

describe('failureText', () => {
  it('adds the exit code once: not again when the reason already names it', () => {
    expect(failureText('A build command failed', 127)).toBe('A build command failed (exit code 127)');
    expect(failureText('A build command failed (exit code 3): about to fail', 3)).toBe(
      'A build command failed (exit code 3): about to fail',
    );
    expect(failureText('The run was interrupted.', null)).toBe('The run was interrupted.');
  });
});
