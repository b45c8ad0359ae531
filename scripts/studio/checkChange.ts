// Runs a proposed change through the build's own checks (src/checker/checks: what `npm run
// check:content` and the Vite build run, forms included) and the deployment config check, before
// anything is written. The checks read files, so the candidate files go into a shadow copy of
// flows/, content/ and locales/ (everything else of the repository is linked in); the repository
// itself is untouched until the change passes. The shadow is kept in step with the repository
// file by file (a full copy only when files changed outside the studio), and the last result is
// kept for the studio page's model, so a save costs one run of the checks.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent, type ContentCheck } from '../../src/checker/checks/checkContent.ts';
import { checkDeploymentConfig } from '../../src/checker/checks/deploymentConfig.ts';
import { registry } from '../../src/registry.ts';
import type { ContentProblem } from '../../src/checker/types.ts';
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
  private shadowFingerprint = '';
  private base?: { fingerprint: string; result: ContentCheck; known: Set<string> };
  private candidate?: { files: Map<string, string>; result: ContentCheck; known: Set<string> };
  /** the last check's answer: a Save of exactly the files the live check just passed needs no second run */
  private last?: {
    fingerprint: string;
    files: string;
    outcome: CheckOutcome;
    candidate: NonNullable<ChangeChecker['candidate']>;
  };

  constructor(private readonly root: string) {
    this.shadow = mkdtempSync(join(tmpdir(), 'solshare-studio-check-'));
    for (const name of readdirSync(root)) {
      if ((EDITABLE_FOLDERS as readonly string[]).includes(name) || name === '.git') continue;
      symlinkSync(join(root, name), join(this.shadow, name));
    }
    this.copyAll(this.fingerprint()); // now, not in the editor's first Save
  }

  /** The checks' result for the repository as it is now (the studio page's key uses come from it). */
  current(): ContentCheck {
    const fingerprint = this.fingerprint();
    if (this.base?.fingerprint !== fingerprint) {
      const result = checkContent(this.root, registry);
      this.base = { fingerprint, result, known: known(result) };
    }
    return this.base.result;
  }

  /** `files`: path → the whole proposed text. Findings are what the change adds to the repository's. */
  check(files: ReadonlyMap<string, string>): CheckOutcome {
    const started = performance.now();
    const before = (this.current(), this.base!);
    const filesKey = JSON.stringify([...files].sort(([a], [b]) => a.localeCompare(b)));
    if (this.last && this.last.fingerprint === before.fingerprint && this.last.files === filesKey) {
      this.candidate = this.last.candidate;
      return { findings: this.last.outcome.findings, ms: performance.now() - started };
    }
    if (this.shadowFingerprint !== before.fingerprint) this.copyAll(before.fingerprint);
    for (const [file, text] of files) writeFileSync(join(this.shadow, file), text);
    let result: ContentCheck;
    let configProblems: ContentProblem[];
    try {
      result = checkContent(this.shadow, registry);
      const config = join(this.shadow, 'public', 'config.json');
      configProblems = existsSync(config) ? checkDeploymentConfig(this.shadow, config) : [];
    } finally {
      for (const file of files.keys()) writeFileSync(join(this.shadow, file), readFileSync(join(this.root, file))); // the shadow is the repository again
    }
    this.candidate = { files: new Map(files), result, known: known(result) };
    const findings: Finding[] = [...result.problems, ...configProblems]
      .filter((p) => !before.known.has(problemKey(p)))
      .map((p) => ({ code: 'checker' as const, file: p.file, line: p.line, message: p.message }));
    // a text English has and another language no longer has builds (English shows) but is a loss
    for (const w of result.warnings)
      if (!before.known.has(problemKey(w)))
        findings.push({ code: 'loses', file: w.file, line: w.line, message: w.message });
    const outcome = { findings, ms: performance.now() - started };
    this.last = { fingerprint: before.fingerprint, files: filesKey, outcome, candidate: this.candidate };
    return outcome;
  }

  /** The files of the last check were written: the shadow and the kept result follow. */
  written(): void {
    if (!this.candidate) return;
    for (const [file, text] of this.candidate.files) writeFileSync(join(this.shadow, file), text);
    const fingerprint = this.fingerprint();
    this.shadowFingerprint = fingerprint;
    this.base = { fingerprint, result: this.candidate.result, known: this.candidate.known };
    this.candidate = undefined;
    this.last = undefined;
  }

  /** Names the state of flows/, content/ and locales/: a page whose model has this version needs no reload. */
  version(): string {
    return createHash('sha1').update(this.fingerprint()).digest('hex').slice(0, 16);
  }

  close(): void {
    rmSync(this.shadow, { recursive: true, force: true });
  }

  private copyAll(fingerprint: string): void {
    for (const folder of EDITABLE_FOLDERS) {
      rmSync(join(this.shadow, folder), { recursive: true, force: true });
      cpSync(join(this.root, folder), join(this.shadow, folder), { recursive: true });
    }
    this.shadowFingerprint = fingerprint;
  }

  /** Sizes and times of every file of the three folders: changes when anything is written there. */
  private fingerprint(): string {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        if (e.isDirectory()) return walk(path);
        const s = statSync(path, { throwIfNoEntry: false });
        return [`${path}:${s?.size}:${s?.mtimeMs}`];
      });
    return EDITABLE_FOLDERS.flatMap((f) => walk(join(this.root, f))).join('\n');
  }
}

// line numbers move when lines are added above; the file and the words identify a problem
const problemKey = (p: ContentProblem) => `${p.file}\n${p.message}`;
const known = (result: ContentCheck) => new Set([...result.problems, ...result.warnings].map(problemKey));
