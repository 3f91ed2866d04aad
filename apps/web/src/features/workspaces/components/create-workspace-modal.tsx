import { CreateWorkspaceSchema, MESSAGES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateWorkspace, type CreateWorkspaceInput } from '../api/create-workspace';

const FormSchema = CreateWorkspaceSchema.omit({ type: true });
type FormValues = z.input<typeof FormSchema>;
const EMPTY: FormValues = { name: '', email: '', phone: '' };
const FIELDS = ['name', 'email', 'phone'] as const;

export interface CreateWorkspaceModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Create New Workspace (docs/product.md § Creating a workspace, § Error catalogue). Closing, by any means, clears the
 * form and its error.
 */
export function CreateWorkspaceModal({ open, onOpenChange }: CreateWorkspaceModalProps) {
  const navigate = useNavigate();
  const createWorkspace = useCreateWorkspace();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CreateWorkspaceInput>({
    resolver: zodResolver(FormSchema),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control: form.control });
  const isIncomplete = [values.name, values.email, values.phone].some((value) => !value?.trim());

  const close = () => {
    form.reset(EMPTY);
    createWorkspace.reset();
    setFailure(null);
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    createWorkspace.mutate(input, {
      onSuccess: () => {
        close();
        void navigate('/dashboard');
      },
      onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create New Workspace"
      description="A workspace holds its own projects, team and billing."
      onSubmit={onSubmit}
      submitLabel="Create Workspace"
      canSubmit={!isIncomplete}
      isPending={createWorkspace.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField control={form.control} name="name" label="Workspace Name" id="workspace-name">
        {(field) => <Input {...field} autoComplete="organization" />}
      </FormField>
      <FormField control={form.control} name="email" label="Workspace Email" id="workspace-email">
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </FormField>
      <FormField control={form.control} name="phone" label="Workspace Phone Number" id="workspace-phone">
        {(field) => <Input {...field} type="tel" autoComplete="tel" />}
      </FormField>
      {isIncomplete && <p className="text-sm text-zinc-500">{MESSAGES.enterAllInputFields}</p>}
    </FormDialog>
  );
}
