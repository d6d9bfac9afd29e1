import { HttpException, HttpStatus } from '@nestjs/common';
import { tooManyCodesMessage } from '../login-codes/login-code-rules.js';

/** 429 carrying how long to wait; the controller turns it into a Retry-After header. */
export class TooManyCodesException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyCodesMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
