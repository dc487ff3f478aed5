import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may; probing for that under a strict
 * Content-Security-Policy (no 'unsafe-eval') is reported as a violation on every page. The front ends
 * call this first: parsing works the same, interpreted.
 */
export function interpretValidation(): void {
  config({ jitless: true });
}
