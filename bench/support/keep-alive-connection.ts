import net from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

const HEADERS_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const CONNECTION_CLOSE = /\r\nconnection:[ \t]*close/i;

/**
 * One kept-alive HTTP/1.1 connection that sends one request at a time and reads an answer with a
 * Content-Length, as a game table's client talks to the wallet. It costs a fraction of a general
 * client's CPU per call (no dispatcher, no streams, no header objects), and the load generator
 * shares the machine's 2 vCPUs with the platform and PostgreSQL it measures (ADR 0010). Chunked
 * answers are refused: the platform's JSON answers always carry their length.
 */
export function keepAliveConnection(origin: string, timeoutMs = 10_000) {
  const { hostname, port } = new URL(origin);
  const host = `host: ${hostname}:${port}\r\n`;
  let socket: net.Socket | null = null;
  let waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  let received: Buffer[] = [];
  let receivedBytes = 0;

  const fail = (error: Error) => {
    const w = waiting;
    waiting = null;
    socket?.destroy();
    socket = null;
    w?.reject(error);
  };

  const onData = (chunk: Buffer) => {
    received.push(chunk);
    receivedBytes += chunk.length;
    const all = received.length === 1 ? received[0]! : Buffer.concat(received, receivedBytes);
    const headersEnd = all.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = all.toString('latin1', 0, headersEnd);
    const length = CONTENT_LENGTH.exec(head);
    if (!length) return fail(new Error('answer without content-length'));
    const bodyStart = headersEnd + HEADERS_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (all.length < bodyEnd) {
      received = [all];
      return;
    }
    received = [];
    receivedBytes = 0;
    const answer = { status: Number(head.slice(9, 12)), body: all.toString('utf8', bodyStart, bodyEnd) };
    if (CONNECTION_CLOSE.test(head)) {
      socket?.destroy();
      socket = null;
    }
    const w = waiting;
    waiting = null;
    w?.resolve(answer);
  };

  const connect = () => {
    const s = net.connect({ host: hostname, port: Number(port), noDelay: true });
    s.setTimeout(timeoutMs, () => fail(new Error('timeout')));
    s.on('data', onData);
    s.on('error', (error) => fail(error));
    s.on('close', () => {
      if (socket === s) fail(new Error('connection closed'));
    });
    return s;
  };

  return {
    post(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
      if (waiting) return Promise.reject(new Error('one request at a time'));
      socket ??= connect();
      let extra = '';
      for (const name in headers) extra += `${name}: ${headers[name]}\r\n`;
      return new Promise<Answer>((resolve, reject) => {
        waiting = { resolve, reject };
        socket!.write(
          `POST ${path} HTTP/1.1\r\n${host}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`,
        );
      });
    },
    close() {
      socket?.destroy();
      socket = null;
    },
  };
}
