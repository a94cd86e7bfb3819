/* global document, addEventListener, removeEventListener, requestAnimationFrame */
/*
 * Starts the app on a page whose first screen came rendered from the server (decision 003). The
 * server puts this script in place of the app's module script, with the entry's address in
 * `data-entry`. The page is readable and its links work without the app, so the app's code is
 * fetched once the page and its pictures have loaded and been painted (the load event, the first
 * screen's pictures decoded, then a painted frame: a picture is painted a frame or more after it
 * arrived, and locally the load event can come before any paint) instead of
 * sharing a slow connection and the phone's CPU with them; sooner if the reader touches or types
 * first, and after 3 s at the latest, should a picture be slow.
 */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var triggers = ['pointerdown', 'keydown', 'touchstart'];
  function afterNextPaint() {
    // A frame's callbacks run before it is painted: the second frame's come after the first was.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function start() {
    if (started) return;
    started = true;
    removeEventListener('load', afterPictures);
    triggers.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPictures() {
    // The pictures of the first screen load at once (loading="eager"); the others lazily.
    var pictures = Array.prototype.slice.call(document.querySelectorAll('img[loading="eager"]'));
    Promise.all(
      pictures.map(function (picture) {
        return picture.decode().catch(function () {});
      }),
    ).then(afterNextPaint);
  }
  addEventListener('load', afterPictures);
  triggers.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  setTimeout(start, 3000);
})();
