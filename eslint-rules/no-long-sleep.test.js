import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

import noLongSleep from './no-long-sleep.js';
import noUnexplainedSleepDisable from './no-unexplained-sleep-disable.js';

// RuleTester makes one test case of each sample through the test runner's functions.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The test files are TypeScript: parse the samples as they are. The plugin is there so that comments
// disabling its rules name a rule that exists.
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser },
  plugins: { aerie: { rules: { 'no-long-sleep': noLongSleep } } },
});

ruleTester.run('no-long-sleep', noLongSleep, {
  valid: [
    'await new Promise((resolve) => setTimeout(resolve, 1000));',
    'setTimeout(flush, 1_000);',
    'setTimeout(flush);',
    'const STEP_MS = 200;\nsetTimeout(flush, STEP_MS * 5);',
    'await page.waitForTimeout(300);',
    "import { setTimeout as sleep } from 'node:timers/promises';\nawait sleep(500);",
    // Timeouts and clocks, not waits: a test's time limit, a socket's idle limit, fake and test clocks.
    'test.setTimeout(90_000);',
    'socket.setTimeout(5_000, onIdle);',
    'vi.advanceTimersByTime(60_000);',
    'clock.advance(15 * 60_000);',
    // A function of the file's own that happens to share the name.
    'function setTimeout(callback: () => void, ms: number) {}\nsetTimeout(() => {}, 5000);',
  ],
  invalid: [
    {
      code: 'await new Promise((resolve) => setTimeout(resolve, 2000));',
      errors: [{ messageId: 'tooLong', data: { milliseconds: 2000 } }],
    },
    { code: 'setInterval(poll, 1001);', errors: [{ messageId: 'tooLong', data: { milliseconds: 1001 } }] },
    {
      code: 'const WAIT_MS = 2 * 1000;\nsetTimeout(resolve, WAIT_MS);',
      errors: [{ messageId: 'tooLong', data: { milliseconds: 2000 } }],
    },
    { code: 'await page.waitForTimeout(1500);', errors: [{ messageId: 'tooLong', data: { milliseconds: 1500 } }] },
    {
      code: 'globalThis.setTimeout(resolve, 20_000);',
      errors: [{ messageId: 'tooLong', data: { milliseconds: 20000 } }],
    },
    {
      code: "import { setTimeout as sleep } from 'node:timers/promises';\nawait sleep(3000);",
      errors: [{ messageId: 'tooLong', data: { milliseconds: 3000 } }],
    },
    // Not constants: nothing says these stay short.
    { code: 'setTimeout(resolve, left + 100);', errors: [{ messageId: 'notConstant' }] },
    { code: 'setTimeout(callback, options.delayMs ?? 0);', errors: [{ messageId: 'notConstant' }] },
    { code: 'let waitMs = 500;\nsetTimeout(resolve, waitMs);', errors: [{ messageId: 'notConstant' }] },
    { code: 'await page.waitForTimeout(delay);', errors: [{ messageId: 'notConstant' }] },
  ],
});

ruleTester.run('no-unexplained-sleep-disable', noUnexplainedSleepDisable, {
  valid: [
    '// eslint-disable-next-line aerie/no-long-sleep -- a watchdog, cleared as soon as the child exits\nsetTimeout(kill, 5000);',
    'setTimeout(resolve, index * 15); // eslint-disable-line aerie/no-long-sleep -- three tries, 30 ms at most',
    '// eslint-disable-next-line no-console\nconsole.log(1);',
  ],
  invalid: [
    {
      code: '// eslint-disable-next-line aerie/no-long-sleep\nsetTimeout(resolve, waitMs);',
      errors: [{ messageId: 'noReason', line: 1 }],
    },
    {
      code: '// eslint-disable-next-line no-console, aerie/no-long-sleep\nsetTimeout(resolve, waitMs);',
      errors: [{ messageId: 'noReason', line: 1 }],
    },
    {
      code: '/* eslint-disable-next-line aerie/no-long-sleep -- */\nsetTimeout(resolve, waitMs);',
      errors: [{ messageId: 'noReason', line: 1 }],
    },
    {
      code: '/* eslint-disable aerie/no-long-sleep */\nsetTimeout(resolve, waitMs);',
      errors: [{ messageId: 'noReason' }],
    },
    {
      code: 'setTimeout(resolve, waitMs); // eslint-disable-line aerie/no-long-sleep',
      errors: [{ messageId: 'noReason' }],
    },
  ],
});
