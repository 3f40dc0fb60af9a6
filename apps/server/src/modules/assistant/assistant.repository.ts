import type { ChatCitation, ChatContext, ChatProvider, LanguageCode } from '@site/contracts';
import { sql } from 'kysely';
import { bit, flag, parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

/** A stored conversation (found by the hash of its id). */
export interface ConversationRecord {
  context: ChatContext;
  language: LanguageCode;
  created_at: string;
  expires_at: string;
}

/** One stored message of a conversation. */
export interface MessageRecord {
  role: 'user' | 'assistant';
  text: string;
  citations: ChatCitation[];
  provider: ChatProvider | null;
  is_redirect: boolean;
  created_at: string;
}

/** The tables whose public rows the assistant quotes: a change in any of them changes the fingerprint. */
const CONTENT_TABLES = ['projects', 'portfolio_categories', 'media_items', 'reunion_cases', 'reunion_stories'] as const;

/** All SQL of the assistant: the content fingerprint and the conversations. */
export class AssistantRepository {
  constructor(private readonly db: Db) {}

  /**
   * A short text that changes whenever published content may have changed: the settings' latest write (the
   * content version every admin edit moves on lives there), and the row count and latest `updated_at` of each
   * content table (which also catches writes that do not move the version, such as a report published as a case).
   */
  async contentFingerprint(): Promise<string> {
    const settings = await this.db
      .selectFrom('site_settings')
      .select([sql<string | null>`max(updated_at)`.as('latest'), sql<number>`count(*)`.as('rows')])
      .executeTakeFirst();
    const parts = [`settings:${settings?.rows ?? 0}:${settings?.latest ?? ''}`];
    for (const table of CONTENT_TABLES) {
      const row = await this.db
        .selectFrom(table)
        .select([sql<string | null>`max(updated_at)`.as('latest'), sql<number>`count(*)`.as('rows')])
        .executeTakeFirst();
      parts.push(`${table}:${row?.rows ?? 0}:${row?.latest ?? ''}`);
    }
    return parts.join('|');
  }

  async createConversation(
    idHash: string,
    conversation: { context: ChatContext; language: LanguageCode; createdAt: string; expiresAt: string },
  ): Promise<void> {
    await this.db
      .insertInto('assistant_conversations')
      .values({
        id_hash: idHash,
        context: conversation.context,
        language: conversation.language,
        created_at: conversation.createdAt,
        expires_at: conversation.expiresAt,
      })
      .execute();
  }

  /** The conversation, or undefined when there is none or it expired before `now`. */
  async findConversation(idHash: string, now: string): Promise<ConversationRecord | undefined> {
    const row = await this.db
      .selectFrom('assistant_conversations')
      .select(['context', 'language', 'created_at', 'expires_at'])
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row
      ? {
          context: row.context as ChatContext,
          language: row.language as LanguageCode,
          created_at: row.created_at,
          expires_at: row.expires_at,
        }
      : undefined;
  }

  /**
   * Adds messages to a conversation, moves its expiry on and keeps only its last `keep` messages, in one
   * transaction.
   */
  async addMessages(
    idHash: string,
    messages: readonly MessageRecord[],
    expiresAt: string,
    keep: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('assistant_messages')
        .values(
          messages.map((message) => ({
            conversation_hash: idHash,
            role: message.role,
            text: message.text,
            citations: JSON.stringify(message.citations),
            provider: message.provider,
            is_redirect: bit(message.is_redirect),
            created_at: message.created_at,
          })),
        )
        .execute();
      await trx
        .updateTable('assistant_conversations')
        .set({ expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
      const cutoff = await trx
        .selectFrom('assistant_messages')
        .select('id')
        .where('conversation_hash', '=', idHash)
        .orderBy('id', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (cutoff) {
        await trx
          .deleteFrom('assistant_messages')
          .where('conversation_hash', '=', idHash)
          .where('id', '<=', cutoff.id)
          .execute();
      }
    });
  }

  /** A conversation's messages, oldest first. */
  async messages(idHash: string): Promise<MessageRecord[]> {
    const rows = await this.db
      .selectFrom('assistant_messages')
      .select(['role', 'text', 'citations', 'provider', 'is_redirect', 'created_at'])
      .where('conversation_hash', '=', idHash)
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => ({
      role: row.role === 'user' ? 'user' : 'assistant',
      text: row.text,
      citations: parseJson<ChatCitation[]>(row.citations, []),
      provider: (row.provider as ChatProvider | null) ?? null,
      is_redirect: flag(row.is_redirect),
      created_at: row.created_at,
    }));
  }

  /** Deletes the conversations (and their messages) that expired before `now`; answers how many. */
  async deleteExpired(now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const expired = trx.selectFrom('assistant_conversations').select('id_hash').where('expires_at', '<=', now);
      await trx.deleteFrom('assistant_messages').where('conversation_hash', 'in', expired).execute();
      const result = await trx.deleteFrom('assistant_conversations').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
