/* Events: the round's clock counts on by itself (the page only redraws when the event
   changes), and the create form shows as many "Round n" choices as the event has rounds. */
(function () {
  "use strict";
  function tick() {
    var clock = document.getElementById("clock");
    if (!clock?.dataset.started) return;
    var started = new Date(clock.dataset.started).getTime();
    if (Number.isNaN(started)) return;
    var minutes = Math.max(0, Math.floor((Date.now() - started) / 60000));
    clock.textContent = clock.dataset.minutesText.replace("{minutes}", String(minutes));
  }
  tick();
  setInterval(tick, 15000);

  var rounds = document.querySelector(".new-event input[name=rounds]");
  if (!rounds) return;
  function showRounds() {
    var count = parseInt(rounds.value, 10);
    document.querySelectorAll(".per-round select").forEach(function (select, index) {
      var shown = Number.isNaN(count) || index < count;
      select.hidden = !shown;
      var label = document.querySelector('label[for="' + select.id + '"]');
      if (label) label.hidden = !shown;
    });
  }
  rounds.addEventListener("input", showRounds);
  showRounds();
})();
