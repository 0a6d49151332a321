// Starts the web app once its page is on screen. The server sends each page rendered, with the
// list of the app's scripts in a JSON block (apps/server/src/web/page-template.ts); they are
// fetched after the first paint and after the page's lead image, so on a slow connection the
// HTML and that image have the line to themselves. Hydration then makes the page interactive.
(() => {
  const block = document.getElementById('marquee-boot');
  if (!block) return;
  const { entry, modules } = JSON.parse(block.textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  // Never wait longer than this: a slow image must not keep the page from working.
  setTimeout(start, 2500);
  const afterPaint = (next) => requestAnimationFrame(() => setTimeout(next, 0));
  const lead = document.querySelector('img[fetchpriority="high"]');
  if (!lead || lead.complete) afterPaint(start);
  else {
    lead.addEventListener('load', () => afterPaint(start), { once: true });
    lead.addEventListener('error', start, { once: true });
  }
})();
