import { LIMITS, projectFields, type Project } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { PlanRefusalText } from '@/components/ui/plan-refusal-text';
import { placeServerErrors } from '@/lib/place-server-errors';
import { isPlanRefusal } from '@/lib/plan-refusal';

import { useCategories } from '../api/list-categories';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';

/** The select holds the category id as text until the form is sent. */
const FormSchema = z.object({
  name: projectFields.name,
  description: projectFields.description,
  category_id: z.string().min(1, 'Category is required'),
});
type FormValues = z.infer<typeof FormSchema>;
const FIELDS = ['name', 'description', 'category_id'] as const;

export type ProjectFormMode =
  /** `businessId` is the current workspace's `subscription.business_id` (docs/product.md § Creating a project: sent as an integer). */
  | { kind: 'create'; businessId: number; onCreated: (project: Project) => void }
  | { kind: 'edit'; project: Project; onSaved: (message: string) => void };

export interface ProjectFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ProjectFormMode;
}

function initialValues(mode: ProjectFormMode): FormValues {
  if (mode.kind === 'create') return { name: '', description: '', category_id: '' };
  const { name, description, category_id } = mode.project;
  return { name, description, category_id: String(category_id) };
}

/**
 * Create a project, or edit one with the same form (docs/product.md § Creating a project): name ≤ 20, description ≤ 300
 * and a category; the button is enabled only when all three are filled. Failures show the server's message.
 */
export function ProjectFormModal({ open, onOpenChange, mode }: ProjectFormModalProps) {
  const categories = useCategories();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const [failure, setFailure] = useState<string | null>(null);
  // A full plan (the plan table's refusal) gets a way to upgrade beside its message.
  const [isPlanFull, setPlanFull] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), values: initialValues(mode) });
  const [name = '', description = '', categoryId = ''] = useWatch({
    control: form.control,
    name: ['name', 'description', 'category_id'],
  });
  const isComplete = [name, description, categoryId].every((value) => value.trim() !== '');
  const isPending = createProject.isPending || updateProject.isPending;

  const close = () => {
    form.reset(initialValues(mode));
    setFailure(null);
    onOpenChange(false);
  };

  const onError = (error: Error) => {
    setPlanFull(isPlanRefusal(error));
    setFailure(placeServerErrors(error, form.setError, FIELDS));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const fields = { ...values, category_id: Number(values.category_id) };
    if (mode.kind === 'create') {
      createProject.mutate(
        { ...fields, business_id: mode.businessId },
        { onSuccess: (response) => mode.onCreated(response.data), onError },
      );
      return;
    }
    const { project } = mode;
    updateProject.mutate(
      // The project's own workspace id, which is that workspace's subscription business_id.
      { uid: project.u_id, body: { ...fields, project_id: project.id, business_id: project.workspace.id } },
      {
        onSuccess: (response) => {
          close();
          mode.onSaved(response.message);
        },
        onError,
      },
    );
  });

  const isEdit = mode.kind === 'edit';
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={isEdit ? 'Edit project' : 'Create a new project'}
      description={
        isEdit
          ? 'Change the name, description or category of this project.'
          : 'A project holds your websites, stores, repositories and servers.'
      }
      onSubmit={onSubmit}
      submitLabel={isEdit ? 'Save changes' : 'Create Project'}
      canSubmit={isComplete}
      isPending={isPending}
      failure={failure && <PlanRefusalText message={failure} isPlanFull={isPlanFull} />}
      failureTone={isPlanFull ? 'warning' : 'error'}
      onDismissFailure={() => setFailure(null)}
    >
      <FormField
        limit={LIMITS.projectNameMax}
        control={form.control}
        name="name"
        label="Project name"
        id="project-name"
      >
        {(field) => <Input {...field} placeholder="Acme storefront" autoComplete="off" />}
      </FormField>
      <FormField
        limit={LIMITS.projectDescriptionMax}
        control={form.control}
        name="description"
        label="Description"
        id="project-description"
      >
        {(field) => <Textarea {...field} placeholder="What is this project for?" />}
      </FormField>
      {/* Rendered once the options exist, so an edited project's category is selected on arrival. */}
      {categories.isSuccess ? (
        <FormField control={form.control} name="category_id" label="Category" id="project-category">
          {(field) => (
            <Select {...field}>
              <option value="">Choose a category</option>
              {categories.data.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : (
        <Field
          label="Category"
          htmlFor="project-category"
          error={categories.isError ? categories.error.message : undefined}
        >
          <Select id="project-category" disabled value="">
            <option value="">{categories.isError ? 'Categories could not be loaded' : 'Loading categories…'}</option>
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
