import { Query } from '@nestjs/cqrs';
import type { PackingQueueView } from '../packing/packing.view.js';

export class PackingQueueQuery extends Query<PackingQueueView> {}
