// Runs in the browser before the app's own code. Zod compiles object schemas with `new Function`
// where it may, and its probe for that is refused (and reported) by the Content-Security-Policy,
// which allows no eval (proxy.ts). Parsing without it gives the same results.
import { z } from "zod";

z.config({ jitless: true });
