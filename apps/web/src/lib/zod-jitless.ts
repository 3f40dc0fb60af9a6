import { config } from 'zod';

// The site's Content-Security-Policy allows no eval. zod compiles object parsers with `new Function` when it
// can, and finds out whether it can by trying `Function('')` on the first parse, which the browser reports as a
// CSP violation on every page. In the browser zod runs without that compiler; the server keeps it.
config({ jitless: true });
