import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

export const ZResponseCode = z.enum(['OK', ...ERROR_CODES]);
export type TResponseCode = z.infer<typeof ZResponseCode>;

/** The success envelope of every JSON response (API.md). */
export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.literal(true),
    code: z.literal('OK'),
    message: z.string(),
    value,
  });

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  code: ZResponseCode,
  message: z.string(),
  value: z.record(z.string(), z.unknown()).nullable(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
/** One page of a list endpoint's items. */
export type TPage<T> = Omit<z.infer<ReturnType<typeof ZPage>>, 'list'> & { list: T[] };

export const ZPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
