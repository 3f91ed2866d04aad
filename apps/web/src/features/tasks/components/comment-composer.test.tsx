// @vitest-environment jsdom
import type { ThreadPerson } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CommentComposer } from './comment-composer';

afterEach(cleanup);

const people: ThreadPerson[] = [{ id: 7, name: 'Bo Colleague', avatar: null }];

describe('the comment composer', () => {
  it('keeps what is typed right after a mention is picked where it was typed', async () => {
    render(<CommentComposer people={people} submitLabel="Comment" isPending={false} onSubmit={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Comment' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hi @Bo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const withMention = box.value;
    expect(withMention).toBe('Hi @[Bo Colleague](user:7) ');
    // The next key comes before the browser's next frame: the caret must already be after the mention.
    expect(box.selectionStart).toBe(withMention.length);
    fireEvent.change(box, { target: { value: `${withMention}*` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.selectionStart).toBe(withMention.length + 1);
  });
});
