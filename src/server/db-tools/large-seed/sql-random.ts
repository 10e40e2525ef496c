/**
 * Deterministic "random" expressions for set-based fills: the same row number always gives the
 * same value, so two runs write the same rows.
 */

/**
 * A stable pseudo-random integer in [0, n) for the row number expression `i` and a salt; `n` is
 * a number or an SQL expression. bigint inside, so millions of rows do not overflow.
 */
export const rnd = (i: string, salt: number, n: number | string) =>
  `(abs(hashint8((${i})::bigint * 7919 + ${salt})) % (${n}))::int`;

/** The elements of the text array parameter `valuesParam` picked by the bits of `mask`. */
export const subset = (valuesParam: string, mask: string) =>
  `array(select v from unnest(${valuesParam}::text[]) with ordinality t(v, n) where (${mask} >> (n::int - 1)) & 1 = 1)`;

/**
 * A stable pseudo-random 1-based index into a list of `n` ordered commonest first: index k is
 * picked in proportion to 1 / (k − 1 + flatness), so the first few are common and the tail rare
 * but present; a larger `flatness` evens them out.
 */
export const skewedIndex = (i: string, salt: number, n: number, flatness: number) =>
  `(floor(${flatness} * power(${(n + flatness) / flatness}::float8, ${rnd(i, salt, 1_000_000)} / 1e6)) - ${flatness - 1})::int`;
