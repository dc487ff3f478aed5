import { useCallback, useEffect, useReducer, useRef } from 'react';
import { authMessage, reconnectDelay } from '../../../lib/member-socket.ts';
import {
  CHAT_FINAL_CLOSE_CODES,
  chatReducer,
  chatSayMessage,
  chatSocketUrl,
  initialChatState,
  newClientId,
  parseChatFrame,
} from '../chat-room-rules.ts';

/**
 * One chat room over its socket (ADR 0027): a member's token is the socket's first message (never
 * in the URL), a visitor only reads. A dropped socket reconnects with backoff (the room shows
 * "reconnecting") and gets the history again; a page back from the background reconnects at once.
 * `onRefused` gives back the text of a line the server refused, so the composer can offer it again.
 */
export function useChatRoom(room: string, token: string | null, onRefused?: (text: string) => void) {
  const [state, dispatch] = useReducer(chatReducer, null, () => initialChatState());
  const socketRef = useRef<WebSocket | null>(null);
  const pendingTexts = useRef(new Map<string, string>());
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    refusedRef.current = onRefused;
  }, [onRefused]);

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      if (stopped) return;
      const socket = new WebSocket(chatSocketUrl(window.location, room));
      socketRef.current = socket;
      socket.onopen = () => {
        if (token) socket.send(authMessage(token));
        dispatch({ type: 'connection', connection: 'open' });
      };
      socket.onmessage = (event) => {
        const frame = parseChatFrame(event.data);
        if (!frame) return;
        if (frame.type === 'history') attempt = 0;
        if (frame.type === 'refused') {
          const text = pendingTexts.current.get(frame.clientId);
          pendingTexts.current.delete(frame.clientId);
          if (text !== undefined) refusedRef.current?.(text);
        }
        if (frame.type === 'message' && frame.clientId) pendingTexts.current.delete(frame.clientId);
        dispatch({ type: 'frame', frame, nowMs: Date.now() });
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        pendingTexts.current.clear();
        if (stopped) return;
        if (CHAT_FINAL_CLOSE_CODES.has(event.code)) {
          stopped = true;
          dispatch({ type: 'connection', connection: 'closed' });
          return;
        }
        dispatch({ type: 'connection', connection: 'reconnecting' });
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };

    const onVisible = () => {
      if (document.visibilityState !== 'visible' || socketRef.current || stopped) return;
      clearTimeout(timer);
      attempt = 0;
      connect();
    };

    connect();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      socketRef.current?.close(1000, 'bye');
      socketRef.current = null;
    };
  }, [room, token]);

  /** Sends a line; false when the socket is not open (the composer keeps the text). */
  const say = useCallback((text: string): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    const clientId = newClientId();
    const trimmed = text.trim();
    pendingTexts.current.set(clientId, trimmed);
    socket.send(chatSayMessage(trimmed, clientId));
    dispatch({ type: 'sent', clientId, text: trimmed, nowMs: Date.now() });
    return true;
  }, []);

  const dismissRefusal = useCallback(() => dispatch({ type: 'dismissRefusal' }), []);

  return { state, say, dismissRefusal };
}
