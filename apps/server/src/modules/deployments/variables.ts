import { shellQuote } from './deploy-script.js';

export interface Variable {
  key: string;
  value: string;
}

/**
 * KEY=VALUE lines (as saved, checked by the contract's `variablesProblem`) to entries. Blank lines and
 * `#` comments are skipped; the value is everything after the first `=`, as written.
 */
export function parseVariables(text: string): Variable[] {
  const variables: Variable[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    variables.push({ key: line.slice(0, equals).trim(), value: line.slice(equals + 1) });
  }
  return variables;
}

/** The `.env` file: one `KEY='value'` line each, quoted so `. ./.env` in a shell reads the value as it is. */
export function envFileContent(variables: Variable[]): string {
  return variables.map(({ key, value }) => `${key}=${shellQuote(value)}\n`).join('');
}

/** The values a log must never show: every non-empty value. */
export function secretValues(variables: Variable[]): string[] {
  return variables.map((variable) => variable.value).filter((value) => value.length > 0);
}
