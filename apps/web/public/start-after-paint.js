/* global document, Worker */
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
  // The first number, plural or date a page formats makes the browser load its locale data (Intl): 40 to
  // 60 ms on a fast machine, several times that on a phone, inside whichever task asks first, which is the
  // page's hydration. That data is shared by every thread of the page's process, so a throwaway worker that
  // formats once loads it on another thread while the app's code downloads.
  function warmLocaleData() {
    try {
      var lang = document.documentElement.lang;
      if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) lang = 'en';
      var source =
        'try{var l="' +
        lang +
        '";new Intl.NumberFormat(l,{maximumFractionDigits:1}).format(1.5);' +
        'new Intl.PluralRules(l).select(1);new Intl.DateTimeFormat(l,{dateStyle:"medium"}).format(0);' +
        'new Intl.RelativeTimeFormat(l).format(-1,"day")}catch(e){}close()';
      var url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      new Worker(url);
      setTimeout(function () {
        URL.revokeObjectURL(url);
      }, 30000);
    } catch {
      // No workers or blob URLs here: the page formats as before, only its first format is slower.
    }
  }
  function start() {
    if (started) return;
    started = true;
    warmLocaleData();
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
