/* global document, requestAnimationFrame */
// Starts the app on a prerendered page (scripts/prerender.ts) once the browser has painted it: the
// frame's callback runs before the paint, the timer after it. Until then no script is downloaded, so
// on a slow connection the stylesheet, which the paint waits for, has the bandwidth to itself. A
// classic deferred script, so it can read its own tag: `data-entry` is the app's module and
// `data-preload` the modules it imports, fetched in parallel rather than one after the other.
(function startAfterPaint() {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function afterFrame() {
    setTimeout(function start() {
      preload.forEach(function add(href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
