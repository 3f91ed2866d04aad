import { describe, expect, it } from 'vitest';

import { connectionActions, pilotActions, type MenuServer, type ServerMenuAction } from './pilot-actions';

const pilot = (overrides: Partial<MenuServer>): MenuServer => ({
  ip: '203.0.113.7',
  active: 1,
  is_expired: false,
  pilot_id: 'pil_abcdefghijklmnop',
  usable: true,
  cancel_at_period_end: false,
  ...overrides,
});

describe('pilotActions (docs/product.md § Pilot actions)', () => {
  const cases: Array<[string, Partial<MenuServer>, boolean, ServerMenuAction[]]> = [
    ['expired with an ip, owner', { is_expired: true }, true, ['renew', 'delete']],
    ['expired with an ip, member', { is_expired: true }, false, ['renew']],
    ['expired without an ip, owner', { is_expired: true, ip: null }, true, ['delete']],
    ['expired without an ip, member', { is_expired: true, ip: null }, false, []],
    ['running, owner', {}, true, ['manage-ssh', 'reboot', 'deployments', 'power-off', 'cancel', 'delete']],
    ['running, member', {}, false, ['manage-ssh', 'reboot', 'deployments', 'power-off', 'cancel']],
    [
      'cancelled, owner',
      { cancel_at_period_end: true },
      true,
      ['manage-ssh', 'reboot', 'deployments', 'power-off', 'resume', 'delete'],
    ],
    ['expired after a cancellation', { is_expired: true, cancel_at_period_end: true }, true, ['renew', 'delete']],
    [
      'powered off, owner',
      { active: 0 },
      true,
      ['manage-ssh', 'reboot', 'deployments', 'power-on', 'cancel', 'delete'],
    ],
    [
      'not provisioned, owner',
      { ip: null, active: 0 },
      true,
      ['provision', 'manage-ssh', 'reboot', 'deployments', 'power-on', 'cancel', 'delete'],
    ],
    [
      'not provisioned, member',
      { ip: null, active: 0 },
      false,
      ['provision', 'manage-ssh', 'reboot', 'deployments', 'power-on', 'cancel'],
    ],
    ['without a pilot id, not provisioned', { pilot_id: null, ip: null, active: 0 }, false, ['provision']],
    ['without a pilot id, owner', { pilot_id: null }, true, ['delete']],
  ];

  it.each(cases)('%s', (_name, overrides, isOwner, expected) => {
    expect(pilotActions(pilot(overrides), isOwner)).toEqual(expected);
  });
});

describe('connectionActions', () => {
  const connection = (overrides: Partial<MenuServer>) => pilot({ pilot_id: null, ...overrides });
  const cases: Array<[string, Partial<MenuServer>, boolean, ServerMenuAction[]]> = [
    ['active ssh server, owner', {}, true, ['manage-ssh', 'delete']],
    ['active ssh server, member', {}, false, ['manage-ssh']],
    ['inactive server, owner', { active: 0 }, true, ['delete']],
    ['server that does not speak ssh, member', { usable: false }, false, []],
  ];

  it.each(cases)('%s', (_name, overrides, isOwner, expected) => {
    expect(connectionActions(connection(overrides), isOwner)).toEqual(expected);
  });
});
