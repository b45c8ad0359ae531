import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Screens, their parts and the handlers load lazily, as in the browser: the first visit of a kind
// or the first tap that runs a handler compiles its modules, which takes seconds on a busy machine.
// Testing Library's findBy/waitFor wait for what a test asserts, but give up after 1 s by default:
// on a loaded machine that is a fixed wait in disguise. They give up after 10 s instead (below
// vitest's 15 s per test), so a test waits for the page, however long it takes to load.
configure({ asyncUtilTimeout: 10_000 });
