/*
 * Tiny Tools: sizes every embedded tool's frame on your page to fit its content.
 * Optional: without it, an embedded tool scrolls inside its frame.
 *
 *   <script src="https://<this site>/embed.js" async></script>
 *
 * Each embedded tool posts { type: 'tinytools:height', height, path } to your page when its height
 * changes (height in CSS pixels). This script accepts the message only from this site's origin
 * and from a frame of your page, and sets that frame's height. It reads nothing else of your page.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script ? new URL(script.src, location.href).origin : null;
  var MAX_HEIGHT = 20000;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== 'tinytools:height') return;
    var height = Number(data.height);
    if (!(height > 0)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.min(Math.ceil(height), MAX_HEIGHT) + 'px';
        return;
      }
    }
  });
})();
