import { UpdateProfileSchema, type CurrentUser, type UpdateProfile } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useUpdateProfile } from '../api/update-profile';

type FormValues = z.input<typeof UpdateProfileSchema>;

const FIELDS: Array<{ name: FieldPath<FormValues>; label: string; autoComplete: string; type?: string }> = [
  { name: 'first', label: 'First name', autoComplete: 'given-name' },
  { name: 'last', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

function valuesOf(user: CurrentUser): FormValues {
  return {
    first: user.first,
    last: user.last,
    phone: user.phone,
    country: user.country ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
  };
}

/** Account details (docs/product.md § Account details): names, phone and place; Update changes saves, Cancel puts the saved values back. */
export function AccountDetailsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const notice = useNotice();
  const form = useForm<FormValues, unknown, UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: valuesOf(user),
  });

  const onSubmit = form.handleSubmit((input) => {
    notice.clear();
    update.mutate(input, {
      onSuccess: (response) => {
        form.reset(valuesOf(response.data));
        notice.show(response.message);
      },
      onError: (error) => {
        const failure = placeServerErrors(
          error,
          form.setError,
          FIELDS.map(({ name }) => name),
        );
        if (failure) notice.show(failure, 'error');
      },
    });
  });

  const cancel = () => {
    form.reset(valuesOf(user));
    notice.clear();
  };

  const { isDirty } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <NoticeBanner notice={notice} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete, type }) => (
          <FormField key={name} control={form.control} name={name} label={label} id={`profile-${name}`}>
            {(field) => <Input {...field} type={type} autoComplete={autoComplete} />}
          </FormField>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel} disabled={!isDirty || update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty} loading={update.isPending}>
          Update changes
        </Button>
      </div>
    </form>
  );
}
