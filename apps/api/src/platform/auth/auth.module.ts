import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './authenticated-user.js';
import { JwtGuard } from './jwt.guard.js';
import { jwtSecretFor } from './jwt-secret.js';

/** A token's (and its session's) lifetime when the config sets none (JWT_EXPIRES_IN defaults to 12h too). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 12 * 3600;

/** Login tokens for every context: JwtService to issue them, JwtGuard (via @Roles) to check them. */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
        // public or private key and catches the failure, about 0.5 ms of CPU on every sign and verify
        // (bench/README.md, cart). The key bytes are the same, so tokens are too.
        secret: createSecretKey(Buffer.from(jwtSecretFor(config), 'utf8')),
        // ASVS 9.1.2 / 9.2.1: one allowed algorithm (never "none", no key confusion) and always an expiry.
        signOptions: {
          algorithm: 'HS256',
          expiresIn: config.jwtExpiresInSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        },
        verifyOptions: { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE },
      }),
    }),
  ],
  providers: [JwtGuard],
  exports: [JwtModule, JwtGuard],
})
export class AuthModule {}
