import { PageMetaSchema } from '@aerie/contract';
import type { Page } from 'grapesjs';
import { useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';

interface PageMetaModalProps {
  page: Page;
  onClose: () => void;
  onApplied: () => void;
}

type MetaErrors = Partial<Record<'title' | 'description' | 'keywords', string>>;

/**
 * The page metadata modal (docs/product.md § Builder pages): title, description and keywords, stored as the page's
 * props (GrapesJS keeps props without a leading underscore in the project data), Apply saves them to the page.
 */
export function PageMetaModal({ page, onClose, onApplied }: PageMetaModalProps) {
  const read = (key: string) => String(page.get(key) ?? '');
  const [title, setTitle] = useState(read('title'));
  const [description, setDescription] = useState(read('description'));
  const [keywords, setKeywords] = useState(read('keywords'));
  const [errors, setErrors] = useState<MetaErrors>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PageMetaSchema.safeParse({ title, description, keywords });
    if (!parsed.success) {
      const next: MetaErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof MetaErrors] ??= issue.message;
      setErrors(next);
      return;
    }
    page.set(parsed.data);
    onApplied();
    onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`Page details: ${page.getName()}`}
      description="What search engines and browser tabs show for this page."
      onSubmit={apply}
      submitLabel="Apply"
    >
      <Field label="Title" htmlFor="page-title" error={errors.title}>
        <Input
          id="page-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          invalid={Boolean(errors.title)}
        />
      </Field>
      <Field label="Description" htmlFor="page-description" error={errors.description}>
        <Textarea
          id="page-description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          invalid={Boolean(errors.description)}
        />
      </Field>
      <Field label="Keywords" htmlFor="page-keywords" error={errors.keywords} hint="Separated by commas">
        <Input
          id="page-keywords"
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
          invalid={Boolean(errors.keywords)}
        />
      </Field>
    </FormDialog>
  );
}
