/* global document, requestAnimationFrame, window */
// Starts the app on a prerendered page (scripts/prerender.ts) once the browser has painted it: when
// the paint timing says the first contentful paint is done (a frame's callback and a timer can run
// before the frame is on the screen), else after the next frame. Until then no script is downloaded, so
// on a slow connection the stylesheet, which the paint waits for, has the bandwidth to itself. A
// classic deferred script, so it can read its own tag: `data-entry` is the app's module,
// `data-preload` the modules it imports, fetched in parallel rather than one after the other, and
// `data-preload-next` the chunks the page's first render loads lazily (its screen, the staff layout),
// fetched now rather than once the entry has run and asked for them. Adding a modulepreload link
// costs the phone a millisecond or more, so those are added one per task, never in one long task.
// `data-styles` are the stylesheets of those chunks, preloaded after the paint too (the app's loader would
// only ask for them once the screen's chunk is imported: one more round trip before the screen).
// `data-fetch` (her home's shell) lists the API reads her first screen makes: asked for at once, with
// the stored token, while the page paints and its scripts download; lib/early-requests.ts hands each
// answer to the app's first identical request (docs/decisions/0033).
(function startAfterPaint() {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var list = function list(name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var preload = list('data-preload');
  var next = list('data-preload-next');
  var styles = list('data-styles');
  requestEarly(list('data-fetch'));

  /**
   * Asks for `paths` now, as the app will: GET, JSON, the stored token and the app's language. Only for
   * a signed-in housekeeper or supervisor whose token has not expired, and with a connection.
   */
  function requestEarly(paths) {
    if (!paths.length || !window.fetch || navigator.onLine === false) return;
    var token, language, claims;
    try {
      token = localStorage.getItem('token');
      language = localStorage.getItem('lang');
      if (!token) return;
      var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      claims = JSON.parse(atob(part + '==='.slice((part.length + 3) % 4)));
    } catch {
      return; // No storage, or not a token the app could read: the app asks itself.
    }
    if (claims.role !== 'employee' && claims.role !== 'supervisor') return;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return;
    if (language !== 'es' && language !== 'en') {
      // The app's start language (lib/i18n.ts): the browser's first preference it speaks, else English.
      language = 'en';
      var preferences = navigator.languages || [];
      for (var i = 0; i < preferences.length; i += 1) {
        var base = preferences[i].toLowerCase().split('-')[0];
        if (base === 'es' || base === 'en') {
          language = base;
          break;
        }
      }
    }
    var today = new Date();
    window.__earlyRequests = paths.map(function request(path) {
      var url = path.replace('{year}', String(today.getFullYear())).replace('{month}', String(today.getMonth() + 1));
      var headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + token };
      // Read at once, so the request ends whether or not the app takes its answer (an unread body
      // keeps it open, and the page never looks idle).
      var response = fetch(url, { headers: headers }).then(function buffer(answer) {
        return answer.blob().then(function rebuild(body) {
          var empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
          return new Response(empty ? null : body, {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
          });
        });
      });
      // An answer nobody takes (the app asked otherwise) is no unhandled rejection.
      response.catch(function ignore() {});
      return { url: url, token: token, language: language, at: performance.now(), response: response };
    });
  }

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

  function addStyle(href) {
    // Preloaded, not applied: the app's loader waits for a chunk's stylesheet before drawing its screen
    // unless a stylesheet link for it is already in the page, so an applied link here would let her
    // screen draw unstyled for a moment (seen as a sideways scroll on a loaded phone).
    if (document.querySelector('link[href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function start() {
    preload.forEach(add);
    styles.forEach(addStyle);
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
