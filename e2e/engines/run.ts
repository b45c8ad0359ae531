// Runs the shared journeys in one or more engines and tells, per engine and journey, whether it
// passed: the report scripts/testSummary.ts counts (reports/engines.json). A journey that fails is
// tried once more in CI (as Playwright retries there); one that fails twice fails the run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Journey, type BrowserClient, type Engine } from '../journeys/driver.ts';
import type { JourneyCase } from '../journeys/context.ts';
import type { Signal } from '../journeys/signal.ts';

export type Outcome = 'passed' | 'flaky' | 'failed';

export interface JourneyResult {
  engine: Engine;
  journey: string;
  outcome: Outcome;
  durationMs: number;
  error?: string;
  screenshot?: string;
}

export interface EngineReport {
  results: JourneyResult[];
  /** wall time of each engine's whole run, browser starts included */
  engineMs: Partial<Record<Engine, number>>;
}

export type OpenClient = (engine: Engine, language: 'en' | 'de') => Promise<BrowserClient & { close(): Promise<void> }>;

export interface RunOptions {
  engines: Engine[];
  journeys: JourneyCase[];
  open: OpenClient;
  /** each engine's own signal (one engine going offline leaves the other its signal) */
  signals: Partial<Record<Engine, Signal>>;
  server: string;
  tmp: string;
  retries: number;
  /** where a failed journey's last screen is saved */
  failureDir?: string;
  log?: (line: string) => void;
}

export const testName = (r: Pick<JourneyResult, 'engine' | 'journey'>) => `[${r.engine}] ${r.journey}`;

function signalOf(engine: Engine, opts: RunOptions): Signal {
  const signal = opts.signals[engine];
  if (!signal) throw new Error(`no signal for ${engine}`);
  return signal;
}

async function runOne(
  engine: Engine,
  journey: JourneyCase,
  client: BrowserClient,
  opts: RunOptions,
): Promise<{ error?: string; screenshot?: string }> {
  const signal = signalOf(engine, opts);
  const j = new Journey(client, signal.origin);
  try {
    await journey.run({ j, signal, server: opts.server, tmp: opts.tmp });
    return {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    let screenshot: string | undefined;
    if (opts.failureDir) {
      mkdirSync(opts.failureDir, { recursive: true });
      screenshot = join(opts.failureDir, `${engine}-${journey.name.replace(/\W+/g, '-').slice(0, 80)}.png`);
      await client.screenshot(screenshot).catch(() => (screenshot = undefined));
    }
    return { error: message, screenshot };
  } finally {
    signal.online(); // a journey that failed while offline leaves the next one its signal
  }
}

/** every journey in one engine: one browser per language, opened again after a failure */
async function runEngine(engine: Engine, opts: RunOptions): Promise<JourneyResult[]> {
  const results: JourneyResult[] = [];
  for (const language of ['en', 'de'] as const) {
    const journeys = opts.journeys.filter((c) => (c.language ?? 'en') === language);
    if (journeys.length === 0) continue;
    let client: (BrowserClient & { close(): Promise<void> }) | null = null;
    for (const journey of journeys) {
      const started = Date.now();
      let attempt = 0;
      let last: { error?: string; screenshot?: string };
      for (;;) {
        try {
          client ??= await opts.open(engine, language);
          last = await runOne(engine, journey, client, opts);
        } catch (error) {
          last = { error: `the browser could not start: ${error instanceof Error ? error.message : String(error)}` };
        }
        if (!last.error || attempt >= opts.retries) break;
        attempt++;
        opts.log?.(`  ↻ ${testName({ engine, journey: journey.name })}: ${last.error.split('\n')[0]}; trying again`);
        await client?.close().catch(() => undefined); // a fresh browser for the retry
        client = null;
      }
      const outcome: Outcome = last.error ? 'failed' : attempt > 0 ? 'flaky' : 'passed';
      const result: JourneyResult = {
        engine,
        journey: journey.name,
        outcome,
        durationMs: Date.now() - started,
        ...(last.error ? { error: last.error, screenshot: last.screenshot } : {}),
      };
      results.push(result);
      const mark = outcome === 'failed' ? '✘' : '✓';
      opts.log?.(
        `  ${mark} ${testName(result)} (${(result.durationMs / 1000).toFixed(1)} s)${outcome === 'flaky' ? ' (flaky)' : ''}`,
      );
      if (result.error)
        opts.log?.(`      ${result.error}${result.screenshot ? `\n      screen: ${result.screenshot}` : ''}`);
    }
    await client?.close().catch(() => undefined);
  }
  return results;
}

/** The engines run side by side (each one journey at a time); their results come back in order. */
export async function runJourneys(opts: RunOptions): Promise<EngineReport> {
  const engineMs: EngineReport['engineMs'] = {};
  const perEngine = await Promise.all(
    opts.engines.map(async (engine) => {
      const started = Date.now();
      const results = await runEngine(engine, opts);
      engineMs[engine] = Date.now() - started;
      return results;
    }),
  );
  return { results: perEngine.flat(), engineMs };
}

/** the counts scripts/testSummary.ts adds to the suite's closing line */
export function countResults(results: JourneyResult[]): { passed: number; failed: number; flaky: number } {
  return {
    passed: results.filter((r) => r.outcome !== 'failed').length,
    failed: results.filter((r) => r.outcome === 'failed').length,
    flaky: results.filter((r) => r.outcome === 'flaky').length,
  };
}
