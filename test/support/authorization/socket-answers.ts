import type { ClientFrame, ServerFrame } from '#contract/realtime';
import type { RealtimeTestClient } from '../realtime-client';

/** What a socket got for an action: a frame type, `error:<code>`, or 'none'. */
export type SocketOutcome = string;

/** The first answer after `from` that is not a pong, or 'none' when the pong came first. */
export function answerBeforePong(socket: RealtimeTestClient, from: number): SocketOutcome {
  const frames = socket.frames.slice(from);
  const pong = frames.findIndex((frame) => frame.type === 'pong');
  const answer = frames.slice(0, pong === -1 ? undefined : pong)[0];
  return answer ? describeFrame(answer) : 'none';
}

export function describeFrame(frame: ServerFrame): SocketOutcome {
  return frame.type === 'error' ? `error:${frame.code}` : frame.type;
}

/** Sends `frame` then a ping; resolves once the pong (or a close) is in. */
export async function sendAndSettle(socket: RealtimeTestClient, frame: ClientFrame) {
  const from = socket.frames.length;
  socket.send(frame);
  socket.send({ type: 'ping' });
  await socket.waitFor((f) => f.type === 'pong', from).catch(() => undefined);
  return from;
}
