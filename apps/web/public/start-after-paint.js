/* global document, requestAnimationFrame */
// Starts the app of a server-rendered page once the page has been painted (docs/decisions/0009).
// The server sends such a page with this small deferred script in place of the app's module script
// (data-entry), and prefetches the app's files at low priority: the first paint then waits for the
// HTML and the styles only, and the app hydrates the page right after it.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A page opened in a background tab paints no frame: start anyway.
  setTimeout(start, 1000);
})();
