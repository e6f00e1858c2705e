/* A game-night seat's save runtime: autosave, the offline queue, merging with other phones,
   the live score and the offline copy of the page. It knows nothing about how the ranch is
   entered; the editor UI (editor.js) talks to it through a small interface:

     var sync = SeatSync.start(form, editor)
       form    the #ranch-form; data-api is the seat's PUT address, form.elements.version the
               version the ranch on screen is based on.
       editor  { ranch(): the ranch on screen as API JSON ({rows, plots}),
                 replace(ranch): show this ranch instead (undoable) }
     sync.changed(ranch)   call after every change the player made; saves it soon.
     form "ranch:score" event (detail: one player's score, the API's player shape:
                           {total, breakdown, warnings, ...}) whenever a new score is known.

   Score: every change is scored here at once by MoonRiverScore (moonriver-score.js), online
   or not; the server's answer to a save is the authority and replaces it when it arrives.

   Two phones on one seat: each save sends the version it started from and that version's
   ranch ("base"); if another phone saved meanwhile, the server merges plot by plot (see
   companion/api/seats.py) and answers the merged ranch, shown here. Where both changed one
   plot differently the player chooses per plot (#conflict). Every few seconds the seat is
   asked for its version, so a phone learns of another phone's save and never says "Saved"
   over a ranch that is no longer the stored one.

   Offline: changes wait in localStorage (with their base) and are sent when the connection
   returns; where the browser allows it (HTTPS or localhost) a service worker keeps the page
   and its assets, so the editor reopens without a connection. */
(function () {
  "use strict";
  var $ = function (sel, root) { return (root || document).querySelector(sel); };
  var $$ = function (sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); };
  var POLL_MS = 3000;

  /* Plots by cell, "row-col" -> a plain description, to compare ranches plot by plot. */
  function byCell(ranch) {
    var out = {};
    (ranch ? ranch.plots : []).forEach(function (p) {
      out[p.row + "-" + p.col] = { plot: p, key: [p.terrain, p.cows || 0, p.resources || 0, p.partner || "", !!p.bonus].join("|") };
    });
    return out;
  }
  function same(a, b) {
    var x = byCell(a), y = byCell(b), cells = Object.keys(x);
    return cells.length === Object.keys(y).length && cells.every(function (c) { return y[c] && y[c].key === x[c].key; });
  }
  /* `ranch` with the plots of `from` at `cells` (a cell absent in `from` is cleared). */
  function withPlots(ranch, from, cells) {
    var plots = byCell(ranch), source = byCell(from);
    cells.forEach(function (c) { if (source[c]) plots[c] = source[c]; else delete plots[c]; });
    return { rows: ranch.rows, plots: Object.keys(plots).map(function (c) { return plots[c].plot; }) };
  }
  /* Cells where two ranches differ. */
  function differing(a, b) {
    var x = byCell(a), y = byCell(b), out = [];
    Object.keys(x).concat(Object.keys(y)).forEach(function (c) {
      if (out.indexOf(c) < 0 && (!x[c] || !y[c] || x[c].key !== y[c].key)) out.push(c);
    });
    return out;
  }

  function start(form, editor) {
    var api = form.dataset.api, key = "moonriver.ranch:" + api;
    var versionInput = form.elements.version;
    var holder = $("#sync"), data = holder ? holder.dataset : {};
    var words = JSON.parse(data.words || "{}");
    var stateEl = $("#save-state"), conflict = $("#conflict"), finish = $("#finish-form");
    var timer = null, inflight = false, again = false, choosing = null, finishing = false;
    /* The ranch stored at the version on screen: null while nothing is saved, undefined if
       unknown (changes kept by an older page); without it a stale save is left to the player. */
    var base = +versionInput.value ? editor.ranch() : null;

    function version() { return +versionInput.value; }
    function setVersion(v, ranch) { versionInput.value = v; form.dataset.version = v; base = ranch; }
    function keepLocally() {
      try { localStorage.setItem(key, JSON.stringify({ base: version(), baseRanch: base, ranch: editor.ranch() })); } catch (e) { /* private mode */ }
    }
    function forget() { try { localStorage.removeItem(key); } catch (e) { /* ignore */ } }
    function pending() { try { return !!localStorage.getItem(key); } catch (e) { return false; } }

    function setState(name, detail) {
      if (!stateEl) return;
      stateEl.className = "save-state " + name;
      stateEl.textContent = (stateEl.dataset[name] || words[name] || "") + (detail ? ": " + detail : "");
    }
    /* "Saved" holds only while this phone can hear of other phones' saves. */
    function unsure() { if (stateEl && /\bsaved\b/.test(stateEl.className)) setState("stale"); }
    function sure() { if (stateEl && /\bstale\b/.test(stateEl.className)) setState("saved"); }
    function showMessages(list) {
      var box = $("#messages"); if (!box) return;
      box.innerHTML = "";
      list.forEach(function (m) { var p = document.createElement("p"); p.className = "notice errors"; p.textContent = m; box.appendChild(p); });
    }
    function score(s) {
      if (s) form.dispatchEvent(new CustomEvent("ranch:score", { detail: s }));
    }

    /* The live score: the ranch on screen, scored in the browser, warnings in the page's words. */
    function describe(code, plots) {
      var w = words.warnings || {}, sentences = w[code];
      if (!sentences) return code;
      var cells = plots.map(function (c) { return w.cell.replace("%(row)d", c[0]).replace("%(col)d", c[1]); });
      return sentences[plots.length === 1 ? 0 : 1].replace("%(cells)s", cells.join(", "));
    }
    function scoreHere() {
      if (!window.MoonRiverScore) return;
      var request = { mode: data.mode || "base", scenario: data.scenario || null, players: [{ name: "", ranch: editor.ranch() }] };
      score(window.MoonRiverScore.scoreGame(request, describe).players[0]);
    }

    function changed() {
      keepLocally();
      scoreHere();
      setState(navigator.onLine === false ? "offline" : "saving");
      clearTimeout(timer); timer = setTimeout(save, 350);
    }
    function show(ranch) {
      if (!same(ranch, editor.ranch())) editor.replace(ranch);
    }

    function save() {
      if (choosing) return;
      if (inflight) { again = true; return; }
      if (navigator.onLine === false) { setState("offline"); return; }
      inflight = true;
      var sent = editor.ranch(), body = { version: version(), ranch: sent };
      if (base !== undefined) body.base = base;
      fetch(api, { method: "PUT", headers: { "Content-Type": "application/json", "Accept-Language": document.documentElement.lang }, body: JSON.stringify(body) })
        .then(function (r) { return r.json().then(function (j) { return [r.status, j]; }); })
        .then(function (res) {
          var status = res[0], j = res[1];
          if (status === 200) {
            setVersion(j.version, j.ranch);
            showMessages([]);
            var now = editor.ranch();
            /* Changes made while this save travelled go on top of what is stored now. */
            show(withPlots(j.ranch, now, differing(sent, now)));
            if (same(editor.ranch(), j.ranch)) {
              forget(); setState("saved"); score(j.score);
              if (finishing) finish.submit();
            } else {
              changed();
            }
          } else if (status === 409) {
            choose(j);
          } else {
            setState("failed", (j.errors || []).map(function (e) { return e.message; }).join(" "));
            showMessages((j.errors || []).map(function (e) { return e.message; }));
          }
        })
        .catch(function () { setState("offline"); setTimeout(retry, 5000); })
        .then(function () { inflight = false; if (again) { again = false; save(); } });
    }
    function retry() { if (pending()) save(); }
    window.addEventListener("online", function () { retry(); poll(); });

    /* Both phones changed the same plots: name them, mark them, let the player choose each. */
    function plotText(plot) {
      if (!plot) return words.empty || "";
      var parts = [(words.terrains || {})[plot.terrain] || plot.terrain];
      if (plot.cows) parts.push(words.cows + " " + plot.cows);
      if (plot.resources) parts.push(words.resources + " " + plot.resources);
      if (plot.partner) parts.push((words.partners || {})[plot.partner] || plot.partner);
      if (plot.bonus) parts.push("★");
      return parts.join(" · ");
    }
    function choose(j) {
      var mine = editor.ranch();
      var cells = (j.conflicts || []).map(function (c) { return c[0] + "-" + c[1]; });
      if (!j.proposal) cells = differing(mine, j.ranch);
      choosing = { theirs: j, mine: mine, cells: cells };
      var list = $("#conflict-plots"), template = $("#conflict-plot"), minePlots = byCell(mine), theirPlots = byCell(j.ranch);
      list.innerHTML = "";
      cells.forEach(function (c) {
        var item = template.content.firstElementChild.cloneNode(true), rc = c.split("-");
        $("legend", item).textContent = words.warnings.cell.replace("%(row)d", rc[0]).replace("%(col)d", rc[1]);
        $$("input", item).forEach(function (input) { input.name = "keep-" + c; });
        $("[data-side=mine]", item).textContent = plotText(minePlots[c] && minePlots[c].plot);
        $("[data-side=theirs]", item).textContent = plotText(theirPlots[c] && theirPlots[c].plot);
        item.dataset.cell = c;
        list.appendChild(item);
        var cell = $('.cell[data-cell="' + c + '"]', form); if (cell) cell.classList.add("conflict");
      });
      conflict.hidden = false; setState("failed");
      conflict.scrollIntoView({ block: "nearest" });
    }
    $("#save-choices").addEventListener("click", function () {
      if (!choosing) return;
      var j = choosing.theirs, keepMine = choosing.cells.filter(function (c) {
        var picked = $('input[name="keep-' + c + '"]:checked', conflict);
        return !picked || picked.value === "mine";
      });
      /* Plots chosen as "mine", and whatever the player changed while choosing, on the proposal. */
      var now = editor.ranch(), since = differing(choosing.mine, now);
      var chosen = withPlots(withPlots(j.proposal || j.ranch, choosing.mine, keepMine), now, since);
      choosing = null; conflict.hidden = true;
      $$(".cell.conflict", form).forEach(function (cell) { cell.classList.remove("conflict"); });
      setVersion(j.version, j.ranch);
      show(chosen); changed();
    });

    /* Another phone's save: learn it within a few seconds. */
    function poll() {
      if (navigator.onLine === false) { unsure(); return; }
      if (document.hidden || inflight || choosing) return;
      fetch(api, { headers: { "Accept-Language": document.documentElement.lang } })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (j) {
          if (!j || inflight || choosing) return;
          if (j.version <= version()) { sure(); return; }
          if (pending()) { save(); return; } /* the server merges our changes with theirs */
          setVersion(j.version, j.ranch);
          show(j.ranch || { rows: +form.dataset.rows, plots: [] });
          setState("saved"); score(j.score);
        })
        .catch(unsure);
    }
    setInterval(poll, POLL_MS);
    document.addEventListener("visibilitychange", poll); /* back on screen: ask at once */
    window.addEventListener("offline", unsure);

    form.addEventListener("submit", function (e) { e.preventDefault(); clearTimeout(timer); save(); });
    if (finish) {
      finish.addEventListener("submit", function (e) {
        if (!pending()) return;
        e.preventDefault(); finishing = true; clearTimeout(timer); save();
      });
    }

    /* The page kept for offline use: only where browsers allow service workers at all. */
    if ("serviceWorker" in navigator && window.isSecureContext && data.worker) {
      navigator.serviceWorker.register(data.worker, { scope: data.scope })
        .then(function () { return navigator.serviceWorker.ready; })
        .then(function (registration) {
          var urls = [location.href].concat(
            $$("script[src]").map(function (s) { return s.src; }),
            $$("link[href]").map(function (l) { return l.href; }));
          registration.active.postMessage({ keep: urls });
        })
        .catch(function () { /* no offline copy: the app works as before */ });
    }

    /* Changes kept on this phone while offline: show them and send them (the server merges). */
    try {
      var kept = JSON.parse(localStorage.getItem(key) || "null");
      if (kept && !same(kept.ranch, editor.ranch())) {
        setVersion(kept.base, kept.baseRanch);
        editor.replace(kept.ranch); changed();
      } else if (kept) { forget(); }
    } catch (e) { /* unreadable: ignore */ }
    scoreHere();

    return { changed: function () { changed(); } };
  }

  window.SeatSync = { start: start };
})();
