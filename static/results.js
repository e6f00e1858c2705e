/* Results: tap a score-pad line to see its plots on the ranch; follow the table live. */
(function () {
  "use strict";
  function show(row, on) {
    var card = row.closest(".player");
    Array.prototype.forEach.call(card.querySelectorAll("tr.active"), function (r) { r.classList.remove("active"); });
    Array.prototype.forEach.call(card.querySelectorAll(".hl"), function (t) { t.classList.remove("hl"); });
    var drawing = card.querySelector(".drawing");
    if (drawing) drawing.classList.toggle("highlighting", on);
    if (!on) return;
    row.classList.add("active");
    row.dataset.plots.split(" ").forEach(function (c) {
      var plot = card.querySelector('.drawing [data-cell="' + c + '"]'); if (plot) plot.classList.add("hl");
    });
  }
  document.addEventListener("click", function (e) {
    var row = e.target.closest("tr.has-plots");
    if (!row || e.target.closest("a, summary")) return;
    show(row, !row.classList.contains("active"));
  });
  /* Keyboard and screen readers: opening a line's "Plots" shows them on the drawing too. */
  document.addEventListener("toggle", function (e) {
    var row = e.target.closest && e.target.closest("tr.has-plots");
    if (row && e.target.matches("details.plots")) show(row, e.target.open);
  }, true);
  var box = document.getElementById("results");
  if (!box || !window.fetch) return;
  setInterval(function () {
    if (document.hidden) return;
    fetch(box.dataset.status).then(function (r) { return r.json(); }).then(function (j) {
      if (j.stamp !== box.dataset.stamp) location.reload();
    }).catch(function () { /* offline: try again next time */ });
  }, 4000);
})();
