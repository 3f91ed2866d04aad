import { PageMetaSchema } from '@aerie/contract';
import type { Page } from 'grapesjs';
import { useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Select, Textarea } from '@/components/ui/input';

interface PageMetaModalProps {
  page: Page;
  onClose: () => void;
  onApplied: () => void;
  /** The images already in the site (on the assets host), offered as the link card's image. */
  siteImages?: readonly string[];
}

type MetaKey = 'title' | 'description' | 'keywords' | 'ogTitle' | 'ogDescription' | 'ogImage';
type MetaErrors = Partial<Record<MetaKey, string>>;

/**
 * The page metadata modal (docs/product.md § Builder pages): title, description and keywords, and the link card a
 * shared address shows (og:, twitter:; empty fields fall back to the title and description), stored as the page's
 * props (GrapesJS keeps props without a leading underscore in the project data), Apply saves them to the page.
 */
export function PageMetaModal({ page, onClose, onApplied, siteImages = [] }: PageMetaModalProps) {
  const read = (key: string) => String(page.get(key) ?? '');
  const [title, setTitle] = useState(read('title'));
  const [description, setDescription] = useState(read('description'));
  const [keywords, setKeywords] = useState(read('keywords'));
  const [ogTitle, setOgTitle] = useState(read('ogTitle'));
  const [ogDescription, setOgDescription] = useState(read('ogDescription'));
  const [ogImage, setOgImage] = useState(read('ogImage'));
  const [errors, setErrors] = useState<MetaErrors>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PageMetaSchema.safeParse({ title, description, keywords, ogTitle, ogDescription, ogImage });
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
      <fieldset className="flex flex-col gap-3 border-t border-zinc-200 pt-3">
        <legend className="pt-3 text-sm font-semibold text-zinc-900">Link card</legend>
        <p className="text-xs text-zinc-600">What a link to this page shows in chats and social apps.</p>
        <Field label="Card title" htmlFor="page-og-title" error={errors.ogTitle} hint="Empty: the page title">
          <Input
            id="page-og-title"
            value={ogTitle}
            placeholder={title}
            onChange={(event) => setOgTitle(event.target.value)}
            invalid={Boolean(errors.ogTitle)}
          />
        </Field>
        <Field
          label="Card description"
          htmlFor="page-og-description"
          error={errors.ogDescription}
          hint="Empty: the page description"
        >
          <Textarea
            id="page-og-description"
            rows={2}
            value={ogDescription}
            placeholder={description}
            onChange={(event) => setOgDescription(event.target.value)}
            invalid={Boolean(errors.ogDescription)}
          />
        </Field>
        {siteImages.length > 0 && (
          <Field label="Pick a site image" htmlFor="page-og-pick">
            <Select
              id="page-og-pick"
              value={siteImages.includes(ogImage) ? ogImage : ''}
              onChange={(event) => setOgImage(event.target.value)}
            >
              <option value="">No image</option>
              {siteImages.map((src) => (
                <option key={src} value={src}>
                  {src.split('/').pop()}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Card image address" htmlFor="page-og-image" error={errors.ogImage} hint="An image of this site">
          <Input
            id="page-og-image"
            value={ogImage}
            onChange={(event) => setOgImage(event.target.value)}
            invalid={Boolean(errors.ogImage)}
          />
        </Field>
      </fieldset>
    </FormDialog>
  );
}
