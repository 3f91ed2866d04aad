import { AlertTriangle } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * Delete account (docs/product.md § Delete account): the spec shows an authorisation token input and a Delete account
 * button that stays disabled and does nothing; accounts are not deleted from here.
 */
export function DeleteAccountPanel({ onResetPassword }: { onResetPassword: () => void }) {
  return (
    <div className="max-w-md space-y-5">
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Deleting your account erases your data for good.</p>
          <p>
            Your projects, websites, stores and settings go with it and cannot be recovered. If you are worried someone
            else has access, consider{' '}
            <button
              type="button"
              onClick={onResetPassword}
              className="font-medium underline underline-offset-2 hover:text-red-900"
            >
              resetting your password
            </button>{' '}
            instead.
          </p>
        </div>
      </div>
      <Field label="Authorisation token" htmlFor="profile-delete-token">
        <Input id="profile-delete-token" autoComplete="off" />
      </Field>
      <Button variant="danger" disabled>
        Delete account
      </Button>
    </div>
  );
}
