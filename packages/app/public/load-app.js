/* global document, addEventListener, removeEventListener, requestAnimationFrame */
/*
 * Starts the app on a page whose first screen came rendered from the server (decision 003). The
 * server puts this script in place of the app's module script, with the entry's address in
 * `data-entry`. The page is readable and its links work without the app, so the app's code is
 * fetched once the page and its pictures have loaded and been painted (the load event, then the
 * next frame: a page whose pictures arrive quickly can load before its first paint) instead of
 * sharing a slow connection and the phone's CPU with them; sooner if the reader touches or types
 * first, and after 3 s at the latest, should a picture be slow.
 */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var triggers = ['pointerdown', 'keydown', 'touchstart'];
  function afterNextPaint() {
    // A frame's callbacks run before it is painted; a task queued from one runs after.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function start() {
    if (started) return;
    started = true;
    removeEventListener('load', afterNextPaint);
    triggers.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  addEventListener('load', afterNextPaint);
  triggers.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  setTimeout(start, 3000);
})();
