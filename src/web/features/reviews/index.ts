// What other features may use of this one; anything else in it is its own.
export { answerReview } from './api/reviews-api';
export { RateCourtDialog } from './components/rate-court-dialog';
export { TextAnswerDialog } from './components/text-answer-dialog';
