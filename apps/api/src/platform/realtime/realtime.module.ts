import { Global, Module } from '@nestjs/common';
import { RealtimeServer } from './realtime-server.js';

/** Socket.IO on the API's port for every context (namespaces, token admission). */
@Global()
@Module({ providers: [RealtimeServer], exports: [RealtimeServer] })
export class RealtimeModule {}
