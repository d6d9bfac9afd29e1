import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, GoneException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { orderIdsOfCustomer } from '../../ordering/index.js';
import { EventStore } from '../../platform/event-store/index.js';
import { ACCOUNT_ERASED, PersonalData } from '../../platform/personal-data/index.js';
import { lockUserAndAdmins, removesLastAdmin } from '../admin-roster.js';
import { LoginCodeHasher } from '../login-codes/login-code-hasher.js';
import { checkLiveCode, useCode } from '../login-codes/live-code.js';
import { LoginThrottle } from '../login/login-throttle.js';
import { verifyPassword } from '../password-hasher.js';
import { SessionCache } from '../session-cache.js';
import { forgetSandboxSmsOf } from '../sms/sandbox-sms-sender.js';
import { messages } from '../user-rules.js';
import { type CustomerErased, customerStream } from './customer-erased.event.js';
import { EraseAccountCommand } from './erase-account.command.js';

/**
 * The right to erasure (DPDP Act 2023 §12, GDPR Art. 17) by crypto-shredding: in one transaction the
 * customer's data key is destroyed (every sealed name, phone, address and note in the log becomes
 * unreadable), CustomerErased (ids only) is appended for the read models to blank their copies, and
 * the account, its addresses, sessions, login attempts and the SMS sandbox's codes to its phone are
 * deleted. Orders and money stay, with their amounts: the shop must keep its tax records
 * (docs/decisions.md#erasure).
 */
@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalData) private readonly personalData: PersonalData,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(LoginCodeHasher) private readonly codes: LoginCodeHasher,
  ) {}

  async execute({ user, proof, client }: EraseAccountCommand): Promise<{ msg: string }> {
    if ((proof.password === undefined) === (proof.code === undefined)) throw new BadRequestException(messages.eraseProofRequired);
    // Wrong passwords and codes here count against the same limits as logins, as an untrusted client's (no
    // device cookie is sent to this path): a stolen token cannot guess freely.
    const attempt = await this.throttle.admit(user.phone, client, null);
    const [row]: { phone: string; password_hash: string; password_set: boolean }[] = await this.db.query(
      `SELECT phone, password_hash, password_set FROM users WHERE id = $1`,
      [user.id],
    );
    if (!row) throw new GoneException(ACCOUNT_ERASED);
    const codeId = proof.code !== undefined ? await this.checkCodeOf(row.phone, proof.code) : null;
    // A passwordless account's hash is of a random password nobody knows: say what to do instead.
    if (codeId === null && !row.password_set) throw new ForbiddenException(messages.eraseNoPassword);
    if (codeId === null && !(await verifyPassword(row.password_hash, proof.password as string))) throw new ForbiddenException(messages.erasePasswordWrong);
    await this.throttle.succeeded(attempt.attemptId);

    const stream = customerStream(user.id);
    await this.store.transaction(
      async (session) => {
        // The code is used up in the erasure's own transaction, so a refusal below (the last admin) leaves it
        // live for the next try; and before the users' rows are locked, in login's order (code, then user).
        if (codeId !== null && !(await useCode(session.tx, codeId))) throw new ForbiddenException(messages.eraseCodeDead);
        const locked = await lockUserAndAdmins(session.tx, user.id);
        if (!locked.user) throw new GoneException(ACCOUNT_ERASED);
        if (removesLastAdmin(locked, null)) throw new ConflictException(messages.lastAdminErased);
        // First the key: this waits for any order being placed with it, so that order is erased too.
        await this.personalData.forget(session.tx, user.id);
        const erased: CustomerErased = { type: 'CustomerErased', data: { customerId: user.id, orderIds: await orderIdsOfCustomer(session.tx, user.id) } };
        const metadata = { actorId: user.id, role: user.role, causationId: `command:erase-account:${randomUUID()}` };
        await session.append(stream, 'any', [erased], metadata);
        await session.tx.query(`DELETE FROM login_attempts WHERE phone = $1`, [locked.user.phone]);
        await forgetSandboxSmsOf(session.tx, locked.user.phone);
        // Addresses and sessions go with the user (ON DELETE CASCADE): every open token and socket ends now.
        this.sessions.changingUser(user.id);
        await session.tx.query(`DELETE FROM users WHERE id = $1`, [user.id]);
      },
      { streamIds: [stream.streamId] },
    );
    return { msg: 'Your account has been deleted.' };
  }

  /**
   * A login code sent to the account's own phone (POST /api/auth/otp/request), by login's rules: single use,
   * 5 minutes, 5 tries. Checked in its own transaction under its row's lock, so a wrong try is counted (and
   * committed) before the 403, as at login; a right one is left live and used up by the erasure itself.
   */
  private async checkCodeOf(phone: string, code: string): Promise<string> {
    const checked = await this.db.transaction((tx) => checkLiveCode(tx, this.codes, phone, code));
    if (checked.kind === 'wrong-code') throw new ForbiddenException(messages.eraseCodeWrong);
    if (checked.kind !== 'right') throw new ForbiddenException(messages.eraseCodeDead);
    return checked.codeId;
  }
}
