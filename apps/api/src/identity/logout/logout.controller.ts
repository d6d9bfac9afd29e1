import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { CurrentSession } from '../../platform/auth/current-user.decorator.js';
import { Authenticated } from '../../platform/auth/roles.decorator.js';
import { endSession } from '../login-sessions.js';
import { SessionCache } from '../session-cache.js';

/** Issue 16 item 5: logging out ends the session on the server, so its token opens nothing any more. */
@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  @Post('logout')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({ summary: "Ends the caller's session: its token (REST and sockets, on every instance) stops working at once" })
  @ApiNoContentResponse({ description: 'The session is over' })
  async logout(@CurrentSession() sessionId: string): Promise<void> {
    await endSession(this.db, this.sessions, sessionId, 'logged out');
  }
}
