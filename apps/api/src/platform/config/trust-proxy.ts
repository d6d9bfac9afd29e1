import { isIP } from 'node:net';
import { z } from 'zod';
import { refuse } from './settings-schema.js';

// proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The proxies in front of the shop, so X-Forwarded-For is believed only from them (issue 16 item 2):
 * a comma-separated list of addresses, CIDR networks or range names. "true" (believe anyone) is
 * refused: it lets every client rotate its address past the login limits. A hop count is refused too:
 * it believes whoever is that many hops in, which a client can be when the network changes.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = raw?.trim();
    if (!value || value === 'false') return undefined;
    const entries = value.split(',').map((entry) => entry.trim());
    const valid = (entry: string) => PROXY_RANGE_NAMES.includes(entry) || (isIP(entry.split('/')[0]) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(entry));
    if (value === 'true' || entries.some((entry) => !valid(entry))) {
      return refuse(
        ctx,
        `TRUST_PROXY must list the proxies in front of the shop (addresses or networks such as 172.28.0.0/16, or ${PROXY_RANGE_NAMES.join(', ')}); got "${raw}" (trusting any sender would let clients choose their own address)`,
      );
    }
    return entries.join(',');
  });
