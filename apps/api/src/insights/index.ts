export { InsightsModule } from './insights.module.js';
