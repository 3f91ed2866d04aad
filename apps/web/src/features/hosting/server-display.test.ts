import { HOSTING_MESSAGES, SERVER_ACTIONS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import {
  ipLabel,
  LOG_ACTION_LABELS,
  personName,
  serverDeploymentsPath,
  serverStatus,
  sshUsersPath,
} from './server-display';

describe('serverStatus', () => {
  it('reads active 1 as active and 0 as inactive (docs/product.md § Hosting page)', () => {
    expect(serverStatus({ active: 1, is_expired: false, pilot_id: null })).toBe('active');
    expect(serverStatus({ active: 0, is_expired: false, pilot_id: null })).toBe('inactive');
  });

  it('says expired for an expired pilot', () => {
    expect(serverStatus({ active: 1, is_expired: true, pilot_id: 'pil_abcdefghijklmnop' })).toBe('expired');
  });
});

describe('ipLabel', () => {
  it("shows 'Not Provisioned' without an ip (docs/product.md § Hosting page)", () => {
    expect(ipLabel(null)).toBe(HOSTING_MESSAGES.notProvisioned);
    expect(ipLabel('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('paths', () => {
  it('builds the SSH users and server deployments addresses of docs/product.md § SSH users', () => {
    const server = { id: 9, slug: 'k3j4h5g6f7d8', name: 'Web 1' };
    expect(sshUsersPath('p1a2b3c4d5e6', server)).toBe('/dashboard/project/p1a2b3c4d5e6/9/hosting/k3j4h5g6f7d8');
    expect(serverDeploymentsPath('p1a2b3c4d5e6', server)).toBe(
      '/dashboard/project/hosting/p1a2b3c4d5e6/k3j4h5g6f7d8/9/Web%201',
    );
  });
});

describe('LOG_ACTION_LABELS', () => {
  it('has words for every action the server records', () => {
    expect(Object.keys(LOG_ACTION_LABELS).sort()).toEqual([...SERVER_ACTIONS].sort());
  });
});

describe('personName', () => {
  it('joins the names, or shows a dash', () => {
    expect(personName({ first: 'Ada', last: 'Baker' })).toBe('Ada Baker');
    expect(personName(null)).toBe('—');
  });
});
