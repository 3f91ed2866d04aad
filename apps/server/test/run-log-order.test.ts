import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runLogLines, startDeploySetting, startRun, waitForRun } from './support/deployment-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';

/**
 * A run's log as the user reads it (issue 28, "What a new user tripped on"): lines in the order the build
 * wrote them whichever stream they took, each build command headed by `$ command`, "Deployment finished."
 * last, and a failure that names the failing command, its exit code and its last lines.
 */
let sshd: TestSshd;
let setting: Awaited<ReturnType<typeof startDeploySetting>>;

beforeAll(async () => {
  sshd = await startSshd();
  setting = await startDeploySetting(sshd);
});
afterAll(async () => {
  await setting?.close();
  await sshd?.stop();
});

/** Deploys `commands` and returns the ended run with its stored log. */
async function deployCommands(commands: string, variables?: string) {
  const { t, team } = setting;
  const deployment = await setting.deployment({ commands, variables });
  const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
  const lines = await runLogLines(t, run.id);
  return { run, lines };
}

/** The log from the build on: what a reader sees under "Running build commands…". */
function buildPart(lines: Array<{ stream: string; line: string }>): Array<[string, string]> {
  const start = lines.findIndex((entry) => entry.line === 'Running build commands…');
  expect(start).toBeGreaterThan(-1);
  return lines.slice(start + 1).map((entry) => [entry.stream, entry.line]);
}

describe('the order of a run’s log', () => {
  it('keeps four commands’ stdout and stderr in the order written, each headed, and ends with finished', async () => {
    // The third command ends its output without a newline and the fourth writes only to stderr: the
    // case the user saw, where the third command's output came after the fourth's and after "finished".
    const commands = [
      'echo one-out; sleep 0.05; echo one-err >&2',
      'echo two-err >&2; sleep 0.05; echo two-out',
      "sleep 0.05; printf 'three-out-without-newline'",
      'echo four-err >&2; sleep 0.05; echo four-err-again >&2; printf four-last',
    ].join('\n');
    const { run, lines } = await deployCommands(commands);
    expect(run.status, JSON.stringify(lines)).toBe('succeeded');
    expect(lines.map((entry) => entry.seq)).toEqual(lines.map((_, index) => index + 1));
    expect(buildPart(lines)).toEqual([
      ['system', '$ echo one-out; sleep 0.05; echo one-err >&2'],
      ['stdout', 'one-out'],
      ['stdout', 'one-err'],
      ['system', '$ echo two-err >&2; sleep 0.05; echo two-out'],
      ['stdout', 'two-err'],
      ['stdout', 'two-out'],
      ['system', "$ sleep 0.05; printf 'three-out-without-newline'"],
      ['stdout', 'three-out-without-newline'],
      ['system', '$ echo four-err >&2; sleep 0.05; echo four-err-again >&2; printf four-last'],
      ['stdout', 'four-err'],
      ['stdout', 'four-err-again'],
      ['stdout', 'four-last'],
      ['system', 'Deployment finished.'],
    ]);
  });

  it('heads multi-line constructs once, and cd and export still carry from one command to the next', async () => {
    const commands = [
      '# prepare',
      'mkdir -p sub && cd sub',
      'export GREETING=hello',
      'if [ "$GREETING" = hello ]; then',
      '  echo "in $(basename "$PWD")"',
      'else',
      '  echo wrong',
      'fi',
      'cat <<EOF',
      'heredoc $GREETING',
      'EOF',
      'echo continued \\',
      '  across lines',
      'for word in a b; do',
      '  echo "word $word"',
      'done',
      '',
      'echo "quote spanning',
      'two lines"',
      'echo last',
    ].join('\n');
    const { run, lines } = await deployCommands(commands);
    expect(run.status, JSON.stringify(lines)).toBe('succeeded');
    expect(buildPart(lines)).toEqual([
      ['system', '$ mkdir -p sub && cd sub'],
      ['system', '$ export GREETING=hello'],
      ['system', '$ if [ "$GREETING" = hello ]; then\n  echo "in $(basename "$PWD")"\nelse\n  echo wrong\nfi'],
      ['stdout', 'in sub'],
      ['system', '$ cat <<EOF\nheredoc $GREETING\nEOF'],
      ['stdout', 'heredoc hello'],
      ['system', '$ echo continued \\\n  across lines'],
      ['stdout', 'continued across lines'],
      ['system', '$ for word in a b; do\n  echo "word $word"\ndone'],
      ['stdout', 'word a'],
      ['stdout', 'word b'],
      ['system', '$ echo "quote spanning\ntwo lines"'],
      ['stdout', 'quote spanning'],
      ['stdout', 'two lines'],
      ['system', '$ echo last'],
      ['stdout', 'last'],
      ['system', 'Deployment finished.'],
    ]);
  });

  it('cannot be fooled by output that looks like a heading', async () => {
    const { run, lines } = await deployCommands("echo '$ rm -rf /'\necho aerie-step-0 0");
    expect(run.status).toBe('succeeded');
    expect(buildPart(lines)).toEqual([
      ['system', "$ echo '$ rm -rf /'"],
      ['stdout', '$ rm -rf /'],
      ['system', '$ echo aerie-step-0 0'],
      ['stdout', 'aerie-step-0 0'],
      ['system', 'Deployment finished.'],
    ]);
  });
});

describe('a failed build', () => {
  it('names the failing command and its exit code, and repeats its last lines (masked) as an error block', async () => {
    const secret = 'sup3r-s3cret-value';
    const noisy = Array.from({ length: 15 }, (_, index) => `echo "build line ${index + 1}"`).join('; ');
    const commands = [
      'echo "Node.js v20.20.2" >&2',
      `{ ${noisy}; echo "token $TOKEN" >&2; echo "error: the build broke" >&2; exit 7; }`,
      'echo never',
    ].join('\n');
    const { run, lines } = await deployCommands(commands, `TOKEN=${secret}`);
    const failing = `{ ${noisy}; echo "token $TOKEN" >&2; echo "error: the build broke" >&2; exit 7; }`;
    const shortName = `${failing.slice(0, 60).trimEnd()}…`;
    expect(run).toMatchObject({ status: 'failed', exitCode: 7 });
    expect(run.failureReason).toBe(`\`${shortName}\` failed with exit code 7.`);
    expect(run.failureReason!.length).toBeLessThanOrEqual(300);

    const errors = lines.filter((entry) => entry.stream === 'error').map((entry) => entry.line);
    expect(errors).toEqual([
      `The last lines of \`${shortName}\`:`,
      ...Array.from({ length: 8 }, (_, index) => `  build line ${index + 8}`),
      `  token ${DEPLOYMENT_MESSAGES.masked}`,
      '  error: the build broke',
    ]);
    // The block comes right before the closing line, and nothing after the failing command ran.
    const texts = lines.map((entry) => entry.line);
    expect(texts.at(-1)).toBe(`Failed: ${run.failureReason}`);
    expect(texts.indexOf('  error: the build broke')).toBe(texts.length - 2);
    expect(texts).not.toContain('never');
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('names a plain command as it was written', async () => {
    const { run, lines } = await deployCommands('echo preparing\nls does-not-exist\necho never');
    expect(run).toMatchObject({ status: 'failed', exitCode: 2 });
    expect(run.failureReason).toBe('`ls does-not-exist` failed with exit code 2.');
    const errors = lines.filter((entry) => entry.stream === 'error').map((entry) => entry.line);
    expect(errors[0]).toBe('The last lines of `ls does-not-exist`:');
    expect(errors[1]).toMatch(/^ {2}ls: cannot access .*does-not-exist/);
  });

  it('says when no command ran at all (a syntax error) and shows what bash said', async () => {
    const { run, lines } = await deployCommands('echo first\nif true; then\necho unterminated');
    expect(run).toMatchObject({ status: 'failed', exitCode: 2 });
    expect(run.failureReason).toBe('The build commands failed with exit code 2 before the first of them ran.');
    const errors = lines.filter((entry) => entry.stream === 'error').map((entry) => entry.line);
    expect(errors[0]).toBe('The last lines of the build’s output:');
    expect(errors.join('\n')).toMatch(/syntax error/);
    expect(lines.map((entry) => entry.line)).not.toContain('first');
  });

  it('still names the failing command when the log has run out of lines', async () => {
    const { logLinesMax } = DEPLOYMENT_RULES;
    const { run, lines } = await deployCommands(`seq 1 ${logLinesMax + 10}\necho "the real error"; exit 4`);
    expect(run).toMatchObject({ status: 'failed', exitCode: 4 });
    expect(run.failureReason).toBe('`echo "the real error"; exit 4` failed with exit code 4.');
    expect(lines).toHaveLength(logLinesMax);
  });
});
