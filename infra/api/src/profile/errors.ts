import type { ErrorCode } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import type { friendErrorCodes, profileErrorCodes } from '@portal/contracts';

type DomainCode =
  | (typeof profileErrorCodes)[keyof typeof profileErrorCodes]
  | (typeof friendErrorCodes)[keyof typeof friendErrorCodes]
  | ErrorCode;

/**
 * An envelope error with a code of the profile or friends contract. The shared ErrorCode union lists
 * the codes of earlier domains; ours live beside their schemas, so the code is widened here once.
 */
export const domainError = (status: number, code: DomainCode, message: string): ApiHttpError =>
  new ApiHttpError(status, code as ErrorCode, message);
