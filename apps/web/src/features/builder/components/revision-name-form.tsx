import { LIMITS, type WebsiteRevision } from '@aerie/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useNameWebsiteRevision } from '../api/name-website-revision';

interface RevisionNameFormProps {
  uuid: string;
  revision: WebsiteRevision;
  onDone: () => void;
}

/** Names a revision ("Before the redesign"); an empty name clears it. The server's field message shows under the box. */
export function RevisionNameForm({ uuid, revision, onDone }: RevisionNameFormProps) {
  const [name, setName] = useState(revision.name ?? '');
  const rename = useNameWebsiteRevision();
  const inputId = `revision-${revision.revision}-name`;
  const problem = rename.error
    ? ((rename.error instanceof ApiError ? rename.error.fieldError('name') : undefined) ?? rename.error.message)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ uuid, revision: revision.revision, name }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-zinc-700">
        Name of revision {revision.revision}
      </label>
      <div className="flex gap-1">
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIMITS.revisionNameMax}
          placeholder="Before the redesign"
          invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          className="h-8 min-w-0 flex-1 text-sm"
          autoFocus
        />
        <Button size="sm" variant="secondary" type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" loading={rename.isPending}>
          Save
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}
