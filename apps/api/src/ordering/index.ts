export { OrderingModule } from './ordering.module.js';
export { OrderCommands } from './order-commands.js';
