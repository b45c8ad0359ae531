// Runs a proposed change through the build's own checks (src/engine/checks: what `npm run
// check:content` and the Vite build run, forms included) and the deployment config check, before
// anything is written. The checks read files, so the candidate files go into a shadow copy of
// flows/, content/ and locales/ (everything else of the repository is linked in); the repository
// itself is untouched until the change passes.
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../src/engine/checks/checkContent.ts';
import { checkDeploymentConfig } from '../../src/engine/checks/deploymentConfig.ts';
import { registry } from '../../src/registry.ts';
import type { ContentProblem } from '../../src/engine/types.ts';
import { EDITABLE_FOLDERS } from './paths.ts';

export interface Finding {
  /** 'checker': the build's message; the others are the studio's own rules, worded by the studio page */
  code: 'checker' | 'emptyText' | 'loses' | 'conflict' | 'refused';
  file: string;
  line?: number;
  message?: string;
  key?: string;
  lang?: string;
}

export interface CheckOutcome {
  findings: Finding[];
  ms: number;
}

export class ChangeChecker {
  private readonly shadow: string;

  constructor(private readonly root: string) {
    this.shadow = mkdtempSync(join(tmpdir(), 'solshare-studio-check-'));
    for (const name of readdirSync(root)) {
      if ((EDITABLE_FOLDERS as readonly string[]).includes(name) || name === '.git') continue;
      symlinkSync(join(root, name), join(this.shadow, name));
    }
  }

  private base?: { fingerprint: string; known: Set<string> };
  private lastCandidate?: Set<string>;

  /** Problems and untranslated texts the repository has now, so a change is judged by what it adds. */
  private baseline(): Set<string> {
    const fingerprint = this.fingerprint();
    if (this.base?.fingerprint !== fingerprint) {
      const result = checkContent(this.root, registry);
      this.base = { fingerprint, known: new Set([...result.problems, ...result.warnings].map(problemKey)) };
    }
    return this.base.known;
  }

  /** The files of the last check were written: what it found is the repository's state now. */
  written(): void {
    if (this.lastCandidate) this.base = { fingerprint: this.fingerprint(), known: this.lastCandidate };
  }

  private fingerprint(): string {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        if (e.isDirectory()) return walk(path);
        const s = statSync(path);
        return [`${path}:${s.size}:${s.mtimeMs}`];
      });
    return EDITABLE_FOLDERS.flatMap((f) => walk(join(this.root, f))).join('\n');
  }

  /** `files`: path → the whole proposed text. */
  check(files: ReadonlyMap<string, string>): CheckOutcome {
    const started = performance.now();
    for (const folder of EDITABLE_FOLDERS) {
      rmSync(join(this.shadow, folder), { recursive: true, force: true });
      cpSync(join(this.root, folder), join(this.shadow, folder), { recursive: true, dereference: false });
    }
    for (const [file, text] of files) writeFileSync(join(this.shadow, file), text);
    const result = checkContent(this.shadow, registry);
    const config = join(this.shadow, 'public', 'config.json');
    const configProblems = statSync(config, { throwIfNoEntry: false }) ? checkDeploymentConfig(this.shadow, config) : [];
    const known = this.baseline();
    this.lastCandidate = new Set([...result.problems, ...result.warnings].map(problemKey));
    const findings: Finding[] = [...result.problems, ...configProblems]
      .filter((p) => !known.has(problemKey(p)))
      .map((p) => ({ code: 'checker' as const, file: p.file, line: p.line, message: p.message }));
    // a text English has and another language no longer has builds (English shows) but is a loss
    for (const w of result.warnings) if (!known.has(problemKey(w))) findings.push({ code: 'loses', file: w.file, line: w.line, message: w.message });
    return { findings, ms: performance.now() - started };
  }

  close(): void {
    rmSync(this.shadow, { recursive: true, force: true });
  }
}

// line numbers move when lines are added above; the file and the words identify a problem
const problemKey = (p: ContentProblem) => `${p.file}\n${p.message}`;
