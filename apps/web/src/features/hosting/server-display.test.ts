import { HOSTING_MESSAGES, SERVER_ACTIONS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import {
  formatBytes,
  formatUptime,
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

describe('formatBytes and formatUptime (a server state, issue 28)', () => {
  it('reads sizes in powers of 1024, as df -h and free -h do', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(18.4 * 1024 ** 3)).toBe('18 GB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('reads uptime in the two largest units', () => {
    expect(formatUptime(null)).toBe('—');
    expect(formatUptime(59)).toBe('0 minutes');
    expect(formatUptime(61)).toBe('1 minute');
    expect(formatUptime(3 * 3600 + 5 * 60)).toBe('3 hours 5 minutes');
    expect(formatUptime(12 * 86_400 + 4 * 3600 + 59)).toBe('12 days 4 hours');
    expect(formatUptime(86_400)).toBe('1 day 0 hours');
  });
});
