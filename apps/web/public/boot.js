// Starts the web app once its page is on screen. The server sends each page rendered, with the
// list of the app's scripts in a JSON block (apps/server/src/page-serving/page-template.ts); they are
// fetched after the page's first contentful paint and its lead image's paint, so on a slow
// connection the HTML and that image have the line to themselves. Hydration then makes the page
// interactive.
(() => {
  // Selected by type too: an element of page content can never stand in for it.
  const block = document.querySelector('script#marquee-boot[type="application/json"]');
  if (!block) return;
  const { entry, modules } = JSON.parse(block.textContent);
  // Starting a fetch costs the main thread about a millisecond here (more on a slow phone), so the
  // preloads go a few per task: one task starting all of them blocked input for 10 to 35 ms.
  const PRELOADS_PER_TASK = 4;
  const preload = (from) => {
    for (const href of modules.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < modules.length) setTimeout(preload, 0, from + PRELOADS_PER_TASK);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry first: its own imports are found as soon as it arrives, the preloads add the
    // modules it reaches only through the page's route.
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
    setTimeout(preload, 0, 0);
  };
  // Never wait longer than this: a slow image must not keep the page from working.
  setTimeout(start, 2500);
  // A tap or keystroke before then starts the app at once (the early-input script in index.html).
  if (window.marqueeStartNow) start();
  window.marqueeStart = start;

  // A frame is on screen some time after the main thread has drawn it (raster and compositing
  // run elsewhere), so "painted" is what the browser's paint timings say, where it has them.
  const supported = window.PerformanceObserver?.supportedEntryTypes ?? [];
  const whenObserved = (type, isIt) =>
    new Promise((resolve) => {
      if (!supported.includes(type)) {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        return;
      }
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some(isIt)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type, buffered: true });
    });
  const firstContentfulPaint = whenObserved('paint', (entry) => entry.name === 'first-contentful-paint');
  const lead = document.querySelector('img[fetchpriority="high"]');
  const leadPainted = !lead
    ? Promise.resolve()
    : new Promise((resolve) => {
        // The lead image's own paint timing comes only if it is the largest content so far;
        // otherwise its load and a short wait stand in for it.
        const loaded = () => setTimeout(resolve, 300);
        if (lead.complete) loaded();
        else {
          lead.addEventListener('load', loaded, { once: true });
          lead.addEventListener('error', resolve, { once: true });
        }
        whenObserved('largest-contentful-paint', (entry) => entry.element === lead).then(resolve);
      });
  Promise.all([firstContentfulPaint, leadPainted]).then(start);
})();
