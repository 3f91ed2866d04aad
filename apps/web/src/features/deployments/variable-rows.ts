import { ENV_KEY } from '@aerie/contract';

export interface VariableRow {
  key: string;
  value: string;
}

/**
 * The saved variables as rows to show masked (issue 28: values hidden until revealed, as Vercel and Coolify do).
 * Blank lines and `#` comments are skipped as the server skips them; a saved text has valid keys already.
 */
export function variableRows(text: string): VariableRow[] {
  return text.split(/\r?\n/).flatMap((raw) => {
    const line = raw.trim();
    const equals = line.indexOf('=');
    if (!line || line.startsWith('#') || equals === -1) return [];
    const key = line.slice(0, equals).trim();
    return ENV_KEY.test(key) ? [{ key, value: line.slice(equals + 1) }] : [];
  });
}
