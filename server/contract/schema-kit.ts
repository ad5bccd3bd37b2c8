/**
 * The one `z` of the contract files. In a browser zod's JIT is switched off before any schema is
 * defined: defining a `z.object` otherwise probes `new Function("")`, which our strict CSP (no
 * 'unsafe-eval', docs/security.md) reports as a `script-src eval` violation on every page whose
 * chunk carries a contract constant (issue 16: the home bell's alarm types). The server keeps the
 * JIT (faster parsing, no CSP there). Every contract file imports `z` from here, never from 'zod'.
 */
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });

export { z } from 'zod';
