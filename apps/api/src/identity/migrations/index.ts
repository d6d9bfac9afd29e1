import type { MigrationList } from '../../platform/database/migration-list.js';
import { Users1763790100000 } from './1763790100000-users.js';
import { LoginAttempts1763790200000 } from './1763790200000-login-attempts.js';
import { PhoneAsText1763940000000 } from './1763940000000-phone-as-text.js';
import { UserSessions1763950000000 } from './1763950000000-user-sessions.js';
import { LoginAttemptDevice1763965000000 } from './1763965000000-login-attempt-device.js';
import { SessionNotices1763985000000 } from './1763985000000-session-notices.js';
import { PackerRole1763990000000 } from './1763990000000-packer-role.js';
import { LoginCodes1764019000000 } from './1764019000000-login-codes.js';
import { PasswordSet1764400000000 } from './1764400000000-password-set.js';
import { SandboxSms1764437000000 } from './1764437000000-sandbox-sms.js';

/** Identity's tables: accounts (users), login attempts and login sessions (and the notices of their changes), login codes, whether a password was ever set, the SMS sandbox's outbox, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const identityMigrations: MigrationList = [
  Users1763790100000,
  LoginAttempts1763790200000,
  PhoneAsText1763940000000,
  UserSessions1763950000000,
  LoginAttemptDevice1763965000000,
  SessionNotices1763985000000,
  PackerRole1763990000000,
  LoginCodes1764019000000,
  PasswordSet1764400000000,
  SandboxSms1764437000000,
];
