export * from './realtime.module.js';
export * from './realtime-server.js';
export * from './same-origin.js';
export * from './socket-user.js';
