import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and decides when each schema is
 * built, at import. In a browser, probing for that under the site's strict Content-Security-Policy
 * (no 'unsafe-eval') is reported as a violation on every page, so there schemas are built
 * interpreted: this module is the contracts' first import. The server keeps the compiled parsers
 * (the wallet's hot path parses every vendor call).
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });
