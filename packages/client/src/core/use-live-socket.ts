import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveSocket, type LiveSocketOptions, type LiveSocketStatus } from './live-socket';

export interface UseLiveSocketOptions extends Omit<LiveSocketOptions, 'onStatus'> {
  /** Connect only when true (e.g. while authenticated). Defaults to true. */
  enabled?: boolean;
  /** A new value opens a fresh connection (e.g. "try again" after the socket gave up). */
  restartKey?: number;
}

/**
 * Keeps one live socket open while mounted and enabled. A new url, organization,
 * acting account or profile reconnects; new callbacks are picked up without reconnecting.
 */
export function useLiveSocket(options: UseLiveSocketOptions): {
  status: LiveSocketStatus;
  send: (text: string) => boolean;
} {
  const { url, organizationId, executeAs, profile, enabled = true, restartKey = 0 } = options;
  const latest = useRef(options);
  const socketRef = useRef<LiveSocket | null>(null);
  const [status, setStatus] = useState<LiveSocketStatus>('idle');

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const WebSocketImpl = latest.current.WebSocket ?? globalThis.WebSocket;
    if (!enabled || !url || !WebSocketImpl) return;
    const socket = new LiveSocket({
      url,
      organizationId,
      executeAs,
      profile,
      WebSocket: WebSocketImpl,
      getToken: () => latest.current.getToken(),
      onMessage: (message) => latest.current.onMessage(message),
      onStatus: setStatus,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socketRef.current = null;
      socket.stop();
    };
  }, [url, organizationId, executeAs, profile, enabled, restartKey]);

  const send = useCallback((text: string) => socketRef.current?.send(text) ?? false, []);
  return { status, send };
}
