import { MESSAGES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { settingsFailure, WebsiteSettingsSchema } from './website-settings-form';

describe('WebsiteSettingsSchema', () => {
  it('saves the subdomain without spaces and in lowercase', () => {
    expect(WebsiteSettingsSchema.parse({ name: ' Bakery ', subdomain: 'My Bakery', redirectDays: '90' })).toEqual({
      name: 'Bakery',
      subdomain: 'mybakery',
      redirectDays: '90',
    });
  });

  it('requires both fields', () => {
    const result = WebsiteSettingsSchema.safeParse({ name: '', subdomain: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Name is required');
    expect(messages).toContain('Subdomain is required');
  });

  it('keeps the old address only for the durations the server takes', () => {
    const result = WebsiteSettingsSchema.safeParse({ name: 'Site', subdomain: 'mybakery', redirectDays: '7' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['redirectDays']]);
  });

  it('refuses a reserved subdomain', () => {
    const result = WebsiteSettingsSchema.safeParse({ name: 'Site', subdomain: 'admin' });
    expect(result.error?.issues[0]?.message).toBe('This subdomain is reserved');
  });
});

describe('settingsFailure', () => {
  it('puts a taken subdomain (409) on the subdomain field', () => {
    const error = new ApiError(409, { message: MESSAGES.subdomainTaken, error: 'conflict' });
    expect(settingsFailure(error)).toEqual({ subdomain: MESSAGES.subdomainTaken, alert: null });
  });

  it('reads the path parameter `domain` as the subdomain and `name` as the name', () => {
    const error = new ApiError(400, {
      message: 'This subdomain is reserved',
      errors: { domain: ['This subdomain is reserved'], name: ['Name is required'] },
    });
    expect(settingsFailure(error)).toEqual({
      name: 'Name is required',
      subdomain: 'This subdomain is reserved',
      alert: null,
    });
  });

  it('shows any other failure in the alert with the server’s message', () => {
    const error = new ApiError(403, { message: 'Only members of this project can change its sites' });
    expect(settingsFailure(error)).toEqual({ alert: 'Only members of this project can change its sites' });
  });
});
