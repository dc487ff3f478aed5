import { ERROR_STATUS, type ErrorCode } from '@platform/contracts';

/** A failure the client should see: a stable code, translated parameters, and an optional value. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly value: Record<string, unknown> | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}
