/* Results: a tapped line shows exactly its plots on the ranch drawing; the page follows the table. */
(function () {
  "use strict";
  document.documentElement.classList.add("js-results");
  function each(root, selector, fn) { Array.prototype.forEach.call(root.querySelectorAll(selector), fn); }

  /* One line at a time per card: its plots highlighted, every other plot dimmed. */
  function select(card, line) {
    each(card, ".line.active", function (l) { l.classList.remove("active"); });
    each(card, ".drawing .hl", function (p) { p.classList.remove("hl"); });
    var drawing = card.querySelector(".drawing");
    if (drawing) drawing.classList.toggle("highlighting", !!line);
    if (!line) return;
    line.classList.add("active");
    line.dataset.plots.split(" ").forEach(function (cell) {
      var plot = card.querySelector('.drawing [data-cell="' + cell + '"]');
      if (plot) plot.classList.add("hl");
    });
  }
  /* Tapping a line (anywhere but its rule control) opens it: mouse, touch and keyboard alike. */
  document.addEventListener("toggle", function (e) {
    var details = e.target;
    if (!details.matches || !details.matches("details.line-plots")) return;
    var line = details.closest(".line"), card = details.closest(".player");
    if (!line || !card) return;
    if (details.open) {
      each(card, "details.line-plots[open]", function (d) { if (d !== details) d.open = false; });
      select(card, line);
    } else if (line.classList.contains("active")) {
      select(card, null);
    }
  }, true);

  /* BG Stats records the play at the phone's own clock: the server only knows UTC. */
  var bgstats = document.getElementById("bgstats");
  if (bgstats && window.URL) {
    try {
      var link = new URL(bgstats.href), play = JSON.parse(link.searchParams.get("data"));
      var at = new Date(bgstats.dataset.playedAt);
      function two(n) { return (n < 10 ? "0" : "") + n; }
      play.playDate = at.getFullYear() + "-" + two(at.getMonth() + 1) + "-" + two(at.getDate()) + " " +
        two(at.getHours()) + ":" + two(at.getMinutes()) + ":" + two(at.getSeconds());
      if (!isNaN(at.getTime())) {
        bgstats.href = link.origin + link.pathname + "?data=" + encodeURIComponent(JSON.stringify(play));
      }
    } catch (err) { /* keep the server's link as it is */ }
  }

  /* With JavaScript the page follows the table itself; without, it offers a Refresh link. */
  each(document, "[data-without-js]", function (el) { el.hidden = true; });
  each(document, "[data-with-js]", function (el) { el.hidden = false; });
  var box = document.getElementById("results");
  if (!box || !window.fetch) return;
  setInterval(function () {
    if (document.hidden || document.querySelector("dialog[open]")) return;
    fetch(box.dataset.status).then(function (r) { return r.json(); }).then(function (j) {
      if (j.stamp !== box.dataset.stamp) location.reload();
    }).catch(function () { /* offline: try again next time */ });
  }, 4000);
})();
