import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The page's CSP allows no eval: zod must not compile its parsers with `new Function`, nor
// try whether it may (the refused try is reported as a CSP violation).
config({ jitless: true });

/** react-hook-form's zod resolver, with zod set up for the browser. */
export { zodResolver };
