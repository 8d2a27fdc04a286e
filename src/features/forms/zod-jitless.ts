import { z } from 'zod';

// zod 4 probes `new Function('')` to choose a compiled parser. Under the app's CSP (no
// 'unsafe-eval') that probe is a reported CSP violation in every browser that opens a form;
// the plain parser is more than fast enough for a form. Imported first by the form islands.
z.config({ jitless: true });
