import { z } from 'zod';

import { NAME_MAX } from '../auth/register.js';
import { successEnvelope } from '../envelope.js';
import { phoneField, requiredText, text } from '../fields.js';
import { defineRoute } from '../route.js';
import { CurrentUserSchema } from './user.js';

export const PLACE_MAX = 80;
const placeField = (label: string) =>
  text(label).trim().max(PLACE_MAX, `${label} must be at most ${PLACE_MAX} characters`).optional();

export const UpdateProfileSchema = z.strictObject({
  first: requiredText('First name', NAME_MAX),
  last: requiredText('Last name', NAME_MAX),
  phone: phoneField,
  country: placeField('Country'),
  state: placeField('State'),
  city: placeField('City'),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const updateProfileRoute = defineRoute({
  name: 'update-profile',
  method: 'POST',
  host: 'api',
  path: '/users/update',
  access: 'user',
  summary: "Change the signed-in user's name, phone and place",
  body: UpdateProfileSchema,
  response: successEnvelope(CurrentUserSchema).extend({ message: z.string() }),
});
