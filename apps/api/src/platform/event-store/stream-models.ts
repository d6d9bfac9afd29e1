import { Injectable } from '@nestjs/common';
import type { StreamModel } from './stream-model.js';

/**
 * Each context registers the pure model of its stream types (order, payment, cart), so auditors can
 * fold any stream to its state at a past moment with the very evolve the write side uses.
 */
@Injectable()
export class StreamModels {
  private readonly models = new Map<string, StreamModel<unknown>>();

  register<State>(streamType: string, model: StreamModel<State>): void {
    if (this.models.has(streamType)) throw new Error(`a model for ${streamType} streams is already registered`);
    this.models.set(streamType, model as StreamModel<unknown>);
  }

  get(streamType: string): StreamModel<unknown> | undefined {
    return this.models.get(streamType);
  }

  /** The stream types with a registered model. */
  types(): string[] {
    return [...this.models.keys()];
  }
}
