// Typing into a 256 KB manifest over the protocol (test/helpers/responsiveness.ts); 5 MB in test/large.
import { typingTests } from '../helpers/responsiveness';

typingTests(256 << 10, '256 KB');
