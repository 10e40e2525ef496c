import WebSocket from 'ws';
import { postJson } from './http-client';
import { type LatencySummary, summarize } from './stats';
import { clientAddress } from './tokens';

/** Who talks to whom: user u's sockets all subscribe to conversation floor(u / 2). */
export interface ChatPlan {
  sockets: number;
  socketsPerUser: number;
  messages: number;
  /** Messages per second, sent at a steady pace whatever the responses do. */
  rate: number;
  /** How long to wait for the last deliveries after the last POST. */
  settleMs: number;
  /**
   * The first messages warm up connection pools and JIT: sent and checked like the others, but
   * left out of the latency figures.
   */
  warmup: number;
}

export interface ChatTarget {
  baseUrl: string;
  conversationIds: string[];
  /** Access token of each user (index = user number). */
  tokens: string[];
}

export interface ChatResult {
  delivery: LatencySummary;
  post: LatencySummary;
  postFailures: Record<string, number>;
  expectedDeliveries: number;
  delivered: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  unexpected: number;
  socketErrors: number;
  sendSeconds: number;
}

interface BenchSocket {
  ws: WebSocket;
  conversation: number;
  seqs: number[];
}

const CONNECT_CONCURRENCY = 50;
const STEP_TIMEOUT_MS = 15_000;

function waitForFrame(ws: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error(`no ${type} frame in ${STEP_TIMEOUT_MS} ms`));
    }, STEP_TIMEOUT_MS);
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if (frame.type === type || frame.type === 'error') {
        clearTimeout(timer);
        ws.off('message', onMessage);
        if (frame.type === 'error')
          reject(new Error(`server error frame: ${JSON.stringify(frame)}`));
        else resolve(frame);
      }
    };
    ws.on('message', onMessage);
  });
}

async function openSocket(
  target: ChatTarget,
  user: number,
  conversation: number,
): Promise<WebSocket> {
  const ws = new WebSocket(`${target.baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { 'x-forwarded-for': clientAddress(user) },
    handshakeTimeout: STEP_TIMEOUT_MS,
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const ready = waitForFrame(ws, 'ready');
  ws.send(JSON.stringify({ type: 'auth', token: target.tokens[user] }));
  await ready;
  // The web app follows the inbox too (the unread count in the top bar).
  ws.send(JSON.stringify({ type: 'subscribe_inbox' }));
  const subscribed = waitForFrame(ws, 'subscribed');
  const conversationId = target.conversationIds[conversation];
  ws.send(JSON.stringify({ type: 'subscribe', conversationId, afterSeq: 0 }));
  await subscribed;
  return ws;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the sockets, sends the messages at a steady rate, and checks every delivery. */
export async function runChatLoad(target: ChatTarget, plan: ChatPlan): Promise<ChatResult> {
  const users = Math.ceil(plan.sockets / plan.socketsPerUser);
  const conversations = Math.ceil(users / 2);
  const sockets: BenchSocket[] = [];
  const sentAt: number[] = [];
  const deliveryMs: number[] = [];
  let socketErrors = 0;
  let unexpected = 0;

  try {
    for (let start = 0; start < plan.sockets; start += CONNECT_CONCURRENCY) {
      const batch = [];
      for (let s = start; s < Math.min(plan.sockets, start + CONNECT_CONCURRENCY); s++) {
        const user = Math.floor(s / plan.socketsPerUser);
        batch.push(openSocket(target, user, Math.floor(user / 2)).then((ws) => ({ ws, user })));
      }
      for (const { ws, user } of await Promise.all(batch)) {
        const socket: BenchSocket = { ws, conversation: Math.floor(user / 2), seqs: [] };
        ws.on('message', (data) => {
          const receivedAt = performance.now();
          const frame = JSON.parse(data.toString()) as {
            type: string;
            message?: { content: string; seq: number; conversationId: string };
          };
          if (frame.type === 'error') socketErrors++;
          if (frame.type !== 'message' || !frame.message) return;
          const k = Number(/^bench (\d+)/.exec(frame.message.content)?.[1]);
          if (frame.message.conversationId !== target.conversationIds[socket.conversation]) {
            unexpected++;
            return;
          }
          socket.seqs.push(frame.message.seq);
          const t0 = sentAt[k];
          if (t0 !== undefined && k >= plan.warmup) deliveryMs.push(receivedAt - t0);
        });
        ws.on('error', () => socketErrors++);
        ws.on('close', (code) => {
          if (code !== 1000 && code !== 1005) socketErrors++;
        });
        sockets.push(socket);
      }
    }

    const expectedSeqs: number[][] = Array.from({ length: conversations }, () => []);
    const postMs: number[] = [];
    const postFailures: Record<string, number> = {};
    const inFlight = new Set<Promise<void>>();
    const start = performance.now();
    for (let k = 0; k < plan.messages; k++) {
      const due = start + (k * 1000) / plan.rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const conversation = k % conversations;
      const turn = Math.floor(k / conversations) % 2;
      const sender = Math.min(users - 1, 2 * conversation + turn);
      sentAt[k] = performance.now();
      const request = postJson(
        `${target.baseUrl}/api/conversations/${target.conversationIds[conversation]}/messages`,
        { content: `bench ${k} от потребител ${sender}` },
        {
          authorization: `Bearer ${target.tokens[sender]}`,
          'x-forwarded-for': clientAddress(sender),
        },
      ).then(
        (response) => {
          if (k >= plan.warmup) postMs.push(performance.now() - (sentAt[k] as number));
          const seq = (response.body as { seq?: number }).seq;
          if (response.status === 201 && typeof seq === 'number') {
            expectedSeqs[conversation]?.push(seq);
          } else {
            postFailures[String(response.status)] =
              (postFailures[String(response.status)] ?? 0) + 1;
          }
        },
        (error: Error) => {
          postFailures[error.message] = (postFailures[error.message] ?? 0) + 1;
        },
      );
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - start) / 1000;

    const expectedDeliveries = sockets.reduce(
      (sum, socket) => sum + (expectedSeqs[socket.conversation]?.length ?? 0),
      0,
    );
    const deadline = performance.now() + plan.settleMs;
    const delivered = () => sockets.reduce((sum, socket) => sum + socket.seqs.length, 0);
    while (delivered() < expectedDeliveries && performance.now() < deadline) await sleep(20);
    // A little longer, so that late duplicates would show.
    await sleep(200);

    let lost = 0;
    let duplicates = 0;
    let outOfOrder = 0;
    for (const socket of sockets) {
      const expected = new Set(expectedSeqs[socket.conversation]);
      const received = new Set(socket.seqs);
      for (const seq of expected) if (!received.has(seq)) lost++;
      for (const seq of received) if (!expected.has(seq)) unexpected++;
      duplicates += socket.seqs.length - received.size;
      socket.seqs.forEach((seq, i) => {
        if (i > 0 && seq <= (socket.seqs[i - 1] as number)) outOfOrder++;
      });
    }
    return {
      delivery: summarize(deliveryMs),
      post: summarize(postMs),
      postFailures,
      expectedDeliveries,
      delivered: delivered(),
      lost,
      duplicates,
      outOfOrder,
      unexpected,
      socketErrors,
      sendSeconds,
    };
  } finally {
    for (const socket of sockets) socket.ws.close(1000);
  }
}
