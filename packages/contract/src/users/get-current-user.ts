import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { CurrentUserSchema } from './user.js';

export const getCurrentUserRoute = defineRoute({
  name: 'get-current-user',
  method: 'GET',
  host: 'api',
  path: '/users/current-user',
  access: 'user',
  summary: 'The signed-in user with their default workspace',
  response: successEnvelope(CurrentUserSchema),
});
