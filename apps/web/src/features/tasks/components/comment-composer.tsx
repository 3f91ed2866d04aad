import { COMMENT_MAX, type ThreadPerson } from '@aerie/contract';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';

import { filterPeople, insertMention, mentionQueryAt } from '../mention-input';

export interface CommentComposerProps {
  people: readonly ThreadPerson[];
  initial?: string;
  submitLabel: string;
  isPending: boolean;
  /** A field message from the server (an unknown mention, a body too long). */
  error?: string | null;
  onSubmit: (body: string) => void;
  onCancel?: () => void;
}

/**
 * The comment box (docs/product.md § Comments): typing @ opens a list of the project's people, filtered as
 * you type; ↑/↓ move, Enter or Tab picks, Escape closes. Ctrl+Enter (⌘+Enter) sends.
 */
export function CommentComposer({
  people,
  initial = '',
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  /**
   * Where the caret goes once a picked mention is in the box. Placed as React commits the new text, before
   * the next key is handled: placed a frame later, it moved back over what the person typed meanwhile.
   */
  const caretAfterMention = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterMention.current === null) return;
    textarea.current?.setSelectionRange(caretAfterMention.current, caretAfterMention.current);
    caretAfterMention.current = null;
  });
  const mention = dismissed ? null : mentionQueryAt(text, caret);
  const suggestions = mention ? filterPeople(people, mention.query) : [];
  const isOpen = suggestions.length > 0;

  const choose = (person: ThreadPerson) => {
    if (!mention) return;
    const next = insertMention(text, mention.start, caret, person);
    setText(next.text);
    setCaret(next.caret);
    caretAfterMention.current = next.caret;
  };

  const send = () => {
    if (text.trim()) onSubmit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (isOpen && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      choose(suggestions[Math.min(active, suggestions.length - 1)]!);
    } else if (isOpen && event.key === 'Escape') {
      // The list closes; the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {submitLabel}
      </label>
      <div className="relative">
        <textarea
          ref={textarea}
          id={`${id}-body`}
          value={text}
          rows={3}
          maxLength={COMMENT_MAX}
          placeholder="Write a comment… Type @ to mention someone."
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={`${id}-people`}
          aria-autocomplete="list"
          aria-activedescendant={isOpen ? `${id}-person-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
            setDismissed(false);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          className="block w-full resize-y rounded-lg border border-zinc-300 px-3 py-2 text-sm text-zinc-900 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
        />
        {isOpen && (
          <ul
            id={`${id}-people`}
            role="listbox"
            aria-label="People to mention"
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-auto rounded-lg border border-zinc-200 bg-white py-1 shadow-lg sm:right-auto sm:w-72"
          >
            {suggestions.map((person, index) => (
              <li
                key={person.id}
                id={`${id}-person-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(person);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-accent-50 text-accent-800' : 'text-zinc-800'}`}
              >
                {person.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={isPending} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
