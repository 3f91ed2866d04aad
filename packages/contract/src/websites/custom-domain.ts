import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { domainNameField } from '../domains/domain.js';
import { WebsiteSchema, websiteUuidParam } from './website.js';

/** The DNS record that proves a domain is the user's: a TXT record `name` holding `value`. */
export const DomainVerificationSchema = z.object({
  website: WebsiteSchema,
  domain: z.string(),
  txt_name: z.string(),
  txt_value: z.string(),
  verified: z.boolean(),
});
export type DomainVerification = z.infer<typeof DomainVerificationSchema>;

/** As pasted (`https://www.Example.test/` is `www.example.test`), refused with the domain manager's reasons. */
export const SetCustomDomainSchema = z.strictObject({ domain: domainNameField('Domain') });

/** Needs a paid site plan (402-like refusal as 403 with a message naming the plan). */
export const setCustomDomainRoute = defineRoute({
  name: 'set-custom-domain',
  method: 'PUT',
  host: 'builder',
  path: '/site/:uuid/domain',
  access: 'user',
  summary: 'Enter a custom domain for a website on a paid site plan; answers the TXT record to add',
  params: z.strictObject({ uuid: websiteUuidParam }),
  body: SetCustomDomainSchema,
  response: successEnvelope(DomainVerificationSchema).extend({ message: z.string() }),
});

export const verifyCustomDomainRoute = defineRoute({
  name: 'verify-custom-domain',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/domain/verify',
  access: 'user',
  summary: "Look up the custom domain's TXT record; once found, the site is served on that domain",
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(DomainVerificationSchema).extend({ message: z.string() }),
});

export const removeCustomDomainRoute = defineRoute({
  name: 'remove-custom-domain',
  method: 'DELETE',
  host: 'builder',
  path: '/site/:uuid/domain',
  access: 'user',
  summary: 'Stop serving a website on its custom domain',
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});
