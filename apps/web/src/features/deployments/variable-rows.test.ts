import { describe, expect, it } from 'vitest';

import { variableRows } from './variable-rows';

describe('variableRows', () => {
  it('lists each KEY=VALUE line once, skipping blanks and comments, keeping = inside values', () => {
    expect(variableRows('# build\nNODE_ENV=production\n\n  API_KEY = abc=def==\nEMPTY=\r\n')).toEqual([
      { key: 'NODE_ENV', value: 'production' },
      { key: 'API_KEY', value: ' abc=def==' },
      { key: 'EMPTY', value: '' },
    ]);
    expect(variableRows('')).toEqual([]);
  });
});
