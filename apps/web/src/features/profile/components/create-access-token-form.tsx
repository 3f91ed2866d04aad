import { ACCESS_TOKEN_EXPIRY_DAYS, CreateAccessTokenSchema, REPOSITORY_RULES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateAccessToken } from '../api/create-access-token';

/** The select speaks strings; 'never' is no expiry (null), the rest the contract's day counts. */
const FormSchema = z.object({
  name: CreateAccessTokenSchema.shape.name,
  expiry: z.enum(['30', '90', '365', 'never']),
});
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

export interface CreatedToken {
  name: string;
  token: string;
}

/** Create a personal access token: a name and an expiry (30, 90 or 365 days, or none). */
export function CreateAccessTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const createToken = useCreateAccessToken();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', expiry: '90' },
  });

  const onSubmit = form.handleSubmit(({ name, expiry }) => {
    setAlert(null);
    createToken.mutate(
      { name, expires_in_days: expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365) },
      {
        onSuccess: (response) => {
          form.reset();
          onCreated({ name: response.data.name, token: response.data.token });
        },
        onError: (error) => setAlert(placeServerErrors(error, form.setError, ['name'])),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert && (
        <Banner tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </Banner>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <FormField
          limit={REPOSITORY_RULES.tokenNameMax}
          control={form.control}
          name="name"
          label="Token name"
          id="access-token-name"
          hint="For example: laptop"
        >
          {(field) => <Input {...field} autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="expiry" label="Expires" id="access-token-expiry">
          {(field) => (
            <Select {...field}>
              {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  In {days} days
                </option>
              ))}
              <option value="never">No expiry</option>
            </Select>
          )}
        </FormField>
        <Button type="submit" loading={createToken.isPending} className="sm:mt-7">
          Create token
        </Button>
      </div>
    </form>
  );
}
