import { z } from 'zod';

/** A merchant code in a back-office path (`:code`), upper-cased as merchants are stored. */
export const ZMerchantCodeParam = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());

/** The params of a merchant-scoped back-office route. */
export const ZMerchantParams = z.object({ code: ZMerchantCodeParam });
