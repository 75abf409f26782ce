// What GET /healthz tells about each platform: how events come in, whether the bridge is in touch
// with the platform right now, when the last event came, and the last thing that went wrong.
import type { Clock } from '../platform/clock.ts';
import type { PlatformName } from './messages.ts';

/** How events reach the bridge: pushed to its HTTP port (events, webhook) or fetched by it (socket, polling, websocket). */
export type InboundMode = 'socket' | 'events' | 'polling' | 'webhook' | 'websocket';

export interface PlatformHealth {
  platform: PlatformName;
  mode: InboundMode;
  connected: boolean;
  lastEventAt: string | null;
  lastError: string | null;
}

export class ConnectionStatus {
  #connected = false;
  #lastEventAt: Date | null = null;
  #lastError: string | null = null;

  constructor(readonly platform: PlatformName, readonly mode: InboundMode, private readonly clock: Clock) {}

  /** In touch with the platform (socket open, a poll answered, an API call answered); a reconnection clears older errors. */
  connected(): void {
    if (!this.#connected) this.#lastError = null;
    this.#connected = true;
  }

  disconnected(error?: string): void {
    this.#connected = false;
    if (error) this.#lastError = error;
  }

  /** A failure that does not by itself say the connection is gone (a refused or rate-limited call). */
  failed(error: string): void {
    this.#lastError = error;
  }

  /** An inbound event from the platform, checked (signature, secret or the platform's own socket). */
  event(): void {
    this.#lastEventAt = this.clock.now();
  }

  toJSON(): PlatformHealth {
    return {
      platform: this.platform, mode: this.mode, connected: this.#connected,
      lastEventAt: this.#lastEventAt?.toISOString() ?? null, lastError: this.#lastError,
    };
  }
}
