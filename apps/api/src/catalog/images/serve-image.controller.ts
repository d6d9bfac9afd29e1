import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { IMAGE_FOLDERS, ImageFiles } from './image-files.js';

const THIRTY_DAYS = 30 * 24 * 3600;

@ApiTags('images')
@Controller('images')
export class ServeImageController {
  constructor(@Inject(ImageFiles) private readonly images: ImageFiles) {}

  @Get(':folder/:file')
  @ApiOperation({ summary: 'A product, category or banner image (SVG), cached by browsers and CDNs for 30 days' })
  @ApiParam({ name: 'folder', enum: IMAGE_FOLDERS })
  @ApiParam({ name: 'file', example: 'amul-taaza-toned-milk-500-ml.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The SVG image' })
  @ApiNotFoundResponse({ type: ErrorBody })
  serve(@Param('folder') folder: string, @Param('file') file: string, @Res() reply: FastifyReply): void {
    const body = this.images.get(folder, file);
    if (!body) throw new NotFoundException('Image not found');
    void reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', `public, max-age=${THIRTY_DAYS}`)
      // An SVG opened on its own must not run script: no sniffing, and a sandboxing policy.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body);
  }
}
