import { describe, expect, it } from 'vitest';

import {
  AddDeploymentFormSchema,
  addDeploymentBody,
  addDeploymentDefaults,
  isAddDeploymentComplete,
  pushToDeployRefusal,
} from './add-deployment-form';
import { isDeployableServer } from './api/list-deployable-servers';

describe('the Add Deployment form', () => {
  it("starts on branch 'main' with the given server and time zone", () => {
    expect(addDeploymentDefaults(9, 'Europe/Paris')).toMatchObject({
      server_id: '9',
      branch: 'main',
      timezone: 'Europe/Paris',
    });
    expect(addDeploymentDefaults(null, 'UTC').server_id).toBe('');
  });

  it('is complete only with repository, server, branch and deploy path', () => {
    const full = { repo_id: '4', server_id: '9', branch: 'main', deploy_path: '/srv/app' };
    expect(isAddDeploymentComplete(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(isAddDeploymentComplete({ ...full, [key]: '  ' })).toBe(false);
    }
  });

  it('refuses branches and paths a shell could misread', () => {
    const base = { ...addDeploymentDefaults(9, 'UTC'), repo_id: '4', deploy_path: '/srv/app' };
    for (const branch of ['main;touch /tmp/x', '--upload-pack=touch /tmp/x', '-x', 'a..b']) {
      expect(AddDeploymentFormSchema.safeParse({ ...base, branch }).success).toBe(false);
    }
    for (const deploy_path of ['srv/app', '/srv/../etc', '/srv/my app', '/srv/$(id)']) {
      expect(AddDeploymentFormSchema.safeParse({ ...base, deploy_path }).success).toBe(false);
    }
  });

  it('forces auto_deploy 0, sends push-to-deploy for any repository and builds releases', () => {
    const values = AddDeploymentFormSchema.parse({
      ...addDeploymentDefaults(9, 'UTC'),
      repo_id: '4',
      deploy_path: '/srv/app',
      schedule: '7:05',
      push_to_deploy: true,
    });
    expect(addDeploymentBody(values, 'p1')).toEqual({
      server_id: 9,
      repo_id: 4,
      branch: 'main',
      auto_deploy: 0,
      deploy_path: '/srv/app',
      project_id: 'p1',
      schedule: '7:05:00',
      timezone: 'UTC',
      push_to_deploy: true,
      strategy: 'releases',
    });
  });
});

describe('pushToDeployRefusal', () => {
  it('names the plan that allows deploying on push when the workspace’s does not', () => {
    expect(pushToDeployRefusal('air')).toBe(
      'Your Air plan does not include deploying on push. Upgrade to Earth to turn it on.',
    );
    expect(pushToDeployRefusal('earth')).toBeNull();
    expect(pushToDeployRefusal('moon')).toBeNull();
    // Not known yet: the server decides.
    expect(pushToDeployRefusal(undefined)).toBeNull();
  });
});

describe('isDeployableServer', () => {
  it('offers active, reachable, unexpired servers only (docs/product.md § Creating a deployment)', () => {
    expect(isDeployableServer({ active: 1, usable: true, is_expired: false })).toBe(true);
    expect(isDeployableServer({ active: 0, usable: true, is_expired: false })).toBe(false);
    expect(isDeployableServer({ active: 1, usable: false, is_expired: false })).toBe(false);
    expect(isDeployableServer({ active: 1, usable: true, is_expired: true })).toBe(false);
  });
});
