import { SITE_REDIRECT_DAYS } from '@aerie/contract';
import { ArrowRight } from 'lucide-react';
import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';

import { Select } from '@/components/ui/input';

import type { WebsiteSettingsValues } from '../website-settings-form';

const CHOICES: Record<(typeof SITE_REDIRECT_DAYS)[number], string> = {
  0: 'Don’t keep it',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

export interface OldAddressNoticeProps {
  control: Control<WebsiteSettingsValues>;
  /** The address the site answers at now, e.g. `bakery.sites.example.com`. */
  oldAddress: string;
  newAddress: string;
}

/**
 * Shown once the subdomain differs from the saved one, before saving (docs/product.md § Website settings): the old
 * address keeps answering with a permanent redirect for the time chosen here, and nobody else can take it meanwhile.
 */
export function OldAddressNotice({ control, oldAddress, newAddress }: OldAddressNoticeProps) {
  const { field } = useController({ control, name: 'redirectDays' });
  const isKept = field.value !== '0';
  return (
    <div role="note" className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex flex-wrap items-center gap-1 break-all">
        <span className="font-medium">{oldAddress}</span>
        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-medium">{newAddress || '…'}</span>
      </p>
      <p>
        {isKept
          ? 'Links to the old address will keep working: visitors are redirected to the new one, and nobody else can take the old name until then.'
          : 'The old address stops working as soon as you save, and anyone may take the name.'}
      </p>
      <label htmlFor="website-redirect-days" className="block font-medium">
        Keep the old address
      </label>
      <Select id="website-redirect-days" {...field}>
        {SITE_REDIRECT_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {CHOICES[days]}
          </option>
        ))}
      </Select>
    </div>
  );
}
