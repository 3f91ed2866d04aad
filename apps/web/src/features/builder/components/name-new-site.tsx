import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, websiteNameField } from '@aerie/contract';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const SiteNameSchema = z.object({ name: websiteNameField });
type SiteNameValues = z.input<typeof SiteNameSchema>;
type SiteName = z.output<typeof SiteNameSchema>;

interface NameNewSiteProps {
  uid: string;
  /** The starter's name as the gallery shows it ('Restaurant starter'). */
  templateName: string;
  isPending: boolean;
  /** The server's refusal: beside the field when it names it, above the button otherwise. */
  error: { field?: string; message: string } | null;
  onCreate: (name: string) => void;
}

/**
 * Creating a site from a starter asks for its name first (issue 29, Starting right): the starter's page titles,
 * navigation and footer are filled from it, so the new site never speaks with a stranger's name.
 */
export function NameNewSite({ uid, templateName, isPending, error, onCreate }: NameNewSiteProps) {
  const form = useForm<SiteNameValues, unknown, SiteName>({
    resolver: zodResolver(SiteNameSchema),
    defaultValues: { name: '' },
    errors: error?.field === 'name' ? { name: { type: 'server', message: error.message } } : undefined,
  });
  const onSubmit = form.handleSubmit((values) => onCreate(values.name));
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-10">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby="name-new-site-title"
        className="w-full max-w-md space-y-5 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div>
          <p className="text-xs font-medium tracking-wide text-accent-700 uppercase">{templateName}</p>
          <h1 id="name-new-site-title" className="mt-1 text-lg font-semibold text-zinc-900">
            Name your new site
          </h1>
          <p className="mt-1 text-sm text-zinc-500">
            It goes into the page titles, the navigation and the footer, where you can edit it like any other text.
          </p>
        </div>
        <FormField
          control={form.control}
          name="name"
          label="Site name"
          id="new-site-name"
          hint="Your business, project or your own name"
          limit={LIMITS.websiteNameMax}
        >
          {(field) => <Input {...field} autoComplete="organization" autoFocus />}
        </FormField>
        {error && error.field !== 'name' && <FormError>{error.message}</FormError>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <ButtonLink variant="secondary" to={`/dashboard/project/${uid}/builder`}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to websites
          </ButtonLink>
          <Button type="submit" loading={isPending}>
            Create site
          </Button>
        </div>
      </form>
    </main>
  );
}
