// Preflight for `npm start` and `npm test`: on a Node.js older than package.json's engines.node, print one
// line saying which version is needed and how to get it, and exit 1, before tsx or any tool can fail
// with a stack trace. Plain JavaScript that an old Node can run.
import { readFileSync } from 'fs';
import { nodeVersionProblem } from './nodeVersion.mjs';

var root = new URL('..', import.meta.url);
var engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
var declared = readFileSync(new URL('.node-version', root), 'utf8').trim();
var problem = nodeVersionProblem(process.version, engines, declared);
if (problem) {
  console.error(problem);
  process.exit(1);
}
