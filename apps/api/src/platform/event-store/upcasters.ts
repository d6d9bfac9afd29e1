import { Injectable, ServiceUnavailableException } from '@nestjs/common';

/** Where a stored event sits in the log: unique and never changed, so a value derived from it is too. */
export interface StoredAt {
  globalPosition: string;
}

/**
 * One step up an event type's schema; the metadata is there for fields a later version moved out of it
 * (who acted), the position for a field a later version assigns that an old event never had (an order's number).
 */
export type Upcast = (data: Record<string, unknown>, metadata: Readonly<Record<string, unknown>>, stored: StoredAt) => Record<string, unknown>;

/** An event read through the registry: its type's current name, the version it was brought to, and whether this code can read it. */
export interface UpcastEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
  /** Written by a newer release (a schema version above the newest this code knows): not to be read as if it were older. */
  newerThanReader: boolean;
}

/**
 * Old schema versions are read through upcasters on every read path (aggregate load, processors,
 * rebuild, audit): writers always write the newest version, and stored events are never rewritten.
 * A renamed type keeps its old name in the log and is read under the new one (`alias`). An event of a
 * schema version newer than this code writes comes from a newer release running beside this one (a
 * rolling upgrade) or from one rolled back: it is flagged, never guessed at (docs/decisions.md#event-versions).
 */
@Injectable()
export class Upcasters {
  private readonly steps = new Map<string, Upcast>();
  private readonly latest = new Map<string, number>();
  private readonly renamed = new Map<string, string>();

  /** Registers the step from `fromVersion` to `fromVersion + 1` of an event type. */
  register(eventType: string, fromVersion: number, upcast: Upcast): void {
    const key = `${eventType}@${fromVersion}`;
    if (this.steps.has(key)) throw new Error(`an upcaster for ${key} is already registered`);
    this.steps.set(key, upcast);
    this.latest.set(eventType, Math.max(this.latest.get(eventType) ?? 1, fromVersion + 1));
  }

  /** Events stored as `oldType` are read as `newType` (its schema versions carry on from the old name's). */
  alias(oldType: string, newType: string): void {
    if (oldType === newType || this.renamed.has(oldType)) throw new Error(`${oldType} is already an alias or is ${newType} itself`);
    if (this.renamed.has(newType)) throw new Error(`${newType} is itself renamed to ${this.renamed.get(newType)}: alias ${oldType} to that`);
    this.renamed.set(oldType, newType);
  }

  /** The name an event type is read under now. */
  currentName(eventType: string): string {
    return this.renamed.get(eventType) ?? eventType;
  }

  /** Every name events of these types are stored under (their own and any old ones), for filters on `event_type`. */
  storedNames(eventTypes: readonly string[]): string[] {
    const names = new Set(eventTypes);
    for (const [oldType, newType] of this.renamed) if (names.has(newType)) names.add(oldType);
    return [...names];
  }

  /** The schema version new events of this type are written with. */
  currentVersion(eventType: string): number {
    return this.latest.get(this.currentName(eventType)) ?? 1;
  }

  upcast(storedType: string, schemaVersion: number, data: unknown, metadata: Readonly<Record<string, unknown>>, stored: StoredAt): UpcastEvent {
    const type = this.currentName(storedType);
    if (schemaVersion > this.currentVersion(type)) return { type, schemaVersion, data, newerThanReader: true };
    let version = schemaVersion;
    let current = data;
    for (;;) {
      const step = this.steps.get(`${type}@${version}`);
      if (!step) return { type, schemaVersion: version, data: current, newerThanReader: false };
      current = step(current as Record<string, unknown>, metadata, stored);
      version += 1;
    }
  }
}

/**
 * Thrown where an event must be understood to go on (a command folding its stream, a state at a moment,
 * a rebuild). Over HTTP a 503: another instance (the newer one) can serve it, this one cannot yet.
 */
export class NewerEventVersionError extends ServiceUnavailableException {
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly schemaVersion: number,
    readonly newestKnown: number,
    readonly streamId: string,
  ) {
    super(
      `${streamId} holds ${eventType} v${schemaVersion} (event ${eventId}), written by a newer version of Jhatpat than this one (it reads ${eventType} up to v${newestKnown}): upgrade this instance`,
    );
  }
}
