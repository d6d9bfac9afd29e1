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

/** The REST contract, browsable at /api/docs and as JSON at /api/docs-json. */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
