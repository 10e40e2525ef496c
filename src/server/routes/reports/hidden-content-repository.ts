import type { HiddenContent, ReportKind } from '#contract/reports';
import type { Queryable } from '#server/db/db';
import { contentHiddenAtSql } from './content-tables';

interface HiddenContentRow {
  kind: ReportKind;
  target_id: string;
  target_text: string;
  target_user_id: string | null;
  target_user_name: string | null;
  target_user_email: string | null;
  hidden_at: Date;
}

/**
 * The hidden content, the latest hidden first, each once, with the text of its latest report
 * (content is hidden only by answering a report).
 */
export async function listHiddenContent(db: Queryable): Promise<HiddenContent[]> {
  const rows = await db.query<HiddenContentRow>(
    `select h.kind, h.target_id, h.target_text, h.target_user_id, h.hidden_at,
       p.name as target_user_name, u.email as target_user_email
     from (
       select distinct on (r.kind, r.target_id) r.kind, r.target_id, r.target_text,
         r.target_user_id, ${contentHiddenAtSql('r')} as hidden_at
       from reports r
       where r.status = 'hidden'
       order by r.kind, r.target_id, r.created_at desc
     ) h
     left join profiles p on p.id = h.target_user_id
     left join users u on u.id = h.target_user_id
     where h.hidden_at is not null
     order by h.hidden_at desc, h.kind, h.target_id
     limit 200`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    targetId: row.target_id,
    targetText: row.target_text,
    targetUser:
      row.target_user_id && row.target_user_name !== null
        ? { id: row.target_user_id, name: row.target_user_name, email: row.target_user_email }
        : null,
    hiddenAt: new Date(row.hidden_at).toISOString(),
  }));
}
