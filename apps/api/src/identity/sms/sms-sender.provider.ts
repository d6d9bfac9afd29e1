import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Sql } from '../../platform/database/sql-transaction.js';
import { Msg91SmsSender } from './msg91-sms-sender.js';
import { SandboxSmsSender } from './sandbox-sms-sender.js';
import { SMS_SENDER, type SmsSender } from './sms-sender.js';

/** The sender SMS settings name; a config built in code without them (tests) gets the sandbox, which keeps its outbox in `db`. */
export function smsSenderFor(config: AppConfig, db: Sql): SmsSender | null {
  const { provider = config.sms?.msg91 ? 'msg91' : 'sandbox', msg91 } = config.sms ?? {};
  if (provider === 'none') return null;
  if (provider === 'msg91') {
    if (!msg91) throw new Error('SMS provider msg91 without its MSG91_* settings');
    return new Msg91SmsSender(msg91);
  }
  return new SandboxSmsSender(db);
}

export const smsSenderProvider: Provider = { provide: SMS_SENDER, inject: [APP_CONFIG, Sql], useFactory: smsSenderFor };
