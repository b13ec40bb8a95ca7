/* global document, requestAnimationFrame */
// Starts the app on a prerendered page (scripts/prerender.ts) once the browser has painted it: when
// the paint timing says the first contentful paint is done (a frame's callback and a timer can run
// before the frame is on the screen), else after the next frame. Until then no script is downloaded, so
// on a slow connection the stylesheet, which the paint waits for, has the bandwidth to itself. A
// classic deferred script, so it can read its own tag: `data-entry` is the app's module,
// `data-preload` the modules it imports, fetched in parallel rather than one after the other, and
// `data-preload-next` the chunks the page's first render loads lazily (its screen, the staff layout),
// fetched now rather than once the entry has run and asked for them. Adding a modulepreload link
// costs the phone a millisecond or more, so those are added one per task, never in one long task.
(function startAfterPaint() {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var list = function list(name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var preload = list('data-preload');
  var next = list('data-preload-next');

  function add(href) {
    // The app's own loader may have asked for it first (a fast connection).
    if (document.querySelector('link[href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function addNext(index) {
    if (index >= next.length) return;
    add(next[index]);
    setTimeout(addNext, 0, index + 1);
  }

  function start() {
    preload.forEach(add);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(addNext, 0, 0);
  }

  var types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function afterFrame() {
      setTimeout(start, 0);
    });
    return;
  }
  var observer = new PerformanceObserver(function painted(entries) {
    var contentful = entries.getEntries().some(function isContentful(entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!contentful) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
})();
