import type { Website } from '@aerie/contract';

/** A site as the builder host's list answers it (fields as the contract's WebsiteSchema). */
export function aWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: 1,
    uuid: '3f2c9a4e-1b2c-4d5e-8f90-123456789abc',
    name: 'Harbour Bakery',
    subdomain: 'harbour-bakery',
    custom_domain: null,
    pending_domain: null,
    url: 'http://harbour-bakery.sites.localhost:8080/',
    site_address: 'http://harbour-bakery.sites.localhost:8080/',
    template: 'agency',
    plan: 'free',
    plan_paid_until: null,
    plan_cancel_at_period_end: false,
    custom_domain_suspended: false,
    domain_records: null,
    published_at: '2026-11-20T10:00:00.000Z',
    project_uid: 'p1a2b3c4d5e6',
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
