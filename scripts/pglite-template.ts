// Makes this installation's fresh embedded cluster once (see src/platform/db/embedded.ts), so
// that the service's first start copies it instead of running initdb. Run by `npm run build`
// and before the tests; prints where it is.
import { ensureTemplate } from '../src/platform/db/embedded.ts';

console.log(await ensureTemplate());
