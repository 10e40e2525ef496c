import { REVIEW_ANSWER_MAX_LENGTH, reviewAnswerBodySchema } from '#contract/court-reviews';
import { TextAnswerDialog } from '#web/features/reviews';

type Props = Omit<
  Parameters<typeof TextAnswerDialog<'answer'>>[0],
  'field' | 'schema' | 'maxLength'
>;

/**
 * The owner's answer to a review, checked by the contract's schema. Its own chunk: only the
 * court's owner opens it, and the schema need not load with the court's page.
 */
export default function ReviewAnswerDialog(props: Props) {
  return (
    <TextAnswerDialog
      {...props}
      field="answer"
      schema={reviewAnswerBodySchema}
      maxLength={REVIEW_ANSWER_MAX_LENGTH}
    />
  );
}
