import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '#contract/realtime';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { postJson } from './http-client';
import { type LatencySummary, summarize } from './stats';
import { clientAddress } from './tokens';

/**
 * Who talks to whom: user u's sockets all subscribe to conversation floor(u / 2), unless the
 * target says otherwise (`conversationOfUser`).
 */
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
  /** Each message's size in UTF-8 bytes (padded); 0 keeps the short text. */
  messageBytes: number;
  /**
   * Every `dropEveryMs` of the send phase (0: never), `dropFraction` of the sockets are cut
   * (terminated, as a lost network does) and reconnect at once, subscribing from the last seq
   * each received: they must end with every message exactly once, like the others.
   */
  dropEveryMs: number;
  dropFraction: number;
  /**
   * A quiet spell between the last socket opened and the first message (0: none): the sockets
   * stay open and their heartbeats go on, but nothing is sent, as in a chat after a quiet minute.
   */
  idleMs: number;
}

export interface ChatTarget {
  baseUrl: string;
  conversationIds: string[];
  /** Access token of each user (index = user number). */
  tokens: string[];
  /**
   * The conversation each user takes part in (index = user number): one each, a pair's or a
   * group's. Without it, user u is in conversation floor(u / 2).
   */
  conversationOfUser?: number[];
}

/** Each conversation's users, in user order: the senders take turns in that order. */
export function membersOf(target: ChatTarget, users: number): number[][] {
  const members: number[][] = target.conversationIds.map(() => []);
  for (let user = 0; user < users; user++) {
    const conversation = target.conversationOfUser?.[user] ?? Math.floor(user / 2);
    members[conversation]?.push(user);
  }
  return members;
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
  reconnects: ReconnectResult;
  /** Deliveries by the second of the send phase their message was sent in. */
  timeline: TimelineSecond[];
  /** The second of the timeline with the highest p99. */
  worstSecond: TimelineSecond | undefined;
}

export interface TimelineSecond {
  second: number;
  deliveries: number;
  p99: number;
  max: number;
}

export interface ReconnectResult {
  count: number;
  /** From the cut to the `subscribed` frame, which the server sends after the catch-up. */
  caughtUp: LatencySummary;
  /**
   * Messages whose POST had returned before the socket subscribed again but that had not
   * reached it by its `subscribed` frame (its catch-up missed them): must be 0.
   */
  notCaughtUp: number;
  failed: number;
}

interface BenchSocket {
  ws: RealtimeTestClient;
  user: number;
  conversation: number;
  seqs: number[];
  /** Reconnecting: frames before `subscribed` are catch-up, not live deliveries. */
  catchingUp: boolean;
}

interface Resubscription {
  socket: BenchSocket;
  subscribeSentAt: number;
  /** How many seqs the socket had when its `subscribed` frame came. */
  seqsAtSubscribed: number;
}

const CONNECT_CONCURRENCY = 50;
const STEP_TIMEOUT_MS = 15_000;

/** Resolves with the next frame of `type`; fails on an error frame or after the step timeout. */
async function nextFrame(ws: RealtimeTestClient, type: ServerFrame['type']): Promise<ServerFrame> {
  const frame = await ws.waitFor((f) => f.type === type || f.type === 'error');
  if (frame.type === 'error') throw new Error(`server error frame: ${JSON.stringify(frame)}`);
  return frame;
}

async function openSocket(
  target: ChatTarget,
  user: number,
  conversation: number,
  options: { afterSeq?: number; beforeSubscribe?: (ws: RealtimeTestClient) => void } = {},
): Promise<RealtimeTestClient> {
  // Frames are not kept: the load reads them as they come (onFrame), thousands per socket.
  const ws = await RealtimeTestClient.connect(target.baseUrl, {
    headers: { 'x-forwarded-for': clientAddress(user) },
    timeoutMs: STEP_TIMEOUT_MS,
    record: false,
  });
  const ready = nextFrame(ws, 'ready');
  ws.send({ type: 'auth', token: target.tokens[user] as string });
  await ready;
  // The web app follows the inbox too (the unread count in the top bar).
  ws.send({ type: 'subscribe_inbox' });
  const subscribed = nextFrame(ws, 'subscribed');
  const conversationId = target.conversationIds[conversation] as string;
  options.beforeSubscribe?.(ws);
  ws.send({ type: 'subscribe', conversationId, afterSeq: options.afterSeq ?? 0 });
  await subscribed;
  return ws;
}

/** `bench <k> от потребител <sender>`, padded with Latin letters to `bytes` UTF-8 bytes. */
export function messageContent(k: number, sender: number, bytes: number): string {
  const text = `bench ${k} от потребител ${sender}`;
  const padding = bytes - Buffer.byteLength(text) - 1;
  return padding > 0 ? `${text} ${'x'.repeat(padding)}` : text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the sockets, sends the messages at a steady rate, and checks every delivery. */
export async function runChatLoad(target: ChatTarget, plan: ChatPlan): Promise<ChatResult> {
  const users = Math.ceil(plan.sockets / plan.socketsPerUser);
  const members = membersOf(target, users);
  const conversationOf = (user: number) =>
    target.conversationOfUser?.[user] ?? Math.floor(user / 2);
  const conversations = members.length;
  const sockets: BenchSocket[] = [];
  const sentAt: number[] = [];
  const deliveryMs: number[] = [];
  /** Per delivery in deliveryMs, when its message was sent (ms after the send phase began). */
  const deliverySentMs: number[] = [];
  let sendStart = 0;
  const resubscriptions: Resubscription[] = [];
  const caughtUpMs: number[] = [];
  let reconnectFailures = 0;
  let socketErrors = 0;
  let unexpected = 0;

  const receive = (socket: BenchSocket) => (frame: ServerFrame, receivedAt: number) => {
    if (frame.type === 'error') socketErrors++;
    if (frame.type !== 'message') return;
    const k = Number(/^bench (\d+)/.exec(frame.message.content)?.[1]);
    if (frame.message.conversationId !== target.conversationIds[socket.conversation]) {
      unexpected++;
      return;
    }
    socket.seqs.push(frame.message.seq);
    const t0 = sentAt[k];
    if (t0 !== undefined && k >= plan.warmup && !socket.catchingUp) {
      deliveryMs.push(receivedAt - t0);
      deliverySentMs.push(t0 - sendStart);
    }
  };
  const watch = (socket: BenchSocket) => {
    socket.ws.onError(() => socketErrors++);
    socket.ws.onClose((code) => {
      if (code !== 1000 && code !== 1005) socketErrors++;
    });
  };

  /** Cuts the socket as a lost network would, and reconnects it from its last seq. */
  const reconnect = async (socket: BenchSocket) => {
    const cutAt = performance.now();
    socket.ws.cut();
    socket.catchingUp = true;
    const resubscription: Resubscription = { socket, subscribeSentAt: 0, seqsAtSubscribed: 0 };
    try {
      socket.ws = await openSocket(target, socket.user, socket.conversation, {
        afterSeq: Math.max(0, ...socket.seqs),
        beforeSubscribe: (ws) => {
          ws.onFrame(receive(socket));
          resubscription.subscribeSentAt = performance.now();
        },
      });
    } catch {
      reconnectFailures++;
      return;
    }
    caughtUpMs.push(performance.now() - cutAt);
    resubscription.seqsAtSubscribed = socket.seqs.length;
    socket.catchingUp = false;
    resubscriptions.push(resubscription);
    watch(socket);
  };

  try {
    for (let start = 0; start < plan.sockets; start += CONNECT_CONCURRENCY) {
      const batch = [];
      for (let s = start; s < Math.min(plan.sockets, start + CONNECT_CONCURRENCY); s++) {
        const user = Math.floor(s / plan.socketsPerUser);
        batch.push(openSocket(target, user, conversationOf(user)).then((ws) => ({ ws, user })));
      }
      for (const { ws, user } of await Promise.all(batch)) {
        const socket: BenchSocket = {
          ws,
          user,
          conversation: conversationOf(user),
          seqs: [],
          catchingUp: false,
        };
        ws.onFrame(receive(socket));
        watch(socket);
        sockets.push(socket);
      }
    }

    if (plan.idleMs > 0) await sleep(plan.idleMs);
    const expectedSeqs: number[][] = Array.from({ length: conversations }, () => []);
    /** When each conversation's seqs were confirmed by their POST's response. */
    const confirmedAt: number[][] = Array.from({ length: conversations }, () => []);
    const postMs: number[] = [];
    const postFailures: Record<string, number> = {};
    const inFlight = new Set<Promise<void>>();
    const reconnecting = new Set<Promise<void>>();
    const start = performance.now();
    sendStart = start;
    let nextDrop = 0;
    const dropTimer =
      plan.dropEveryMs > 0
        ? setInterval(() => {
            const count = Math.round(sockets.length * plan.dropFraction);
            for (let i = 0; i < count; i++) {
              const socket = sockets[(nextDrop + i * 7) % sockets.length] as BenchSocket;
              if (socket.catchingUp) continue;
              const done = reconnect(socket);
              reconnecting.add(done);
              void done.finally(() => reconnecting.delete(done));
            }
            nextDrop++;
          }, plan.dropEveryMs)
        : undefined;
    for (let k = 0; k < plan.messages; k++) {
      const due = start + (k * 1000) / plan.rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const conversation = k % conversations;
      // The conversation's members take turns (a pair's two, a group's three or four).
      const speakers = members[conversation] as number[];
      const sender = speakers[Math.floor(k / conversations) % speakers.length] as number;
      sentAt[k] = performance.now();
      const request = postJson(
        `${target.baseUrl}/api/conversations/${target.conversationIds[conversation]}/messages`,
        // With an id of the sender's own, as the web client sends every message.
        { content: messageContent(k, sender, plan.messageBytes), clientId: randomUUID() },
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
            confirmedAt[conversation]?.push(performance.now());
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
    clearInterval(dropTimer);
    await Promise.all(reconnecting);
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
    let notCaughtUp = 0;
    for (const { socket, subscribeSentAt, seqsAtSubscribed } of resubscriptions) {
      const had = new Set(socket.seqs.slice(0, seqsAtSubscribed));
      const seqs = expectedSeqs[socket.conversation] ?? [];
      const times = confirmedAt[socket.conversation] ?? [];
      seqs.forEach((seq, i) => {
        if ((times[i] as number) < subscribeSentAt && !had.has(seq)) notCaughtUp++;
      });
    }
    const timeline = timelineOf(deliveryMs, deliverySentMs);
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
      timeline,
      worstSecond: timeline.reduce<TimelineSecond | undefined>(
        (worst, second) => (worst && worst.p99 >= second.p99 ? worst : second),
        undefined,
      ),
      reconnects: {
        count: caughtUpMs.length,
        caughtUp: summarize(caughtUpMs),
        notCaughtUp,
        failed: reconnectFailures,
      },
    };
  } finally {
    for (const socket of sockets) socket.ws.close(1000);
  }
}

function timelineOf(latencies: number[], sentMs: number[]): TimelineSecond[] {
  const bySecond: number[][] = [];
  latencies.forEach((latency, i) => {
    const second = Math.floor((sentMs[i] as number) / 1000);
    const values = bySecond[second] ?? [];
    values.push(latency);
    bySecond[second] = values;
  });
  return bySecond.flatMap((values, second) => {
    if (!values) return [];
    const summary = summarize(values);
    return [{ second, deliveries: values.length, p99: summary.p99, max: summary.max }];
  });
}
