import { randomUUID } from 'node:crypto';
import type { Message } from '#contract/chat';
import type { Answer, ApiClient } from './api-client';

/** Answers that mean "the server is away", as the web app reads them (send-unsent.ts). */
const AWAY = new Set([502, 503, 504]);

export interface Outgoing {
  clientId: string;
  content: string;
}

/**
 * Sends one person's chat messages the way the web app does: each written message gets a client
 * id and waits in a queue; they go one at a time, oldest first; a send with no answer (the
 * server died, a 503) stays queued and goes again, with the same client id, when `flush` is
 * called again; 429 waits as long as Retry-After says.
 */
export class ChatSender {
  readonly unsent: Outgoing[] = [];
  /** Every message the server acknowledged (200 or 201), by client id. */
  readonly acknowledged = new Map<string, Message>();
  /** Sends that went out again after getting no answer. */
  resends = 0;
  /** Resends the server answered 200: the first send had been saved, its answer lost. */
  foundSaved = 0;
  /** The last answer that meant the server was away. */
  lastAway: Answer | undefined;
  private tried = new Set<string>();

  constructor(
    readonly client: ApiClient,
    readonly conversationId: string,
  ) {}

  write(content: string): Outgoing {
    const message = { clientId: randomUUID(), content };
    this.unsent.push(message);
    return message;
  }

  /** Sends what is queued; resolves 'done', or 'away' when the server stopped answering. */
  async flush(): Promise<'done' | 'away'> {
    for (;;) {
      const next = this.unsent[0];
      if (!next) return 'done';
      if (this.tried.has(next.clientId)) this.resends += 1;
      this.tried.add(next.clientId);
      const answer = await this.client.call(
        'POST',
        `/api/conversations/${this.conversationId}/messages`,
        { content: next.content, clientId: next.clientId },
      );
      if (answer.status === 200 || answer.status === 201) {
        if (answer.status === 200) this.foundSaved += 1;
        this.acknowledged.set(next.clientId, answer.body as Message);
        this.unsent.shift();
        continue;
      }
      if (answer.failure || AWAY.has(answer.status)) {
        this.lastAway = answer;
        return 'away';
      }
      if (answer.status === 429) {
        await new Promise((done) => setTimeout(done, Number(answer.retryAfter ?? 5) * 1000));
        continue;
      }
      throw new Error(`a message was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

/** Every message of a conversation, oldest first, read page by page as the app does. */
export async function allMessages(client: ApiClient, conversationId: string): Promise<Message[]> {
  const messages: Message[] = [];
  let beforeSeq: number | undefined;
  for (;;) {
    const query = `limit=100${beforeSeq ? `&beforeSeq=${beforeSeq}` : ''}`;
    const answer = await client.call(
      'GET',
      `/api/conversations/${conversationId}/messages?${query}`,
    );
    if (answer.status !== 200) {
      throw new Error(`reading messages answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    const page = answer.body as { items: Message[]; hasOlder: boolean };
    messages.unshift(...page.items);
    if (!page.hasOlder || page.items.length === 0) return messages;
    beforeSeq = page.items[0]?.seq;
  }
}
