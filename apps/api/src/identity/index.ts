// UserDirectory first: identity's erasure imports ordering, which imports this index back; the directory
// must be evaluated before that cycle closes.
export { type DirectoryEntry, UserDirectory, UserDirectoryModule } from './user-directory.js';
export { IdentityModule } from './identity.module.js';
export { LoginSessionsModule } from './login-sessions.js';
export { demoAccounts, type DemoAccount } from './demo-accounts.js';
export { smsSettingsSchema } from './sms/sms-settings.schema.js';
export { SMS_SENDER, type SmsSender } from './sms/sms-sender.js';
