import { ConflictException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Refusal } from '../../platform/event-store/refusal.js';
import { Sql, type SqlClient } from '../../platform/database/sql-transaction.js';
import { LoginCodeHasher } from '../login-codes/login-code-hasher.js';
import { otpMessages } from '../login-codes/login-code-rules.js';
import { checkLiveCode, useCode } from '../login-codes/live-code.js';
import { DeviceCookies } from '../login/device-cookie.js';
import type { LoggedIn } from '../login/login.command.js';
import { openLoginSession, signedIn } from '../login/signed-in.js';
import { messages } from '../user-rules.js';
import { USER_COLUMNS, type UserRow } from '../user.view.js';
import { insertUser, PhoneTakenError } from '../users.table.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import { VerifyLoginCodeCommand } from './verify-login-code.command.js';

/** What one check of a code came to, decided inside its transaction and answered after it commits. */
type Outcome =
  | { kind: 'signed-in'; user: UserRow; sessionId: string }
  | { kind: 'no-code' | 'code-expired' | 'name-required' }
  | { kind: 'wrong-code'; triesLeft: number };

/**
 * Checks a phone's live code under its row's lock, so concurrent checks of one code are one after the
 * other: the first right one uses it up, the rest find no live code. A wrong try is counted (and commits)
 * before the refusal is answered; the last one ends the code. A right code for a phone without an
 * account and without a name is kept, so the shopper can give a name and send it again.
 */
@CommandHandler(VerifyLoginCodeCommand)
export class VerifyLoginCodeHandler implements ICommandHandler<VerifyLoginCodeCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(LoginCodeHasher) private readonly codes: LoginCodeHasher,
    @Inject(DeviceCookies) private readonly devices: DeviceCookies,
    @Inject(SMS_SENDER) private readonly sender: SmsSender | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, code, name }: VerifyLoginCodeCommand): Promise<LoggedIn> {
    if (!this.sender) throw new ServiceUnavailableException(otpMessages.off);
    let outcome: Outcome;
    try {
      outcome = await this.db.transaction((tx) => this.check(tx, phone, code, name));
    } catch (error) {
      // Someone registered this phone with a password between the code's send and its use.
      if (error instanceof PhoneTakenError) throw new ConflictException(messages.phoneTaken);
      throw error;
    }
    if (outcome.kind !== 'signed-in') throw refusalFor(outcome);
    // The same answer and device cookie as a password login, so the web keeps one session shape.
    return signedIn(this.jwt, this.devices, outcome.user, outcome.sessionId);
  }

  private async check(tx: SqlClient, phone: string, code: string, name: string | undefined): Promise<Outcome> {
    const checked = await checkLiveCode(tx, this.codes, phone, code);
    if (checked.kind !== 'right') return checked;
    const [existing]: UserRow[] = await tx.query(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
    if (!existing && !name) return { kind: 'name-required' };
    await useCode(tx, checked.codeId);
    // A new phone becomes a customer through identity's one way of adding users, with a random password
    // nobody knows: password login stays impossible for it until one is set (docs/decisions.md#otp-login).
    // password_set false is how the shop tells these accounts apart (the web offers "Set a password").
    const user =
      existing ?? (await insertUser(tx, { name: name as string, phone, password: randomBytes(32).toString('base64url'), role: 'customer', passwordSet: false }));
    const sessionId = await openLoginSession(tx, user.id, this.config);
    return { kind: 'signed-in', user, sessionId };
  }
}

function refusalFor(outcome: Exclude<Outcome, { kind: 'signed-in' }>): Refusal {
  switch (outcome.kind) {
    case 'no-code':
      return new Refusal(otpMessages.noCode, 'invalid', { kind: outcome.kind });
    case 'code-expired':
      return new Refusal(otpMessages.expired, 'invalid', { kind: outcome.kind });
    case 'name-required':
      return new Refusal(otpMessages.nameRequired, 'invalid', { kind: outcome.kind });
    case 'wrong-code':
      return new Refusal(outcome.triesLeft > 0 ? otpMessages.wrongCode : otpMessages.lastWrongCode, 'invalid', { kind: outcome.kind, triesLeft: outcome.triesLeft });
  }
}
