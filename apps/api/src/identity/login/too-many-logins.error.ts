import { HttpException, HttpStatus } from '@nestjs/common';
import { messages } from '../user-rules.js';

/** 429 carrying how long to wait; the login controller turns it into a Retry-After header. */
export class TooManyLoginsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(messages.tooManyLogins, HttpStatus.TOO_MANY_REQUESTS);
  }
}
