import { ErrorEnvelopeSchema, getProjectRoute, listTasksRoute, ROUTES } from '@aerie/contract';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { responseSerializerCompiler } from '../src/plugins/response-serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
const zodCompile = createSerializerCompiler({});
const zodWrite = (schema: z.ZodType, data: unknown) =>
  (zodCompile({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string)(data);

const member = (id: number, owner: 0 | 1, avatar: string | null) => ({
  id,
  owner,
  created_at: '2026-01-01T00:00:00.000Z',
  profile: { id: id + 10, first: 'Ada', last: 'Lovelace', email: 'ada@example.com', avatar, password_hash: 'x' },
});
const project = {
  success: true as const,
  data: {
    id: 1,
    u_id: 'abc123def456',
    name: 'Site',
    description: '',
    status: 'active',
    badges: ['new'],
    category_id: 2,
    category: { id: 2, name: 'Blog' },
    business_id: 11,
    workspace: { id: 3, slug: 'studio', name: 'Studio', owner_id: 11 },
    members_count: 2,
    counts: { stores: 0, websites: 0, pilots: 0 },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    members: [member(1, 1, null), member(2, 0, '/files/avatar.png')],
    read_only: null,
    internal_note: 'never sent',
  },
};

describe('the response serializer', () => {
  it('compiles every route of the contract and the error envelope', () => {
    for (const route of ROUTES) expect(() => compile(route.response), route.name).not.toThrow();
    expect(() => compile(ErrorEnvelopeSchema)).not.toThrow();
  });

  it('writes what the zod serializer writes, dropping properties the schema does not declare', () => {
    const written = compile(getProjectRoute.response)(project);
    expect(JSON.parse(written)).toEqual(JSON.parse(zodWrite(getProjectRoute.response, project)));
    expect(written).not.toContain('internal_note');
    expect(written).not.toContain('password_hash');
    expect(written).not.toContain('owner_id');
  });

  it('writes error envelopes with and without field errors', () => {
    const errors = {
      success: false,
      message: 'Email is required',
      error: 'validation_failed',
      errors: { email: ['Email is required'] },
    };
    expect(JSON.parse(compile(ErrorEnvelopeSchema)(errors))).toEqual(errors);
    const plain = { success: false, message: 'Not found', error: 'not_found' };
    expect(JSON.parse(compile(ErrorEnvelopeSchema)(plain))).toEqual(plain);
  });

  it('refuses a reply that lacks a required field rather than sending half of it', () => {
    expect(() => compile(listTasksRoute.response)({ success: true })).toThrow();
  });
});
