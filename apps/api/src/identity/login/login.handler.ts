import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { Sql } from '../../platform/database/sql-transaction.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { refuseUnknownAccount, verifyPassword } from '../password-hasher.js';
import { messages } from '../user-rules.js';
import type { UserRow } from '../user.view.js';
import { DeviceCookies } from './device-cookie.js';
import { type LoggedIn, LoginCommand } from './login.command.js';
import { LoginThrottle } from './login-throttle.js';
import { openLoginSession, signedIn } from './signed-in.js';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(DeviceCookies) private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, password, client, deviceCookie }: LoginCommand): Promise<LoggedIn> {
    // A device cookie counts only for the account it was issued for (OWASP device cookies).
    const device = this.devices.verify(deviceCookie);
    const { attemptId, trusted } = await this.throttle.admit(phone, client, device?.phone === phone ? device.nonce : null);
    const [user]: (UserRow & { password_hash: string })[] = await this.db.query(
      `SELECT id, name, phone, role, password_set, password_hash FROM users WHERE phone = $1`,
      [phone],
    );
    // An unknown phone answers as late as a wrong password would, without hashing (ASVS 6.3.8).
    const matches = user ? await verifyPassword(user.password_hash, password, { first: trusted }) : await refuseUnknownAccount(password);
    if (!user || !matches) throw new UnauthorizedException(messages.loginFailed);
    await this.throttle.succeeded(attemptId);
    // OWASP: every successful login gets a new device cookie (a trusted device's failures were its holder's typos).
    return signedIn(this.jwt, this.devices, user, await openLoginSession(this.db, user.id, this.config));
  }
}
