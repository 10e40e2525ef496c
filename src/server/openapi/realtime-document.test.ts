import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  type ClientFrame,
  clientFrameSchema,
  REALTIME_PATH,
  type ServerFrame,
  serverFrameSchema,
} from '#contract/realtime';
import packageJson from '../../../package.json' with { type: 'json' };
import { buildRealtimeDocument, messageKey, PAYLOAD_SCHEMA_FORMAT } from './realtime-document';

const document = buildRealtimeDocument();

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

/** One frame of each type; the types make sure none is left out. */
const clientSamples: { [T in ClientFrame['type']]: Extract<ClientFrame, { type: T }> } = {
  auth: { type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
  subscribe: { type: 'subscribe', conversationId: ID, afterSeq: 41 },
  unsubscribe: { type: 'unsubscribe', conversationId: ID },
  subscribe_inbox: { type: 'subscribe_inbox' },
  ping: { type: 'ping' },
};
const serverSamples: { [T in ServerFrame['type']]: Extract<ServerFrame, { type: T }> } = {
  ready: { type: 'ready', userId: ID },
  message: {
    type: 'message',
    message: {
      id: OTHER_ID,
      conversationId: ID,
      seq: 42,
      senderId: null,
      content: 'See you at 18:00?',
      createdAt: '2026-05-01T15:00:00.000Z',
      clientId: null,
    },
  },
  subscribed: { type: 'subscribed', conversationId: ID, lastSeq: 42 },
  inbox: { type: 'inbox', conversationId: ID },
  booking: { type: 'booking', bookingId: ID, status: 'accepted' },
  match: { type: 'match', matchId: ID, status: 'disputed' },
  open_matches: { type: 'open_matches' },
  notification: {
    type: 'notification',
    notification: {
      id: ID,
      kind: 'play_request',
      actor: { id: OTHER_ID, name: 'Maria' },
      subjectId: OTHER_ID,
      createdAt: '2026-05-01T15:00:00.000Z',
      readAt: null,
      data: {},
    },
  },
  notifications_read: { type: 'notifications_read' },
  partner_requests: { type: 'partner_requests' },
  pong: { type: 'pong' },
  error: { type: 'error', code: 'not_found', message: 'No such conversation', conversationId: ID },
};

const typesOf = (options: readonly { shape: { type: { value: string } } }[]) =>
  options.map((option) => option.shape.type.value);
const clientTypes = typesOf(clientFrameSchema.options);
const serverTypes = typesOf(serverFrameSchema.options);

const ajv = new Ajv({ strict: true, allErrors: true });
addFormats(ajv);
const payloadOf = (key: string) => {
  const message = document.components.messages[key];
  if (!message) throw new Error(`no message ${key}`);
  return message.payload;
};

describe('the realtime AsyncAPI document', () => {
  it('parses with the AsyncAPI parser with no error and no warning', async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(structuredClone(document));
    const found = diagnostics.map((d) => ({
      severity: d.severity,
      code: d.code,
      message: d.message,
      path: d.path.join('/'),
    }));
    expect(found.filter((d) => d.severity <= DiagnosticSeverity.Warning)).toEqual([]);
    // The one remark: 3.1.0 is out. The document stays on 3.0.0, the version asked of it; 3.1
    // changes nothing that it uses.
    expect(found.map((d) => d.code)).toEqual(['asyncapi-latest-version']);
    expect(parsed?.version()).toBe('3.0.0');
    expect(parsed?.info().version()).toBe(packageJson.version);
    expect(
      parsed
        ?.channels()
        .all()
        .map((channel) => channel.address()),
    ).toEqual([REALTIME_PATH]);
  }, 60_000);

  it('has one message per frame type, client frames sent and server frames received', () => {
    const keys = (operation: unknown) =>
      (operation as { messages: { $ref: string }[] }).messages.map(({ $ref }) =>
        $ref.replace('#/channels/realtime/messages/', ''),
      );
    const { sendClientFrames: send, receiveServerFrames: receive } = document.operations as Record<
      string,
      { action: string }
    >;
    expect(send?.action).toBe('send');
    expect(receive?.action).toBe('receive');
    expect(keys(send)).toEqual(clientTypes.map((type) => messageKey('client', type)));
    expect(keys(receive)).toEqual(serverTypes.map((type) => messageKey('server', type)));
    expect(Object.keys(document.components.messages).sort()).toEqual(
      [
        ...clientTypes.map((type) => messageKey('client', type)),
        ...serverTypes.map((type) => messageKey('server', type)),
      ].sort(),
    );
    expect(Object.keys(clientSamples).sort()).toEqual([...clientTypes].sort());
    expect(Object.keys(serverSamples).sort()).toEqual([...serverTypes].sort());
  });

  const cases = [
    ...Object.values(clientSamples).map((frame) => ['client', frame] as const),
    ...Object.values(serverSamples).map((frame) => ['server', frame] as const),
  ];
  it.each(cases)('a %s frame validates against its own payload only: %o', (direction, frame) => {
    const schema = direction === 'client' ? clientFrameSchema : serverFrameSchema;
    // The sample is a real frame: the contract itself takes it.
    expect(schema.safeParse(frame).success).toBe(true);
    const payload = payloadOf(messageKey(direction, frame.type));
    expect(payload.schemaFormat).toBe(PAYLOAD_SCHEMA_FORMAT);
    const validate = ajv.compile(payload.schema);
    expect(validate(frame), JSON.stringify(validate.errors)).toBe(true);
    // Another type's payload refuses it: each message tells its frames apart by `type`.
    const other = (direction === 'client' ? clientTypes : serverTypes).find(
      (type) => type !== frame.type,
    ) as string;
    expect(ajv.validate(payloadOf(messageKey(direction, other)).schema, frame)).toBe(false);
  });

  it('describes how to sign in and catch up', () => {
    const { description } = document.info;
    expect(description).toContain('`auth`');
    expect(description).toContain('`afterSeq`');
    expect(description).toContain('4001');
  });
});
