import {
  createDecipheriv,
  createECDH,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionInput } from '#contract/push';

/** One request a push service was sent. */
export interface PushRequest {
  /** The endpoint it was sent to. */
  endpoint: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The status the service answered with. */
  status: number;
}

/** A device of a test: its subscription as the browser gives it, and what it can decrypt. */
export interface TestDevice {
  subscription: PushSubscriptionInput;
  /** The payload of a push sent to this device, decrypted as the browser would. */
  decrypt(body: Buffer): string;
}

export interface TestPushService {
  url: string;
  requests: PushRequest[];
  /** How the service answers: 201 (delivered), 410 (gone), 500 (broken for now), … */
  status: number;
  /** Answers for one device only, over `status`. */
  statusOf: Map<string, number>;
  /** A new device that subscribed through this service, with its own keys. */
  device(): TestDevice;
  /** The requests sent to one device. */
  to(device: TestDevice): PushRequest[];
  close(): Promise<void>;
}

/**
 * A push service on a free loopback port, speaking HTTP as a real one does (RFC 8030): every
 * POST is recorded and answered with `status`.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${service.url}${request.url}`;
      const status = service.statusOf.get(endpoint) ?? service.status;
      service.requests.push({
        endpoint,
        headers: request.headers,
        body: Buffer.concat(chunks),
        status,
      });
      response.writeHead(status, status === 201 ? { location: `${service.url}/message/1` } : {});
      response.end(status >= 400 ? 'test push service says no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service: TestPushService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    status: 201,
    statusOf: new Map(),
    device: () => createDevice(`${service.url}/push/${randomUUID()}`),
    to: (device) =>
      service.requests.filter((request) => request.endpoint === device.subscription.endpoint),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return service;
}

function createDevice(endpoint: string): TestDevice {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    decrypt: (body) => decryptAes128gcm(body, keys, authSecret),
  };
}

/** RFC 8291 (Message Encryption for Web Push) over RFC 8188 (aes128gcm), one record. */
function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublicKey = receiver.getPublicKey();
  const sharedSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiverPublicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 2 delimiter, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
