import {
  SHIPPING_CARRIER_MAX,
  ShippingDetailsSchema,
  TRACKING_NUMBER_MAX,
  type ShippingDetails,
  type ShippingDetailsInput,
} from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useUpdateOrderStatus } from '../api/update-order-status';

const FIELDS = ['shipping_carrier', 'tracking_number'] as const;

/**
 * "Mark as shipped" (issue 30 § 6): the carrier and tracking number, both optional, go on the order and
 * into the buyer's e-mail. The server's message shows on the order page once the dialog closes.
 */
export function ShipOrderDialog({
  uuid,
  onClose,
  onShipped,
}: {
  uuid: string;
  onClose: () => void;
  /** The server's message ("The order is marked as shipped; …"), for the page's banner. */
  onShipped: (message: string) => void;
}) {
  const ship = useUpdateOrderStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ShippingDetailsInput, unknown, ShippingDetails>({
    resolver: zodResolver(ShippingDetailsSchema),
    defaultValues: { shipping_carrier: '', tracking_number: '' },
  });
  const onSubmit = form.handleSubmit((details) => {
    setFailure(null);
    ship.mutate(
      { uuid, status: 'shipped', ...details },
      {
        onSuccess: (response) => {
          onShipped(response.message);
          onClose();
        },
        onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
      },
    );
  });
  return (
    <FormDialog
      title="Mark as shipped"
      description="The buyer is e-mailed that the order is on its way, with the carrier and tracking number if you add them."
      onSubmit={onSubmit}
      submitLabel="Mark as shipped"
      isPending={ship.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      onClose={onClose}
    >
      <FormField
        control={form.control}
        name="shipping_carrier"
        label="Carrier (optional)"
        id="ship-carrier"
        hint="Royal Mail, UPS, DHL…"
        limit={SHIPPING_CARRIER_MAX}
      >
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField
        control={form.control}
        name="tracking_number"
        label="Tracking number (optional)"
        id="ship-tracking"
        limit={TRACKING_NUMBER_MAX}
      >
        {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
      </FormField>
    </FormDialog>
  );
}
