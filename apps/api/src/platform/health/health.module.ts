import { Module } from '@nestjs/common';
import { OperatorAccess } from '../auth/operator-access.js';
import { HealthController } from './health.controller.js';
import { ParkedEventsController } from './parked-events/parked-events.controller.js';
import { ProcessingHealth } from './processing-health.js';

/** GET /api/health with each processor's and the live feed's state; the parked events, for staff. */
@Module({ controllers: [HealthController, ParkedEventsController], providers: [ProcessingHealth, OperatorAccess], exports: [ProcessingHealth, OperatorAccess] })
export class HealthModule {}
