import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor end as soon as what they wait for is there; the limit only says when to give
// up. A first lazy import (the handlers) takes seconds on a loaded machine, more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
