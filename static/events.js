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

  addPlayers();
  takeTurns();

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

  /* Adding players one after another: each name is sent without leaving the page, so the
     keyboard stays on the name field (Enter adds, type the next). Names typed quickly wait
     their turn. The parts of the page that changed are taken from the page the server
     answers with, exactly as a reload would show them; without JavaScript the form posts
     and the page comes back with the field focused. */
  function addPlayers() {
    var form = document.querySelector("form.add-player");
    if (!form || !window.fetch || !window.DOMParser || !window.FormData) return;
    var name = form.querySelector("#add-name"),
      club = form.querySelector("#add-club"),
      queue = [],
      busy = false;
    function update(doc) {
      document.querySelectorAll("[data-part][id]").forEach(function (part) {
        var fresh = doc.getElementById(part.id);
        part.innerHTML = fresh ? fresh.innerHTML : "";
        if (fresh && fresh.dataset.stamp) part.dataset.stamp = fresh.dataset.stamp;
      });
      var problems = form.querySelector("#problems"),
        freshProblems = doc.querySelector("form.add-player #problems");
      if (problems) problems.remove();
      if (freshProblems) form.querySelector("label").before(freshProblems);
      name.setAttribute("aria-invalid", freshProblems ? "true" : "false");
    }
    function next() {
      if (busy || !queue.length) return;
      busy = true;
      var sent = queue.shift();
      fetch(form.action, { method: "POST", body: sent, headers: { Accept: "text/html" } })
        .then(function (response) {
          return response.text().then(function (html) {
            update(new DOMParser().parseFromString(html, "text/html"));
            if (!response.redirected && !name.value) {
              /* refused: what was typed comes back to be put right */
              name.value = sent.get("name");
              club.value = sent.get("club");
            }
          });
        })
        .catch(function () {
          /* offline or failed: the plain form with this name, whose answer says what happened */
          name.value = sent.get("name");
          club.value = sent.get("club");
          form.submit();
        })
        .then(function () {
          busy = false;
          next();
        });
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!name.value.trim()) {
        name.focus();
        return;
      }
      queue.push(new FormData(form));
      name.value = "";
      club.value = "";
      name.focus();
      next();
    });
  }

  /* The projector's two screens take turns while a round is under way: the tables (who sits
     where, which still play), then the standings. The turn is kept on <body>, which the
     page's redraw (results.js) leaves alone. */
  function takeTurns() {
    var body = document.body;
    if (!body.classList.contains("projector")) return;
    function turn() {
      if (!document.getElementById("slide-tables")) {
        delete body.dataset.slide;
        return;
      }
      body.dataset.slide = body.dataset.slide === "tables" ? "standings" : "tables";
    }
    turn();
    setInterval(turn, 15000);
  }
})();
