import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { commandName, describeBuildFailure } from '../src/modules/deployments/build-failure.js';
import { BuildOutput } from '../src/modules/deployments/build-output.js';
import { isRunnable, splitCommands } from '../src/modules/deployments/command-steps.js';
import { buildScript } from '../src/modules/deployments/deploy-script.js';
import { RunLog } from '../src/modules/deployments/run-log.js';
import type { Queryable } from '../src/db/client.js';

const execFileAsync = promisify(execFile);

/** The build commands cut as the log heads them, and the script around them, without a server. */
describe('splitCommands', () => {
  it('keeps constructs that span lines whole, and every other line a command of its own', async () => {
    const pieces = [
      'npm ci',
      'export NODE_ENV=production',
      '# a comment',
      '',
      'if [ -f artisan ]; then\n  php artisan migrate --force\nfi',
      'case "$1" in\n  a) echo a ;;\n  *) echo other ;;\nesac',
      'deploy() {\n  echo deploying\n}',
      'cat <<-EOF > out.txt\n\tbody $HOME\n\tEOF',
      "cat <<'END'\nif unclosed\nEND",
      'echo one \\\n  two \\\n  three',
      'npm run build &&\n  npm test',
      'echo "a\nb"',
      'ls | \n  wc -l',
      'for i in 1 2; do echo $i; done',
    ];
    expect(await splitCommands(pieces.join('\n'))).toEqual(pieces);
  });

  it('joins a line ending in a backslash to the next even in a comment: one heading, the same run', async () => {
    expect(await splitCommands('echo a # note \\\necho b\necho c')).toEqual(['echo a # note \\\necho b', 'echo c']);
  });

  it('cuts nothing that would change what runs: the pieces joined are the text as written', async () => {
    const text = 'echo a\r\nwhile read -r line; do\n  echo "$line"\ndone < file\n\necho "unterminated\n';
    expect((await splitCommands(text)).join('\n')).toBe(text);
  });

  it('leaves a syntax error as the last piece, for bash to refuse the script with', async () => {
    expect(await splitCommands('echo first\nif true; then\necho never closed')).toEqual([
      'echo first',
      'if true; then\necho never closed',
    ]);
  });

  it('gives blank lines and comments no heading', () => {
    expect(isRunnable('')).toBe(false);
    expect(isRunnable('  # only a comment')).toBe(false);
    expect(isRunnable('# setup\n  npm ci')).toBe(true);
  });
});

describe('buildScript', () => {
  it('prints the marker before each runnable piece, in one script where cd and export carry', async () => {
    const pieces = await splitCommands('cd /\nexport X=1\n# note\nif true; then\n  echo "in $PWD $X"\nfi');
    const script = buildScript({ deployPath: '/tmp', pieces, marker: 'mark', hasEnvFile: false });
    const { stdout } = await execFileAsync('bash', ['-c', script]);
    expect(stdout).toBe('mark 0\nmark 1\nmark 3\nin / 1\n');
  });

  it('joins stderr to stdout, so lines stay in the order they were written', async () => {
    const script = buildScript({
      deployPath: '/tmp',
      pieces: ['echo a >&2; echo b; echo c >&2'],
      marker: 'm',
      hasEnvFile: false,
    });
    const { stdout, stderr } = await execFileAsync('bash', ['-c', script]);
    expect([stdout, stderr]).toEqual(['m 0\na\nb\nc\n', '']);
  });
});

describe('BuildOutput', () => {
  it('reads a heading only from its own marker and a piece that exists, after output left open', () => {
    const output = new BuildOutput('aerie-step-abc', ['npm ci', 'npm run build\n']);
    expect(output.heading('aerie-step-abc 0')).toEqual({ before: '', index: 0, command: 'npm ci' });
    expect(output.heading('progress 100%aerie-step-abc 1')).toEqual({
      before: 'progress 100%',
      index: 1,
      command: 'npm run build',
    });
    expect(output.heading('aerie-step-abc 2')).toBeNull();
    expect(output.heading('aerie-step-xyz 0')).toBeNull();
    expect(output.heading('aerie-step-abc 1 and more')).toBeNull();
  });

  it('keeps the current command’s last ten lines', () => {
    const output = new BuildOutput('m', ['a', 'b\n']);
    output.record('before any command');
    expect(output.command).toBeNull();
    output.start(1);
    for (let line = 1; line <= 12; line += 1) output.record(`line ${line}`);
    expect(output.command).toBe('b');
    expect(output.lastLines).toEqual(Array.from({ length: 10 }, (_, index) => `line ${index + 3}`));
  });
});

describe('RunLog following a build', () => {
  it('heads each command, gives output left open to the command that printed it, and logs Aerie’s lines after it', async () => {
    const stored: Array<[string, string]> = [];
    const db = {
      insert: () => ({
        values: async (rows: Array<{ stream: string; line: string }>) => {
          stored.push(...rows.map((row): [string, string] => [row.stream, row.line]));
        },
      }),
    } as unknown as Queryable;
    const log = new RunLog(db, 1);
    const output = log.followBuild('m', ['printf one', 'printf two']);
    log.output('stdout', Buffer.from('m 0\none-without-newlinem 1\ntw'));
    log.output('stdout', Buffer.from('o'));
    log.endBuild();
    log.system('Deployment finished.');
    await log.close();
    expect(stored).toEqual([
      ['system', '$ printf one'],
      ['stdout', 'one-without-newline'],
      ['system', '$ printf two'],
      ['stdout', 'two'],
      ['system', 'Deployment finished.'],
    ]);
    expect([output.command, output.lastLines]).toEqual(['printf two', ['two']]);
  });
});

describe('describeBuildFailure', () => {
  it('names the failing command and its exit code, and quotes its last lines', () => {
    expect(describeBuildFailure({ command: 'npm run build', lastLines: ['Node.js v20.20.2', 'Error: x'] }, 1)).toEqual({
      reason: '`npm run build` failed with exit code 1.',
      block: ['The last lines of `npm run build`:', '  Node.js v20.20.2', '  Error: x'],
    });
    expect(describeBuildFailure({ command: 'test -f dist/index.html', lastLines: [] }, 1).block).toEqual([
      '`test -f dist/index.html` printed nothing.',
    ]);
  });

  it('says when the build stopped before its first command', () => {
    expect(describeBuildFailure({ command: null, lastLines: ['bash: syntax error'] }, 2)).toEqual({
      reason: 'The build commands failed with exit code 2 before the first of them ran.',
      block: ['The last lines of the build’s output:', '  bash: syntax error'],
    });
  });

  it('keeps the reason short: a long or multi-line command is named by the start of its first line', () => {
    expect(commandName('if [ -f artisan ]; then\n  php artisan migrate\nfi')).toBe('if [ -f artisan ]; then…');
    expect(commandName(`echo ${'x'.repeat(300)}`)).toBe(`echo ${'x'.repeat(55)}…`);
    const reason = describeBuildFailure({ command: 'y'.repeat(5000), lastLines: [] }, 255).reason;
    expect(reason.length).toBeLessThanOrEqual(300);
  });
});
