import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor end as soon as what they wait for is there; the limit only says when to give
// up. Screens, their parts and the handlers load lazily, as in the browser: a first lazy import takes
// seconds on a loaded machine, more than the 1 s default, which made that default a fixed wait in
// disguise. 10 s, below vitest's 15 s per test (renderRoute's whole-app renders need it too).
configure({ asyncUtilTimeout: 10_000 });
