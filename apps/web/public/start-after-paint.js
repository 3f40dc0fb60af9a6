/* global document */
// Starts the app of a server-rendered page once the page has been painted (docs/decisions/0009).
// The server sends such a page with this small deferred script in place of the app's module script:
// `data-entry` is the app, `data-preload` the modules and translation files (.json) the page needs at once. Fetching them only
// after the first paint leaves the network to the HTML and the styles until the page is on screen.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
    // One preload per task: inserting them all at once was a long task on a slow phone.
    preload.forEach(function (href) {
      setTimeout(function () {
        var link = document.createElement('link');
        if (/\.json$/.test(href)) {
          link.rel = 'preload';
          link.as = 'fetch';
        } else {
          link.rel = 'modulepreload';
        }
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }, 0);
    });
  }
  // The browser reports the first contentful paint once that frame is on screen.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    setTimeout(start, 0); // no paint timing in this browser
  }
  // A page opened in a background tab paints nothing: start anyway.
  setTimeout(start, 1500);
})();
