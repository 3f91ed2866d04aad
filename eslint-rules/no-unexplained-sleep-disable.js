/**
 * `aerie/no-unexplained-sleep-disable`: turning `aerie/no-long-sleep` off needs a reason after `--`.
 *
 * A disable comment silences the rule it names, so the reason cannot be checked by that rule: this one
 * reads every `eslint-disable…` comment naming `aerie/no-long-sleep` and reports those with nothing after
 * ESLint's `--` separator, so the next reader learns why that wait stays short.
 */

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?\s+([\s\S]*)$/;
/** ESLint's own separator between a directive's rule list and its description. */
const DESCRIPTION_SEPARATOR = /\s-{2,}\s/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A comment that disables aerie/no-long-sleep says why after `--`.' },
    schema: [],
    messages: {
      noReason: 'Say why this wait stays short: // eslint-disable-next-line aerie/no-long-sleep -- <reason>',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = DIRECTIVE.exec(comment.value);
          if (!directive) continue;
          const [ruleList, ...description] = directive[1].split(DESCRIPTION_SEPARATOR);
          const namesRule = ruleList.split(',').some((rule) => rule.trim() === 'aerie/no-long-sleep');
          if (namesRule && !description.join('').trim()) context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};
