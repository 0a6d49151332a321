import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 28 point 3: budgets CI keeps. The next feature cannot quietly make a shopper page heavier
 * or its start-up longer: each page has a budget for the JavaScript it loads before it is
 * interactive and for the main-thread time it blocks input after its first paint (decision 092).
 * Figures at the time the budgets were set (issue 28), on this 2-core machine, phone width.
 */

/** Gzip kilobytes of the scripts a page loads before it is interactive, per page, with the figure measured. */
const JS_BUDGET_KB = {
  '/': 156, // 152.5 KB measured
  '/category/1': 155, // 151.4 KB
  '/product/1': 156, // 152.1 KB
  '/film/1': 153, // 149.0 KB
} as const;

/**
 * Blocking time, the way Lighthouse's mobile profile counts it: every main-thread task after the
 * first contentful paint, at 4x its duration (a mid-range phone), counts its part over 50 ms.
 * Durations are the thread's CPU time (time the thread waited for a busy machine is not the
 * page's), scaled by this machine's speed against a plain reference page (one that only runs
 * the framework chunk every page starts with), so a slower or faster CI machine measures the
 * same page alike. Median of three loads.
 */
const BLOCKING_BUDGET_MS = {
  // Lighthouse's own target (TBT 200 ms) for every page. Medians on an idle machine when it was
  // set (issue 28, second session): 113, 111, 114 and 127 ms; the commit that scored 96-100 in
  // Lighthouse when issue 3 landed, 107, 135, 115 and 118 ms (against its own framework chunk;
  // unscaled, main blocks about half as long as it does: bench note 092).
  '/': 200,
  '/category/1': 200,
  '/product/1': 200,
  '/film/1': 200,
} as const;

/** The reference page's main-thread time on the machine the budgets were set on (ms, best of three). */
const REFERENCE_PAGE_MS = 16;

async function hydrated(page: Page) {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

// @timing: npm test runs these with nothing else on the machine (scripts/test.mjs).
test.describe('issue 28 point 3: the JavaScript a shopper page starts with stays within its budget @timing', () => {
  for (const [path, budget] of Object.entries(JS_BUDGET_KB)) {
    test(`${path}: at most ${budget} KB of scripts before it is interactive`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => ({
            name: new URL(entry.name).pathname,
            bytes: (entry as PerformanceResourceTiming).encodedBodySize,
          })),
      );
      const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      // The list in the message says what grew.
      const list = scripts.map((script) => `${script.name} ${(script.bytes / 1024).toFixed(1)}`).join(', ');
      console.log(`${path} scripts: ${kb.toFixed(1)} KB in ${scripts.length} files`);
      expect(kb, `${kb.toFixed(1)} KB: ${list}`).toBeLessThanOrEqual(budget);
      // Gzip sizes (the server sends the build's precompressed files): nothing is sent twice.
      expect(new Set(scripts.map((script) => script.name)).size).toBe(scripts.length);
    });
  }
});

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; beginData?: { url?: string } };
}

/**
 * The main-thread tasks of one document load in a fresh context (cold browser cache): each
 * task's thread time in ms, and whether it came after the first contentful paint.
 */
async function loadTasks(
  browser: Browser,
  url: string,
  { prepare, settleMs = 3000 }: { prepare?: (page: Page) => Promise<void>; settleMs?: number } = {},
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await prepare?.(page);
    await browser.startTracing(page, {
      categories: ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url);
    // The work that follows hydration (the personal data's arrival, effects) belongs to the start-up.
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const path = new URL(url, 'http://x').pathname;
    // The document's first parsing slice (the parser yields, so a long page has several).
    const parse = traceEvents
      .filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.endsWith(path))
      .sort((a, b) => a.ts - b.ts)[0];
    if (!parse) throw new Error(`no document parse of ${url} in the trace`);
    const paint = traceEvents.find(
      (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts >= parse.ts,
    );
    if (!paint) throw new Error(`no first contentful paint of ${url} in the trace`);
    return traceEvents
      .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.name === 'RunTask')
      .filter((task) => task.ts >= parse.ts)
      .map((task) => ({ ms: (task.tdur ?? task.dur ?? 0) / 1000, afterPaint: task.ts >= paint.ts }));
  } finally {
    await context.close();
  }
}

/** This machine's main-thread time, now, for the reference page: the framework chunk alone. */
async function referencePageMs(browser: Browser, baseURL: string, framework: string): Promise<number> {
  const tasks = await loadTasks(browser, `${baseURL}/__reference`, {
    prepare: (page) =>
      page.route('**/__reference', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body><p>Reference</p><script type="module" src="${framework}"></script></body></html>`,
        }),
      ),
    // A module script runs before the load event, and this page starts nothing after it.
    settleMs: 300,
  });
  return tasks.reduce((sum, task) => sum + task.ms, 0);
}

test.describe('issue 28 point 3: a shopper page blocks the main thread no longer than its budget @timing', () => {
  // The full browser, the one Lighthouse measures with and the budgets were set in; the rest of
  // the suite runs in the headless shell (decision 093).
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch({
      ...test.info().project.use.launchOptions,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [path, budget] of Object.entries(BLOCKING_BUDGET_MS)) {
    test(`${path}: at most ${budget} ms of blocking time on a phone`, async ({ baseURL }) => {
      const html = await (await fetch(baseURL + path)).text();
      const framework = /"(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
      if (!framework) throw new Error(`${path} names no framework chunk`);
      // Each load is paired with a load of the reference page just before it, so a burst of load
      // on the machine slows both: the page is measured against the machine as it is then.
      const runs: { blocking: number; scale: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const scale = REFERENCE_PAGE_MS / (await referencePageMs(browser, baseURL!, framework));
        const tasks = await loadTasks(browser, baseURL + path);
        const blocking = tasks
          .filter((task) => task.afterPaint)
          .reduce((sum, task) => sum + Math.max(0, 4 * scale * task.ms - 50), 0);
        runs.push({ blocking, scale });
      }
      const median = runs.map((run) => run.blocking).sort((a, b) => a - b)[1]!;
      const detail = runs.map((run) => `${run.blocking.toFixed(0)} ms at scale ${run.scale.toFixed(2)}`).join(', ');
      console.log(`${path} blocking time: median ${median.toFixed(0)} ms (${detail})`);
      expect(median, detail).toBeLessThanOrEqual(budget);
    });
  }
});
