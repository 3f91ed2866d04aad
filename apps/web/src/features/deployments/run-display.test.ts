import { describe, expect, it } from 'vitest';

import { failureText, isRunActive, logLineTone, logTime, runDuration, shortSha, startedByText } from './run-display';

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
    expect(failureText('`npm run build` failed with exit code 3.', 3)).toBe('`npm run build` failed with exit code 3.');
    expect(failureText('The run was interrupted.', null)).toBe('The run was interrupted.');
  });
});

describe('logLineTone', () => {
  it('colours by exit status, not stream: output is plain on stdout and stderr alike, only a failure is red', () => {
    expect(logLineTone({ stream: 'stdout', line: 'built in 2 s' })).toBe('output');
    expect(logLineTone({ stream: 'stderr', line: "Cloning into '/var/www/shop'..." })).toBe('output');
    expect(logLineTone({ stream: 'stderr', line: 'npm notice New minor version of npm available!' })).toBe('output');
    expect(logLineTone({ stream: 'error', line: 'The last lines of `npm run build`:' })).toBe('failure');
  });

  it('tells a command’s heading from Aerie’s other lines', () => {
    expect(logLineTone({ stream: 'system', line: '$ npm run build' })).toBe('command');
    expect(logLineTone({ stream: 'system', line: 'Running build commands…' })).toBe('aerie');
    // Output that looks like a heading is still output: only Aerie writes system lines.
    expect(logLineTone({ stream: 'stdout', line: '$ rm -rf /' })).toBe('output');
  });
});
