import { type ZodType, z } from 'zod';
import {
  clientFrameSchema,
  REALTIME_LIMITS,
  REALTIME_PATH,
  serverFrameSchema,
} from '#contract/realtime';
import { AUTH_TIMEOUT_MS, CLOSE_CODES } from '#server/realtime/connection';
import packageJson from '../../../package.json' with { type: 'json' };

export const REALTIME_DOCUMENT_PATH = '/api/realtime.asyncapi.json';

/**
 * The payloads' schema format. Draft-07 is the JSON Schema that AsyncAPI 3.0 requires tools to
 * know; a 2020-12 format name would be taken as some custom format and its schemas left
 * unchecked by @asyncapi/parser. The frames' schemas use nothing draft-07 cannot say.
 */
export const PAYLOAD_SCHEMA_FORMAT = 'application/schema+json;version=draft-07';

const CHANNEL = 'realtime';

/** Which way a frame goes, as the document's client sees it. */
type Direction = 'client' | 'server';

type FrameSchema = ZodType & { shape: { type: { value: string } } };

interface MessageObject {
  name: string;
  title: string;
  description?: string;
  contentType: 'application/json';
  payload: { schemaFormat: typeof PAYLOAD_SCHEMA_FORMAT; schema: Record<string, unknown> };
}

/** A type, not an interface: the parser takes any object with string keys. */
export type RealtimeDocument = {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  defaultContentType: 'application/json';
  channels: Record<string, unknown>;
  operations: Record<string, unknown>;
  components: { messages: Record<string, MessageObject> };
};

/** The message's key in the document: `client.auth`, `server.ready`… */
export const messageKey = (direction: Direction, type: string) => `${direction}.${type}`;

/**
 * One message per frame type. Client frames are described as the server takes them (io
 * 'input': unknown keys are dropped, not refused), server frames as the server writes them.
 */
function messagesOf(direction: Direction, options: readonly FrameSchema[]) {
  return options.map((option) => {
    const type = option.shape.type.value;
    const { $schema: _format, ...schema } = z.toJSONSchema(option, {
      target: 'draft-07',
      io: direction === 'client' ? 'input' : 'output',
    });
    const message: MessageObject = {
      name: type,
      title: type,
      ...(option.description ? { description: option.description } : {}),
      contentType: 'application/json',
      payload: { schemaFormat: PAYLOAD_SCHEMA_FORMAT, schema },
    };
    return [messageKey(direction, type), message] as const;
  });
}

const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** How to use the socket, from the server's own constants. */
function connectionGuide(): string {
  const closeCodes = Object.entries(CLOSE_CODES)
    .sort(([, a], [, b]) => a - b)
    .map(([name, code]) => `- \`${code}\`: ${words(name)}`)
    .join('\n');
  return [
    'The WebSocket the Sofia Tennis web app keeps open for chat and its inbox. This document describes a client of the socket: `send` is what the client sends, `receive` what the server sends it. Every frame is one JSON object in a text frame, told apart by its `type`.',
    '',
    '## Connecting',
    `Open \`${REALTIME_PATH}\` on the app's own origin (\`wss:\` behind HTTPS). A browser's page must be of the app's origin or one the server allows, or the upgrade is refused with 403.`,
    '',
    `The socket signs in with its first frame, not with a query parameter, a header or a subprotocol: send \`auth\` with the \`accessToken\` of a session (the token the HTTP API takes as \`Authorization: Bearer\`) within ${AUTH_TIMEOUT_MS / 1000} s. The server answers \`ready\`; a token that is not valid gets \`error\` \`invalid_token\` and the close code ${CLOSE_CODES.unauthorized}. Before \`ready\`, any frame but \`ping\` gets \`error\` \`session_missing\`. Send \`auth\` again with the refreshed token before the old one expires: the server checks each socket's session at its heartbeat and closes the socket (${CLOSE_CODES.unauthorized}) once it has ended. A user may have ${REALTIME_LIMITS.maxSocketsPerUser} sockets open at once.`,
    '',
    '## Catch-up instead of acknowledgements',
    `Nothing is acknowledged. Each message of a conversation has a \`seq\`, one more than the one before. \`subscribe\` with the highest \`seq\` the client already has as \`afterSeq\` (0 for none): the server sends every message after it as \`message\` frames, then \`subscribed\` with the last \`seq\` sent, then the live messages, all in \`seq\` order and each once. After any reconnect the client subscribes again from the highest \`seq\` it has, and so misses nothing. A socket may follow ${REALTIME_LIMITS.maxSubscriptionsPerSocket} conversations.`,
    '',
    '`subscribe_inbox` asks for the frames that tell the client to refetch a list (`inbox`, `booking`, `match`, `notification`, `notifications_read`, `partner_requests`, `open_matches`); they carry no history, so after a reconnect the client reloads what they stand for.',
    '',
    '## Liveness and limits',
    `The server sends a WebSocket ping every ${REALTIME_LIMITS.heartbeatIntervalMs / 1000} s and ends a socket that did not answer the one before; browsers answer by themselves. A client's own check is \`ping\`, answered by \`pong\`. A frame may be ${REALTIME_LIMITS.maxFrameBytes / 1024} KiB at most; a frame that is not JSON text, or not one of the frames below, gets \`error\` \`bad_frame\` and the socket is closed.`,
    '',
    '## Close codes',
    closeCodes,
  ].join('\n');
}

/** The realtime socket's protocol as an AsyncAPI 3.0 document, from the contract's frames. */
export function buildRealtimeDocument(): RealtimeDocument {
  const sent = messagesOf('client', clientFrameSchema.options as readonly FrameSchema[]);
  const received = messagesOf('server', serverFrameSchema.options as readonly FrameSchema[]);
  const messages = Object.fromEntries([...sent, ...received]);
  const channelMessages = Object.fromEntries(
    Object.keys(messages).map((key) => [key, { $ref: `#/components/messages/${key}` }]),
  );
  const operation = (action: 'send' | 'receive', summary: string, keys: readonly string[]) => ({
    action,
    channel: { $ref: `#/channels/${CHANNEL}` },
    summary,
    messages: keys.map((key) => ({ $ref: `#/channels/${CHANNEL}/messages/${key}` })),
  });
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Sofia Tennis realtime socket',
      version: packageJson.version,
      description: connectionGuide(),
    },
    defaultContentType: 'application/json',
    channels: {
      [CHANNEL]: {
        address: REALTIME_PATH,
        title: 'Realtime',
        description: 'Chat messages and inbox changes for the signed-in user.',
        messages: channelMessages,
        bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
      },
    },
    operations: {
      sendClientFrames: operation(
        'send',
        'Frames the client sends',
        sent.map(([key]) => key),
      ),
      receiveServerFrames: operation(
        'receive',
        'Frames the server sends',
        received.map(([key]) => key),
      ),
    },
    components: { messages },
  };
}

let document: RealtimeDocument | undefined;

/** Made on the first request for it, then kept: the contract does not change while running. */
export function realtimeDocument(): RealtimeDocument {
  document ??= buildRealtimeDocument();
  return document;
}
