// Typing into a 5 MB manifest over the protocol (test/helpers/responsiveness.ts; `npm run test:large`, which CI
// runs: ~20 CPU seconds); npm test types into 256 KB (test/lsp/responsiveness.test.ts).
import { typingTests } from '../helpers/responsiveness';

typingTests(5 << 20, '5 MB');
