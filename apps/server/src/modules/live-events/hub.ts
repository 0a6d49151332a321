import { LIVE_EVENTS_CHANNEL } from '@marquee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** What the hub needs from the database: LISTEN (both PGlite and postgres-js provide it). */
export type LiveEventSource = Pick<Database, 'listen'>;

/**
 * Receives each event's payload, or null when events may have been lost (the LISTEN
 * connection dropped and came back): a cache forgets everything, a stream ends so its client
 * reconnects and refetches.
 */
type Subscriber = (payload: string | null) => void;

/**
 * One LISTEN per process and channel, fanned out in memory to every open event stream. The
 * LISTEN starts with the first subscriber (API tests that never open a stream never hold a
 * listener). The app's hub listens on the store's live events; `forChannel` gives the hub of
 * another channel (the chat's) on the same source, closed with this one.
 */
export class LiveEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | null = null;
  /** When this process last heard of a change (Date.now()), or null: see `sinceLastChangeMs`. */
  private lastChangeAt: number | null = null;
  private readonly channels = new Map<string, LiveEventHub>();

  constructor(
    private readonly source: LiveEventSource | undefined,
    private readonly log: FastifyBaseLogger,
    readonly channel: string = LIVE_EVENTS_CHANNEL,
  ) {}

  /** The hub of another channel on this hub's source: one per channel and process. */
  forChannel(channel: string): LiveEventHub {
    if (channel === this.channel) return this;
    let hub = this.channels.get(channel);
    if (!hub) {
      hub = new LiveEventHub(this.source, this.log, channel);
      this.channels.set(channel, hub);
    }
    return hub;
  }

  /** False when there is no LISTEN source: nothing will ever be delivered (caches stay off). */
  get hasSource() {
    return this.source !== undefined;
  }

  get subscriberCount() {
    return this.subscribers.size;
  }

  /**
   * How long ago the last change arrived, or null when none has since the LISTEN began. A new
   * stream sends it, so a page loaded just before a change (while its stream was not open yet)
   * knows to refetch.
   */
  get sinceLastChangeMs(): number | null {
    return this.lastChangeAt === null ? null : Date.now() - this.lastChangeAt;
  }

  /** Resolves once the LISTEN is in place, so no event sent after this can be missed. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    const unsubscribe = () => void this.subscribers.delete(subscriber);
    try {
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async close() {
    await Promise.all([...this.channels.values()].map((hub) => hub.close()));
    this.subscribers.clear();
    const listening = this.listening;
    this.listening = null;
    if (!listening) return;
    try {
      const unlisten = await listening;
      await unlisten();
    } catch (error) {
      // The database may already be closing; nothing is left to release.
      this.log.debug({ err: error }, 'live events: unlisten failed');
    }
  }

  private deliver(payload: string | null) {
    this.lastChangeAt = Date.now();
    for (const subscriber of [...this.subscribers]) subscriber(payload);
  }

  private startListening(): Promise<unknown> {
    if (!this.source) return Promise.resolve();
    this.listening ??= this.source
      .listen(
        this.channel,
        (payload) => this.deliver(payload),
        () => {
          this.log.warn({ channel: this.channel }, 'live events: LISTEN re-established; notices may have been lost');
          this.deliver(null);
        },
      )
      .catch((error: unknown) => {
        // Let the next subscriber try again rather than caching the failure.
        this.listening = null;
        throw error;
      });
    return this.listening;
  }
}
