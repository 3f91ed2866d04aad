import { describe, expect, it } from 'vitest';

import { filterPeople, insertMention, mentionQueryAt } from './mention-input';

const ada = { id: 12, name: 'Ada Lovelace', avatar: null };
const grace = { id: 7, name: 'Grace Hopper', avatar: null };

describe('mentions in the composer', () => {
  it('finds the @word before the caret, not an e-mail address', () => {
    expect(mentionQueryAt('Hi @Lo', 6)).toEqual({ start: 3, query: 'Lo' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('Hi @Lo there', 12)).toBeNull();
  });

  it('filters by the start of any word of the name', () => {
    expect(filterPeople([ada, grace], 'hop')).toEqual([grace]);
    expect(filterPeople([ada, grace], '')).toEqual([ada, grace]);
  });

  it('writes the mention as the server reads it', () => {
    expect(insertMention('Hi @Lo!', 3, 6, ada)).toEqual({ text: 'Hi @[Ada Lovelace](user:12) !', caret: 28 });
  });
});
