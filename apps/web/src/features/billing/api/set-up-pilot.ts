import { createPilotRoute, provisionPilotRoute, type Server } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** The pilot a paid purchase bought, and whether it is a renewal (it already had an ip). */
export interface PaidPilot {
  server: Server;
  isRenewal: boolean;
}

/**
 * A step after the payment was verified failed: the money is taken, so the page says the payment went
 * through and where to finish (the Hosting page's Provision Pilot), never 'Pilot Payment failed!'.
 */
export class PilotSetupError extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
    this.name = 'PilotSetupError';
  }
}

/**
 * docs/product.md § Buying a pilot: `POST falcons/pilot {reference}` gives the pilot the payment bought; one without an
 * ip is new and is provisioned (`GET pilot/{pilot_id}/provision`); one with an ip was renewed.
 */
export async function setUpPaidPilot(reference: string): Promise<PaidPilot> {
  try {
    const { data: pilot } = await callApi(createPilotRoute, { body: { reference } });
    if (pilot.ip !== null || pilot.pilot_id === null) return { server: pilot, isRenewal: pilot.ip !== null };
    const provisioned = await callApi(provisionPilotRoute, { params: { id: pilot.pilot_id } });
    return { server: provisioned.data, isRenewal: false };
  } catch (error) {
    throw new PilotSetupError(error instanceof Error ? error : new Error(String(error)));
  }
}
