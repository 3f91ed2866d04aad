import { describe, expect, it } from 'vitest';

import { mergeLogLines } from './merge-log-lines';
import { aLine } from './test-support';

const seqs = (lines: ReadonlyArray<{ seq: number }>) => lines.map((line) => line.seq);

describe('mergeLogLines', () => {
  it('appends a stream’s next lines', () => {
    const shown = [aLine(1, 'a'), aLine(2, 'b')];
    expect(seqs(mergeLogLines(shown, [aLine(3, 'c'), aLine(4, 'd')]))).toEqual([1, 2, 3, 4]);
  });

  it('shows a line sent twice once (a resumed stream, a fetch that overlaps the stream)', () => {
    const shown = [aLine(1, 'a'), aLine(2, 'b'), aLine(3, 'c')];
    const merged = mergeLogLines(shown, [aLine(2, 'b'), aLine(3, 'c'), aLine(4, 'd'), aLine(4, 'd')]);
    expect(merged.map((line) => line.line)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts a line that arrives late in its place, not at the end', () => {
    const shown = [aLine(1, 'Running build commands…', 'system'), aLine(2, '$ npm run build', 'system')];
    const fromStream = mergeLogLines(shown, [aLine(5, 'Deployment finished.', 'system'), aLine(3, 'built')]);
    const fromFetch = mergeLogLines(fromStream, [aLine(4, 'four')]);
    expect(fromFetch.map((line) => line.line)).toEqual([
      'Running build commands…',
      '$ npm run build',
      'built',
      'four',
      'Deployment finished.',
    ]);
  });

  it('orders lines fetched out of order, and keeps the one shown when a seq comes again', () => {
    expect(seqs(mergeLogLines([], [aLine(3, 'c'), aLine(1, 'a'), aLine(2, 'b')]))).toEqual([1, 2, 3]);
    expect(mergeLogLines([aLine(1, 'shown')], [aLine(1, 'again')]).map((line) => line.line)).toEqual(['shown']);
  });

  it('gives back the same array when nothing is new, so nothing renders again', () => {
    const shown = [aLine(1, 'a'), aLine(2, 'b')];
    expect(mergeLogLines(shown, [])).toBe(shown);
    expect(mergeLogLines(shown, [aLine(2, 'b')])).toBe(shown);
  });
});
