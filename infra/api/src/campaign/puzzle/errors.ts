import { puzzleErrorCodes, type ErrorCode, type PuzzleErrorCode } from '@portal/contracts';
import { ApiHttpError } from '../../http/errors';

/** A puzzle rule refused the request; its codes live in contracts' `puzzleErrorCodes`. */
export class PuzzleError extends ApiHttpError {
  constructor(statusCode: number, code: PuzzleErrorCode, message: string) {
    super(statusCode, code as ErrorCode, message);
    this.name = 'PuzzleError';
  }
}

export const eventNotFound = () =>
  new PuzzleError(404, puzzleErrorCodes.eventNotFound, 'No such puzzle event for this game.');
export const eventNotStarted = () =>
  new PuzzleError(409, puzzleErrorCodes.eventNotStarted, 'This puzzle event has not started yet.');
export const eventEnded = () =>
  new PuzzleError(409, puzzleErrorCodes.eventEnded, 'This puzzle event has ended.');
