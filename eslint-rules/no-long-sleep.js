/**
 * `aerie/no-long-sleep`: a test may not wait on the wall clock for more than a second.
 *
 * Behaviour that depends on time takes a clock the test moves (apps/server/test/support/test-clock.ts),
 * and anything else a test waits for is a condition it can poll (`expect.poll`) or an event it can await.
 * A sleep only guesses how long that takes: it is slow on a fast machine and flaky on a slow one. So this
 * rule reports `setTimeout` and `setInterval` (the globals, or the promise versions from
 * `node:timers/promises`) and Playwright's `waitForTimeout` when the delay is a constant over 1000 ms, or
 * not a constant at all, since then nothing says it stays short. A wait of up to a second stays allowed
 * for a test that must show something does NOT happen. A computed delay that is known to stay short (a
 * back-off of a few tries, a watchdog that only fires when something hangs) is kept by disabling the rule
 * on the line before it with the reason after `--`; `aerie/no-unexplained-sleep-disable` insists on the
 * reason.
 */

const LIMIT_MS = 1000;
const TIMER_NAMES = new Set(['setTimeout', 'setInterval']);
const PROMISE_TIMER_MODULES = new Set(['timers/promises', 'node:timers/promises']);
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'global']);

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** The number an expression always has (literals, arithmetic on them, `const`s bound to them), or undefined. */
function constantNumber(node, sourceCode, seen = new Set()) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'number' ? node.value : undefined;
    case 'UnaryExpression': {
      const value = constantNumber(node.argument, sourceCode, seen);
      if (value === undefined) return undefined;
      if (node.operator === '-') return -value;
      return node.operator === '+' ? value : undefined;
    }
    case 'BinaryExpression': {
      const left = constantNumber(node.left, sourceCode, seen);
      const right = constantNumber(node.right, sourceCode, seen);
      if (left === undefined || right === undefined) return undefined;
      const operations = {
        '+': () => left + right,
        '-': () => left - right,
        '*': () => left * right,
        '/': () => left / right,
        '%': () => left % right,
        '**': () => left ** right,
      };
      return operations[node.operator]?.();
    }
    case 'Identifier': {
      const variable = findVariable(sourceCode.getScope(node), node.name);
      const [definition, ...others] = variable?.defs ?? [];
      const isConst = definition?.type === 'Variable' && definition.parent.kind === 'const' && others.length === 0;
      if (!isConst || !definition.node.init || seen.has(variable)) return undefined;
      seen.add(variable);
      return constantNumber(definition.node.init, sourceCode, seen);
    }
    default:
      return undefined;
  }
}

/** The delay argument of a call that sleeps, or null when the call is not a timer. */
function delayOf(call, sourceCode) {
  const { callee } = call;
  if (callee.type === 'Identifier') {
    const variable = findVariable(sourceCode.getScope(call), callee.name);
    const definition = variable?.defs[0];
    if (!definition) return TIMER_NAMES.has(callee.name) ? (call.arguments[1] ?? null) : null;
    const isPromiseTimer =
      definition.type === 'ImportBinding' &&
      PROMISE_TIMER_MODULES.has(definition.parent.source.value) &&
      TIMER_NAMES.has(definition.node.imported?.name);
    return isPromiseTimer ? (call.arguments[0] ?? null) : null;
  }
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  const method = callee.property.name;
  if (method === 'waitForTimeout') return call.arguments[0] ?? null;
  const isGlobalTimer =
    TIMER_NAMES.has(method) && callee.object.type === 'Identifier' && GLOBAL_OBJECTS.has(callee.object.name);
  return isGlobalTimer ? (call.arguments[1] ?? null) : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Tests do not wait on the wall clock for more than a second.' },
    schema: [],
    messages: {
      tooLong:
        'This waits {{milliseconds}} ms on the wall clock. Poll for the condition (expect.poll), await the event, ' +
        'or move a test clock; a wait of at most 1000 ms is for showing that something does not happen.',
      notConstant:
        'This wait is not a constant, so it may last more than 1000 ms. Make it a constant of at most 1000 ms, or ' +
        'say why it stays short: // eslint-disable-next-line aerie/no-long-sleep -- <reason>',
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      CallExpression(call) {
        const delay = delayOf(call, sourceCode);
        if (!delay) return;
        const milliseconds = constantNumber(delay, sourceCode);
        if (milliseconds === undefined) context.report({ node: delay, messageId: 'notConstant' });
        else if (milliseconds > LIMIT_MS) context.report({ node: delay, messageId: 'tooLong', data: { milliseconds } });
      },
    };
  },
};
