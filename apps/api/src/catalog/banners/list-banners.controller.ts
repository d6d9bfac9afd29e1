import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BannerView } from './banner.view.js';
import { banners } from './banners.data.js';

const bannersJson = JSON.stringify(banners);

@ApiTags('products')
@Controller('banners')
export class ListBannersController {
  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'The 5 slides of the home banner carousel, in order' })
  @ApiOkResponse({ type: [BannerView] })
  list(): string {
    return bannersJson;
  }
}
