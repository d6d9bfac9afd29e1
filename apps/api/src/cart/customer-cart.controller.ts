import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { rupeesToPaise } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { CurrentUser } from '../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';
import { ChangeQuantityBody, ChooseChargesBody, MergeGuestCartBody, SetQuantityBody } from './cart.dto.js';
import { CartView } from './cart.view.js';
import { CartCommands } from './cart-commands.js';
import type { CartOwner } from './cart-owner.js';
import { CartReader } from './cart-reader.js';

class QuantityChanged {
  @ApiProperty() success!: boolean;
  @ApiProperty({ description: 'Sum of quantities' }) count!: number;
  @ApiProperty({ description: 'Items total in rupees' }) total!: number;
}

const ownerOf = (user: AuthenticatedUser): CartOwner => ({ kind: 'customer', userId: user.id });
const actor = (user: AuthenticatedUser) => ({ actorId: user.id, role: user.role });

/** SPEC §7 "Cart" for logged-in customers (admins have no cart, SPEC §4). */
@ApiTags('cart')
@Controller('cart')
@Roles('customer')
@ApiBadRequestResponse({ type: ErrorBody })
export class CustomerCartController {
  constructor(
    @Inject(CartCommands) private readonly commands: CartCommands,
    @Inject(CartReader) private readonly reader: CartReader,
  ) {}

  @Get()
  @ApiOkResponse({ type: CartView })
  get(@CurrentUser() user: AuthenticatedUser): Promise<CartView> {
    return this.reader.read(ownerOf(user));
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a product’s absolute quantity (0 removes it)' })
  @ApiOkResponse({ type: CartView })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() body: SetQuantityBody): Promise<CartView> {
    const cart = await this.commands.setQuantity(ownerOf(user), body.productId, body.quantity, actor(user));
    return { msg: 'Cart updated successfully', ...(await this.reader.price(ownerOf(user), cart)) };
  }

  @Put('update')
  @ApiOperation({ summary: 'Change a product’s quantity by a whole number' })
  @ApiOkResponse({ type: QuantityChanged })
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangeQuantityBody): Promise<QuantityChanged> {
    const after = await this.commands.changeQuantity(ownerOf(user), body.productId, body.change, actor(user));
    const cart = await this.reader.price(ownerOf(user), after);
    return { success: true, count: cart.count, total: cart.total };
  }

  @Post('update-charges')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose the tip and the donation; delivery and handling are the shop’s' })
  @ApiOkResponse({ type: CartView })
  async updateCharges(@CurrentUser() user: AuthenticatedUser, @Body() body: ChooseChargesBody): Promise<CartView> {
    const cart = await this.commands.chooseCharges(ownerOf(user), rupeesToPaise(body.tipAmount), rupeesToPaise(body.donationAmount), actor(user));
    return this.reader.price(ownerOf(user), cart);
  }

  @Delete()
  @ApiOkResponse({ type: CartView })
  async empty(@CurrentUser() user: AuthenticatedUser): Promise<CartView> {
    const cart = await this.commands.empty(ownerOf(user), actor(user));
    return this.reader.price(ownerOf(user), cart);
  }

  @Post('merge-guest')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring a guest cart into this cart in one step (the larger quantity wins)' })
  @ApiOkResponse({ type: CartView })
  async mergeGuest(@CurrentUser() user: AuthenticatedUser, @Body() body: MergeGuestCartBody): Promise<CartView> {
    const cart = await this.commands.mergeGuest(ownerOf(user), body.guestToken, actor(user));
    return this.reader.price(ownerOf(user), cart);
  }
}
