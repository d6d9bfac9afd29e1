import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The REST contract as the DTOs and controllers declare it: served by the app, written by `npm run contracts`. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Jhatpat API')
      .setDescription('Quick-delivery grocery store for Patna: storefront, cart, orders, payments, admin and audit.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
}

/**
 * The REST contract, browsable at /api/docs and as JSON at /api/docs-json. Built at the first request
 * for it and kept: building it walks every controller and DTO, 30–70 ms of CPU that every start of the
 * shop paid (each test app and journey shop too) for a page most starts never serve. The contract
 * specs and `npm run contracts` build it directly, so a document that fails to build still fails them.
 */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
