import { SOCKET } from '@convene/contract';

/** `chat`: 5 reconnects, 1 s doubling to 10 s; `appShell`: 20 reconnects, 5 s apart. */
export type SocketProfile = 'chat' | 'appShell';
export type LiveSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A server message: JSON `{ type, body }` (docs/architecture.md#the-live-bus). */
export interface LiveMessage<TBody = unknown> {
  type: string;
  body?: TBody;
}

type MaybePromise<T> = T | Promise<T>;
type WebSocketConstructor = new (url: string) => WebSocket;

export interface LiveSocketOptions {
  /** The socket endpoint, e.g. the organization's CHAT_URL (`ws://host/api/ws`). */
  url: string;
  organizationId: string;
  getToken: () => MaybePromise<string | null | undefined>;
  /** Sent as `executeas` when set, so the socket carries the acting account's messages. */
  executeAs?: string | null;
  profile: SocketProfile;
  onMessage: (message: LiveMessage) => void;
  onStatus?: (status: LiveSocketStatus) => void;
  WebSocket?: WebSocketConstructor;
}

/** Milliseconds before reconnect number `attempt` (0-based), or null when the profile gives up. */
export function reconnectDelay(profile: SocketProfile, attempt: number): number | null {
  if (profile === 'chat') {
    const { maxReconnects, baseDelay, maxDelay } = SOCKET.chat;
    return attempt < maxReconnects ? Math.min(baseDelay * 2 ** attempt, maxDelay) : null;
  }
  return attempt < SOCKET.appShell.maxReconnects ? SOCKET.appShell.delay : null;
}

export function liveSocketUrl(
  url: string,
  organizationId: string,
  token: string,
  executeAs?: string | null,
): string {
  const separator = url.includes('?') ? '&' : '?';
  const executeAsPart = executeAs ? `&executeas=${encodeURIComponent(executeAs)}` : '';
  return `${url}${separator}organization=${encodeURIComponent(organizationId)}&authorization=${encodeURIComponent(token)}${executeAsPart}`;
}

const HEARTBEAT_REPLIES = new Set(['pong', 'pulse']);

/** Parses a server frame; null for heartbeat replies and anything that is not `{ type, body }`. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  const text = data.trim();
  if (HEARTBEAT_REPLIES.has(text)) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed === null ||
      typeof parsed !== 'object' ||
      typeof (parsed as { type?: unknown }).type !== 'string'
    )
      return null;
    const message = parsed as LiveMessage;
    return HEARTBEAT_REPLIES.has(message.type) ? null : message;
  } catch {
    return null;
  }
}

/**
 * One live connection: sends `ping` every 25 s, drops the socket after 60 s without any
 * server frame, and reconnects as its profile allows. A successful open starts the
 * reconnect count afresh.
 */
export class LiveSocket {
  private readonly options: LiveSocketOptions;
  private socket: WebSocket | null = null;
  private attempt = 0;
  private running = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private livenessTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
    this.setStatus('idle');
  }

  /** Sends a text frame while open; false otherwise. */
  send(text: string): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(text);
    return true;
  }

  private async connect(): Promise<void> {
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let token: string | null | undefined;
    try {
      token = await this.options.getToken();
    } catch (error) {
      console.error('Could not read the access token for the live socket', error);
    }
    if (!this.running) return;
    if (!token) {
      this.scheduleReconnect();
      return;
    }
    const Socket = this.options.WebSocket ?? globalThis.WebSocket;
    const { url, organizationId, executeAs } = this.options;
    const socket = new Socket(liveSocketUrl(url, organizationId, token, executeAs));
    this.socket = socket;
    this.watchLiveness();
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      this.watchLiveness();
      this.heartbeatTimer = setInterval(() => this.send('ping'), SOCKET.heartbeatInterval);
    };
    socket.onmessage = (event: MessageEvent) => {
      this.watchLiveness();
      const message = parseLiveMessage(event.data);
      if (!message) return;
      try {
        this.options.onMessage(message);
      } catch (error) {
        console.error('A live message handler failed', error);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.dropSocket();
      this.scheduleReconnect();
    };
  }

  private watchLiveness(): void {
    clearTimeout(this.livenessTimer);
    this.livenessTimer = setTimeout(() => {
      // Closing a dead connection can take long to report, so reconnect without waiting for it.
      this.dropSocket();
      this.scheduleReconnect();
    }, SOCKET.heartbeatTimeout);
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const delay = reconnectDelay(this.options.profile, this.attempt);
    if (delay === null) {
      this.running = false;
      this.setStatus('closed');
      return;
    }
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private dropSocket(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.livenessTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === 0 || socket.readyState === 1) socket.close();
  }

  private setStatus(status: LiveSocketStatus): void {
    this.options.onStatus?.(status);
  }
}
