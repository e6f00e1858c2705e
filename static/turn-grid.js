/* The slot grid without page reloads. Every tap is already a link the server answers with
   the whole grid (so the page works without JavaScript); here the new grid is fetched and
   swapped in, focus goes where the link's #fragment points, and the turn's answer is read
   out through the live region. Nothing is computed here: the server's resolver decides. */
(function () {
  "use strict";
  if (!window.fetch || !window.DOMParser || !window.history.pushState) return;
  var live = document.getElementById("turn-live");
  var busy = false;

  function swap(url, push) {
    var app = document.getElementById("turn-app");
    if (!app || busy) return;
    busy = true;
    app.setAttribute("aria-busy", "true");
    fetch(url, { credentials: "same-origin" })
      .then(function (response) {
        return response.text();
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("turn-app");
        if (!fresh) {
          window.location.href = url;
          return;
        }
        app.replaceWith(fresh);
        ["lang-switch", "turn-links"].forEach(function (name) {
          var mine = document.querySelector("." + name),
            theirs = doc.querySelector("." + name);
          if (mine && theirs) mine.innerHTML = theirs.innerHTML;
        });
        if (push) window.history.pushState(null, "", url);
        var hash = url.split("#")[1];
        var target = hash && document.getElementById(hash);
        if (target) target.focus({ preventScroll: true });
        if (live && fresh.dataset.summary) live.textContent = fresh.dataset.summary;
      })
      .catch(function () {
        window.location.href = url;
      })
      .then(function () {
        busy = false;
      });
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-turn]");
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    swap(link.href, true);
  });
  document.addEventListener("keydown", function (event) {
    var close = event.key === "Escape" && document.querySelector("#turn-app a[data-close]");
    if (close) {
      event.preventDefault();
      swap(close.href, true);
    }
  });
  window.addEventListener("popstate", function () {
    swap(window.location.href, false);
  });
})();
