// @vitest-environment jsdom
import type { Website } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aWebsite } from '@/lib/testing/a-website';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import type { BuilderContext } from './builder-editor';
import { CustomDomainPanel } from './custom-domain-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECORDS = {
  txt: { name: '_aerie-verification.www.harbour.test', value: 'aerie-site-verification=0123456789abcdef' },
  point: { type: 'CNAME' as const, target: 'sites.aerie.test' },
};
/** A site on a paid plan whose domain was entered in an earlier visit and is still waiting for DNS. */
const PENDING = aWebsite({
  plan: 'site-basic',
  plan_paid_until: '2027-01-28T10:00:00.000Z',
  pending_domain: 'www.harbour.test',
  domain_records: RECORDS,
});
const VERIFIED = {
  ...PENDING,
  pending_domain: null,
  custom_domain: 'www.harbour.test',
  url: 'http://www.harbour.test/',
};

function show(initial: Website) {
  const calls = fakeNetwork((call) => {
    if (call.path.endsWith('/domain/verify'))
      return {
        body: {
          success: true,
          message: 'The domain is verified: your site is served there now.',
          data: {
            website: VERIFIED,
            domain: 'www.harbour.test',
            txt_name: RECORDS.txt.name,
            txt_value: RECORDS.txt.value,
            verified: true,
          },
        },
      };
    if (call.path.endsWith(`/projects/${PENDING.project_uid}`))
      return {
        body: {
          success: true,
          data: { u_id: PENDING.project_uid, name: 'Harbour', business_id: 7, workspace: { id: 7, slug: 'harbour' } },
        },
      };
    if (call.path.endsWith('/users/workspaces'))
      return { body: { success: true, data: [{ slug: 'harbour', role: 'owner' }] } };
    return { status: 404, body: { success: false, message: `Unexpected ${call.method} ${call.path}` } };
  });
  function Harness() {
    const [website, setWebsite] = useState(initial);
    return <CustomDomainPanel context={{ website, setWebsite } as unknown as BuilderContext} />;
  }
  render(
    withQueryClient(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    ),
  );
  return calls;
}

describe('CustomDomainPanel', () => {
  it('shows a pending domain’s records in full and Verify on a later visit, then says it is live', async () => {
    const calls = show(PENDING);
    expect(screen.getByText('www.harbour.test: waiting for DNS')).toBeTruthy();
    expect(screen.getByText(RECORDS.txt.name)).toBeTruthy();
    expect(screen.getByText(RECORDS.txt.value)).toBeTruthy();
    expect(screen.getByText('sites.aerie.test')).toBeTruthy();
    expect(screen.getByText(/with a CNAME record/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The domain is verified: your site is served there now.')).toBeTruthy();
    expect(screen.getByText('www.harbour.test', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/domain/verify'))).toBe(true);
  });
});
