import { randomBytes } from 'node:crypto';

import { describeBuildFailure } from './build-failure.js';
import { splitCommands } from './command-steps.js';
import { buildScript } from './deploy-script.js';
import type { RunLog } from './run-log.js';

type RunScript = (script: string) => Promise<{ code: number }>;

/**
 * The build step of a run: the commands cut into the ones a reader sees, each headed `$ command` in the
 * log as it starts, run as one script. When the build fails, the log gets the failure block and the
 * answer is the run's short reason with the exit code; null when every command succeeded.
 */
export async function runBuildCommands(
  run: RunScript,
  log: RunLog,
  input: { deployPath: string; commands: string; hasEnvFile: boolean },
): Promise<{ reason: string; exitCode: number } | null> {
  const pieces = await splitCommands(input.commands);
  // The run's own word: user output cannot print it to pass for a heading, as it cannot know it.
  const marker = `aerie-step-${randomBytes(12).toString('hex')}`;
  const output = log.followBuild(marker, pieces);
  let code: number;
  try {
    ({ code } = await run(buildScript({ ...input, pieces, marker })));
  } finally {
    log.endBuild();
  }
  if (code === 0) return null;
  const failure = describeBuildFailure(output, code);
  for (const line of failure.block) log.error(line);
  return { reason: failure.reason, exitCode: code };
}
