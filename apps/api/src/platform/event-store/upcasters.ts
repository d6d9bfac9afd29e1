import { Injectable } from '@nestjs/common';

/** One step up an event type's schema; the metadata is there for fields a later version moved out of it (who acted). */
export type Upcast = (data: Record<string, unknown>, metadata: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Old schema versions are read through upcasters on every read path (aggregate load, processors,
 * rebuild, audit): writers always write the newest version, and stored events are never rewritten.
 */
@Injectable()
export class Upcasters {
  private readonly steps = new Map<string, Upcast>();
  private readonly latest = new Map<string, number>();

  /** Registers the step from `fromVersion` to `fromVersion + 1` of an event type. */
  register(eventType: string, fromVersion: number, upcast: Upcast): void {
    const key = `${eventType}@${fromVersion}`;
    if (this.steps.has(key)) throw new Error(`an upcaster for ${key} is already registered`);
    this.steps.set(key, upcast);
    this.latest.set(eventType, Math.max(this.latest.get(eventType) ?? 1, fromVersion + 1));
  }

  /** The schema version new events of this type are written with. */
  currentVersion(eventType: string): number {
    return this.latest.get(eventType) ?? 1;
  }

  upcast(eventType: string, schemaVersion: number, data: unknown, metadata: Readonly<Record<string, unknown>> = {}): { schemaVersion: number; data: unknown } {
    let version = schemaVersion;
    let current = data;
    for (;;) {
      const step = this.steps.get(`${eventType}@${version}`);
      if (!step) return { schemaVersion: version, data: current };
      current = step(current as Record<string, unknown>, metadata);
      version += 1;
    }
  }
}
