// What other features may use of this one; anything else in it is its own.
export { answerReview } from './api/reviews-api';
export { TextAnswerDialog } from './components/text-answer-dialog';
