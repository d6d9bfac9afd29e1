import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TokenClaims } from '../../platform/auth/authenticated-user.js';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from '../../platform/auth/auth.module.js';
import { openSession } from '../../platform/auth/user-sessions.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { messages } from '../user-rules.js';
import type { UserRow } from '../user.view.js';
import { LoginCommand } from './login.command.js';
import type { LoginResult } from './login.dto.js';
import { LoginThrottle } from './login-throttle.js';

// An unknown phone is checked against this hash (same parameters as real ones) so that it takes as
// long as a wrong password: the timing does not tell which phones have accounts (ASVS 6.3.8).
let dummyHash: Promise<string> | null = null;
const dummyHashOnce = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, password, client }: LoginCommand): Promise<LoginResult> {
    const attempt = await this.throttle.admit(phone, client);
    const [user]: (UserRow & { password_hash: string })[] = await this.db.query(
      `SELECT id, name, phone, role, password_hash FROM users WHERE phone = $1`,
      [phone],
    );
    const matches = await verifyPassword(user?.password_hash ?? (await dummyHashOnce()), password);
    if (!user || !matches) throw new UnauthorizedException(messages.loginFailed);
    await this.throttle.succeeded(attempt);
    // The session outlives no token of it: both last the configured token lifetime.
    const sid = await openSession(this.db, user.id, this.config.jwtExpiresInSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS);
    const claims: TokenClaims = { sub: user.id, role: user.role, sid };
    return {
      token: await this.jwt.signAsync(claims),
      user: { _id: user.id, name: user.name, phone: user.phone, role: user.role },
    };
  }
}
