-- A search of several words (a full name) through the trigram index intersects the posting
-- lists of every trigram in it, some held by a third of all names ('ova'). The edges of each
-- word index the same search in two short lists: a text's words between spaces are whole words
-- of the name, the first ends a word and the last begins one, so 'maria petrova' is in a name
-- only if one of its words ends with 'maria' and one begins with 'petrova'. Each word keeps its
-- beginnings and endings of 3 to 8 letters; the whole text is then tested by position.
create function tennis_name_edges(folded text) returns text[]
language sql immutable parallel safe strict
as $$
  select coalesce(array_agg(distinct edge), '{}') from (
    select '<' || left(word, n) as edge
    from unnest(string_to_array(folded, ' ')) word, generate_series(3, least(length(word), 8)) n
    union all
    select '>' || right(word, n)
    from unnest(string_to_array(folded, ' ')) word, generate_series(3, least(length(word), 8)) n
  ) edges
$$;

-- The edges a name must have to hold the folded text: the first of its parts between spaces
-- ends a word and the last begins one; a part shorter than 3 letters asks nothing, nor does a
-- text of one part (it can be anywhere in a word). One expression: it costs a fraction of what
-- a query over every part would, and the parts in between are tested by position anyway.
create function tennis_text_edges(folded text) returns text[]
language sql immutable parallel safe
as $$
  select array_remove(array[
    case when position(' ' in folded) > 0 and length(split_part(folded, ' ', 1)) >= 3
      then '>' || right(split_part(folded, ' ', 1), 8) end,
    case when position(' ' in folded) > 0 and length(split_part(folded, ' ', -1)) >= 3
      then '<' || left(split_part(folded, ' ', -1), 8) end], null)
$$;

create index profiles_name_edges on profiles using gin (tennis_name_edges(search_name));
