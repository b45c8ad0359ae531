// Types for scripts/nodeVersion.mjs, which stays plain JavaScript so that an old Node can run it.
export function parseVersion(text: string): [number, number, number] | null;
export function nodeVersionProblem(current: string, engines: string, declared: string): string | null;
export function testNodeProblem(current: string, declared: string): string | null;
