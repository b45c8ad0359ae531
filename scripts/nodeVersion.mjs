// Which Node.js the project needs, and whether a given one will do. Plain JavaScript with nothing newer
// than Node 12 can parse, because it runs before anything else (scripts/checkNode.mjs), on whatever
// Node the user has.

/** "v20.20.2" or "20.20.2" to [20, 20, 2]; null when it is not a version */
export function parseVersion(text) {
  var m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function atLeast(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/**
 * The one-line problem with running on `current` when package.json's engines.node is `engines`
 * (the form ">=X.Y.Z", the only one this reads) and the declared version is `declared`
 * (.node-version); null when `current` will do.
 */
export function nodeVersionProblem(current, engines, declared) {
  var m = /^>=\s*(\d+\.\d+\.\d+)$/.exec(String(engines).trim());
  var minimum = m && parseVersion(m[1]);
  if (!minimum) return 'package.json engines.node is "' + engines + '"; scripts/nodeVersion.mjs reads only ">=X.Y.Z".';
  var have = parseVersion(current);
  if (have && atLeast(have, minimum)) return null;
  var want = parseVersion(declared) || minimum;
  return (
    'SolShare Installer needs Node.js ' +
    want[0] +
    ' LTS (' +
    minimum.join('.') +
    ' or newer); this is Node.js ' +
    String(current).replace(/^v/, '') +
    '. Run "nvm install" here (it reads .nvmrc) or get Node.js ' +
    want[0] +
    ' from https://nodejs.org/en/download'
  );
}

/** The problem, if any, with running the test suite on `current`: it runs on the declared major (.node-version). */
export function testNodeProblem(current, declared) {
  var have = parseVersion(current);
  var want = parseVersion(declared);
  if (!want) return '.node-version holds "' + declared + '", not a version.';
  if (have && have[0] === want[0]) return null;
  return (
    'npm test runs on the declared Node.js ' +
    want[0] +
    ' (.node-version: ' +
    want.join('.') +
    '); this is ' +
    String(current) +
    '. Run "nvm use" here, or "bash .ci/run", which installs it.'
  );
}
