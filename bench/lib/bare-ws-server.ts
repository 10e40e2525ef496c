/**
 * The floor for chat delivery: the same HTTP POST → WebSocket fan-out as the app, with the same
 * frames, through a bare `ws` server with no database, no auth and no validation. Run as its own
 * process, like the app, so both are measured the same way.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const subscribers = new Map<string, Set<WebSocket>>();
const lastSeq = new Map<string, number>();

const server = createServer((request, response) => {
  const match = /^\/api\/conversations\/([0-9a-f-]{36})\/messages$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match) {
    response.writeHead(404).end();
    return;
  }
  const conversationId = match[1] as string;
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    const seq = (lastSeq.get(conversationId) ?? 0) + 1;
    lastSeq.set(conversationId, seq);
    const message = {
      id: randomUUID(),
      conversationId,
      seq,
      senderId: randomUUID(),
      content: (JSON.parse(body) as { content: string }).content,
      createdAt: new Date().toISOString(),
    };
    for (const socket of subscribers.get(conversationId) ?? []) {
      if (socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'message', message }));
        socket.send(JSON.stringify({ type: 'inbox', conversationId }));
      }
    }
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  });
});

const wss = new WebSocketServer({ server, path: '/api/realtime' });
wss.on('connection', (socket) => {
  const mine = new Set<string>();
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; conversationId?: string };
    if (frame.type === 'auth') socket.send(JSON.stringify({ type: 'ready', userId: randomUUID() }));
    if (frame.type === 'subscribe' && frame.conversationId) {
      let set = subscribers.get(frame.conversationId);
      if (!set) {
        set = new Set();
        subscribers.set(frame.conversationId, set);
      }
      set.add(socket);
      mine.add(frame.conversationId);
      const seq = lastSeq.get(frame.conversationId) ?? 0;
      socket.send(
        JSON.stringify({ type: 'subscribed', conversationId: frame.conversationId, lastSeq: seq }),
      );
    }
  });
  socket.on('close', () => {
    for (const id of mine) subscribers.get(id)?.delete(socket);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`bare ws server running at http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
