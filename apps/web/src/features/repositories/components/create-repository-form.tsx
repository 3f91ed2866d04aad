import {
  CreateRepositorySchema,
  GIT_PLATFORM_NAMES,
  REPOSITORY_MESSAGES,
  REPOSITORY_RULES,
  type GitPlatform,
  type Integration,
} from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateRepository } from '../api/create-repository';

/** The form's fields: the contract's own rules, without the project (the page supplies it). */
const CreateRepositoryFormSchema = CreateRepositorySchema.pick({
  name: true,
  description: true,
  private: true,
  platform: true,
});
type FormValues = z.input<typeof CreateRepositoryFormSchema>;
type FormOutput = z.output<typeof CreateRepositoryFormSchema>;

export interface CreateRepositoryFormProps {
  projectUid: string;
  workspaceSlug: string;
  /** The workspace's platforms; the connected ones are offered next to Aerie Git. */
  integrations: Integration[];
  onCreated: (message: string) => void;
  onCancel: () => void;
}

/**
 * Create new Repository (docs/product.md § Creating a repository, § Repository calls): name, description, private, and
 * where: Aerie Git always, or a platform the workspace has connected. The name follows the contract's rule and says so
 * beside the field.
 */
export function CreateRepositoryForm({
  projectUid,
  workspaceSlug,
  integrations,
  onCreated,
  onCancel,
}: CreateRepositoryFormProps) {
  const createRepository = useCreateRepository();
  const [alert, setAlert] = useState<string | null>(null);
  const platforms: GitPlatform[] = [
    'aerie',
    ...integrations.filter((integration) => integration.isActive).map((integration) => integration.platform),
  ];
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(CreateRepositoryFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', private: true, platform: 'aerie' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    createRepository.mutate(
      { workspaceSlug, body: { ...values, project_id: projectUid } },
      {
        onSuccess: (response) => onCreated(response.message || REPOSITORY_MESSAGES.created),
        onError: (error) => setAlert(placeServerErrors(error, form.setError, ['name', 'description', 'platform'])),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {alert && (
        <Banner tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </Banner>
      )}
      <FormField
        limit={REPOSITORY_RULES.nameMax}
        control={form.control}
        name="name"
        label="Repository name"
        id="repository-name"
        hint="Letters, digits, dots, dashes and underscores."
      >
        {(field) => <Input {...field} autoComplete="off" spellCheck={false} />}
      </FormField>
      <FormField
        limit={REPOSITORY_RULES.descriptionMax}
        control={form.control}
        name="description"
        label="Description (optional)"
        id="repository-description"
      >
        {(field) => <Textarea {...field} rows={3} />}
      </FormField>
      <FormField control={form.control} name="platform" label="Where" id="repository-platform">
        {(field) => (
          <Select {...field}>
            {platforms.map((platform) => (
              <option key={platform} value={platform}>
                {GIT_PLATFORM_NAMES[platform]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Checkbox
        {...form.register('private')}
        id="repository-private"
        label="Private: only people you give access can see it"
      />
      <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={createRepository.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={createRepository.isPending}>
          Create repository
        </Button>
      </div>
    </form>
  );
}
