export { IdentityModule } from './identity.module.js';
export { demoAccounts, type DemoAccount } from './demo-accounts.js';
