// The shell's first script: it loads the application (`data-main`, the shell's main chunk) once
// the first screen's picture is in (docs/server-rendering.md#how-step-2-works,
// "The first screen before the scripts").
// A server-rendered page reads in full before any script runs; loading the scripts at once made
// that picture share the network with them and wait for its paint behind their evaluation. A few
// plain lines, not a webpack entry: an entry would carry a second federation runtime.
(function start() {
  // A content picture whose file fails shows nothing (docs/product.md#pictures), with or without
  // the page's scripts: a page the server drew may never be hydrated (its region waits until the
  // visitor needs it). Its component (FallbackImage) removes the picture once hydrated.
  var PICTURE = 'img[data-hide-if-broken]';
  function hide(image) {
    image.style.display = 'none';
  }
  document.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target instanceof HTMLImageElement && target.matches(PICTURE)) hide(target);
    },
    true,
  );
  Array.prototype.forEach.call(document.querySelectorAll(PICTURE), function (image) {
    if (image.complete && image.naturalWidth === 0) hide(image);
  });

  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  }
  var picture = document.querySelector('img[fetchpriority="high"]');
  if (!picture || picture.complete) {
    load();
    return;
  }
  // Asked for from the picture's load event, the script still holds the page's load event, as a
  // deferred one did. A slow picture holds the start back one second at most.
  picture.addEventListener('load', load);
  picture.addEventListener('error', load);
  setTimeout(load, 1000);
})();
