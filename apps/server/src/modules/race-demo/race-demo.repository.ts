import type { RaceAccount, RaceSolution, RaceTransaction } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/count.js';

/** The demo has one account; a fixed id lets every instance find (and create) the same row. */
export const RACE_ACCOUNT_ID = 1;

/** How much history `results` returns: enough for several full runs, small enough for the page. */
export const RACE_HISTORY_LIMIT = 200;

/**
 * All SQL of the race-condition demo, for the configured dialect. The four modes call these methods,
 * and `/code` shows the ones each mode uses next to it, so keep each one short and readable.
 * An instance is bound either to the database (each statement its own autocommit transaction) or,
 * inside `inExclusiveTransaction`, to one transaction.
 */
export class RaceDemoRepository {
  readonly dialect: DialectName;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = dialectOf(db);
  }

  /** A plain SELECT: nothing is locked, and the value may be stale by the time it is used. */
  async readAccount(accountId: number): Promise<{ balance: number; version: number }> {
    const row = await this.db
      .selectFrom('race_accounts')
      .select(['balance', 'version'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { balance: Number(row.balance), version: Number(row.version) };
  }

  /** The naive write: stores whatever value the caller computed, whatever happened since its read. */
  async writeBalance(accountId: number, newBalance: number): Promise<void> {
    await this.db
      .updateTable('race_accounts')
      .set({ balance: newBalance, updated_at: new Date().toISOString() })
      .where('id', '=', accountId)
      .execute();
  }

  /**
   * Inside a transaction: reads the account and locks its row until commit. SQLite has no row locks
   * (and no FOR UPDATE): there BEGIN IMMEDIATE has already taken the database's single write lock.
   */
  async lockAccount(accountId: number): Promise<{ balance: number; version: number }> {
    const query = this.db.selectFrom('race_accounts').select(['balance', 'version']).where('id', '=', accountId);
    const row = await (this.dialect === 'sqlite' ? query : query.forUpdate()).executeTakeFirstOrThrow();
    return { balance: Number(row.balance), version: Number(row.version) };
  }

  /**
   * Atomic conditional debit: the database subtracts, and only when the funds suffice; given the `version` that
   * was read (optimistic mode), only if nobody changed the row since. Returns rows changed.
   */
  async debitIfFunds(accountId: number, amount: number, version?: number): Promise<number> {
    const debit = this.db
      .updateTable('race_accounts')
      .set((eb) => ({
        balance: eb('balance', '-', amount),
        version: eb('version', '+', 1),
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', accountId)
      .where('balance', '>=', amount);
    const result = await (version === undefined ? debit : debit.where('version', '=', version)).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** One row of the transaction history. */
  async recordDebit(debit: {
    accountId: number;
    amount: number;
    balanceBefore: number;
    balanceAfter: number;
    demoType: RaceSolution;
  }): Promise<void> {
    await this.db
      .insertInto('race_transactions')
      .values({
        account_id: debit.accountId,
        amount: debit.amount,
        balance_before: debit.balanceBefore,
        balance_after: debit.balanceAfter,
        demo_type: debit.demoType,
        operation_type: 'debit',
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /**
   * Runs `work` in an exclusive transaction, committed when it returns and rolled back when it throws.
   * SQLite: BEGIN IMMEDIATE takes the write lock at once (a plain BEGIN would only take it at the first
   * write, after the read), on the one connection Kysely hands out to a single caller at a time.
   * PostgreSQL and MySQL: an ordinary transaction; `lockAccount` (SELECT … FOR UPDATE) makes it exclusive.
   */
  async inExclusiveTransaction<T>(work: (tx: RaceDemoRepository) => Promise<T>): Promise<T> {
    if (this.dialect !== 'sqlite') {
      return this.db.transaction().execute((trx) => work(new RaceDemoRepository(trx)));
    }
    return this.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(new RaceDemoRepository(conn));
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }

  /** The account, created with the starting balance the first time anyone asks. */
  async ensureAccount(startingBalance: number): Promise<RaceAccount> {
    const existing = await this.findAccount();
    if (existing) return existing;
    const insert = this.db.insertInto('race_accounts').values({
      id: RACE_ACCOUNT_ID,
      balance: startingBalance,
      version: 0,
      updated_at: new Date().toISOString(),
    });
    // Another instance may create it at the same moment: whoever comes second changes nothing.
    await (
      this.dialect === 'mysql' ? insert.ignore() : insert.onConflict((oc) => oc.column('id').doNothing())
    ).execute();
    const created = await this.findAccount();
    if (!created) throw new Error('race demo account could not be created');
    return created;
  }

  async findAccount(): Promise<RaceAccount | undefined> {
    const row = await this.db
      .selectFrom('race_accounts')
      .select(['id', 'balance', 'version', 'updated_at'])
      .where('id', '=', RACE_ACCOUNT_ID)
      .executeTakeFirst();
    return row
      ? { id: Number(row.id), balance: Number(row.balance), version: Number(row.version), updated_at: row.updated_at }
      : undefined;
  }

  /** Back to the starting balance and version 0, with no history, in one transaction. */
  async reset(startingBalance: number): Promise<RaceAccount> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('race_transactions').where('account_id', '=', RACE_ACCOUNT_ID).execute();
      await trx
        .updateTable('race_accounts')
        .set({ balance: startingBalance, version: 0, updated_at: new Date().toISOString() })
        .where('id', '=', RACE_ACCOUNT_ID)
        .execute();
    });
    // Creates the account when the reset came first; a no-op otherwise.
    return this.ensureAccount(startingBalance);
  }

  /** Puts the starting balance back (version 0) and keeps the history: the start of every run. */
  async restoreBalance(startingBalance: number): Promise<RaceAccount> {
    await this.ensureAccount(startingBalance);
    await this.db
      .updateTable('race_accounts')
      .set({ balance: startingBalance, version: 0, updated_at: new Date().toISOString() })
      .where('id', '=', RACE_ACCOUNT_ID)
      .execute();
    return this.ensureAccount(startingBalance);
  }

  /** The latest debits of the account, newest first. */
  async history(limit = RACE_HISTORY_LIMIT): Promise<RaceTransaction[]> {
    const rows = await this.db
      .selectFrom('race_transactions')
      .select(['id', 'amount', 'balance_before', 'balance_after', 'demo_type', 'created_at'])
      .where('account_id', '=', RACE_ACCOUNT_ID)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      amount: Number(row.amount),
      balance_before: Number(row.balance_before),
      balance_after: Number(row.balance_after),
      demo_type: row.demo_type as RaceSolution,
      operation_type: 'debit' as const,
      timestamp: row.created_at,
    }));
  }

  /** How many history rows the account has (tests compare it with the successful debits). */
  async countHistory(): Promise<number> {
    return countRows(this.db.selectFrom('race_transactions').where('account_id', '=', RACE_ACCOUNT_ID));
  }

  /**
   * The isolation level a new transaction gets, as the database names it. SQLite has no levels to
   * choose from: its transactions are serializable, because one writer at a time holds the database.
   */
  async isolationLevel(): Promise<string> {
    switch (this.dialect) {
      case 'sqlite':
        return 'serializable (SQLite: one writer at a time)';
      case 'postgres': {
        const { rows } = await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(this.db);
        return rows[0]?.transaction_isolation ?? 'unknown';
      }
      case 'mysql': {
        const { rows } = await sql<{ level: string }>`select @@transaction_isolation as level`.execute(this.db);
        return rows[0]?.level ?? 'unknown';
      }
    }
  }
}
