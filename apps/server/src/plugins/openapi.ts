import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { DOCS_CSP } from './host-headers.js';

/** The OpenAPI document, generated from the contract's zod schemas; on the root so it sees every host's routes. */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aerie API',
        version: '1.0.0',
        description: 'Every call of the Aerie app. Errors share one envelope.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** The browsable page and the JSON document at `docs` on the API host (`/api/docs` on one port). */
export async function registerOpenApiPage(apiScope: FastifyInstance): Promise<void> {
  await apiScope.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
}
