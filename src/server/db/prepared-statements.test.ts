import type { QueryConfig } from 'pg';
import { describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements';

const outside = { inTransaction: false };
const inside = { inTransaction: true };

/** Records what each run was given; fails the first `failures` runs with `error`. */
function recorder(error?: Error, failures = 0) {
  const runs: (QueryConfig | string)[] = [];
  const run = async (query: QueryConfig | string) => {
    runs.push(query);
    if (error && runs.length <= failures) throw error;
    return 'rows';
  };
  return { runs, run };
}

const resultTypeChanged = Object.assign(new Error('cached plan must not change result type'), {
  code: '0A000',
});

describe('PreparedStatements', () => {
  it('names each text with parameters once, and the same text by the same name', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 1, maxNamed: 100 });
    const { runs, run } = recorder();
    await statements.run('select $1::int', [1], run, outside);
    await statements.run('select $1::text', ['a'], run, outside);
    await statements.run('select $1::int', [2], run, outside);
    expect(runs).toEqual([
      { name: 's0', text: 'select $1::int', values: [1] },
      { name: 's1', text: 'select $1::text', values: ['a'] },
      { name: 's0', text: 'select $1::int', values: [2] },
    ]);
  });

  it('runs unnamed a text without parameters, and a script of several statements', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 1, maxNamed: 100 });
    const { runs, run } = recorder();
    await statements.run('begin', undefined, run, outside);
    await statements.run('select 1; select 2', [], run, outside);
    expect(runs).toEqual(['begin', 'select 1; select 2']);
  });

  it('runs a statement whose result changed again unnamed, and unnamed from then on', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 1, maxNamed: 100 });
    const { runs, run } = recorder(resultTypeChanged, 1);
    await expect(statements.run('insert … returning *', [1], run, outside)).resolves.toBe('rows');
    await statements.run('insert … returning *', [2], run, outside);
    expect(runs).toEqual([
      { name: 's0', text: 'insert … returning *', values: [1] },
      'insert … returning *',
      'insert … returning *',
    ]);
  });

  it('inside a transaction, fails the statement (the transaction is over) and names it no more', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 1, maxNamed: 100 });
    const { runs, run } = recorder(resultTypeChanged, 1);
    await expect(statements.run('update … returning *', [1], run, inside)).rejects.toBe(
      resultTypeChanged,
    );
    await statements.run('update … returning *', [1], run, inside);
    expect(runs).toEqual([
      { name: 's0', text: 'update … returning *', values: [1] },
      'update … returning *',
    ]);
  });

  it('never runs again a statement that failed for any other reason', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 1, maxNamed: 100 });
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { runs, run } = recorder(unique, 1);
    await expect(statements.run('insert …', [1], run, outside)).rejects.toBe(unique);
    expect(runs).toHaveLength(1);
  });

  it('names a text once it has run often enough, and no more texts than its limit', async () => {
    const statements = new PreparedStatements({ runsBeforeNamed: 3, maxNamed: 1 });
    const { runs, run } = recorder();
    for (let i = 0; i < 4; i++) await statements.run('select $1::int', [i], run, outside);
    for (let i = 0; i < 4; i++) await statements.run('select $1::text', [i], run, outside);
    expect(runs.map((query) => (typeof query === 'string' ? 'unnamed' : query.name))).toEqual([
      ...['unnamed', 'unnamed', 's0', 's0'],
      ...['unnamed', 'unnamed', 'unnamed', 'unnamed'],
    ]);
  });
});
