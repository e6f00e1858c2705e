/* A game-night seat's save runtime: autosave, the offline queue, the conflict choice and the
   live score. It knows nothing about how the ranch is entered; the editor UI (editor.js) talks
   to it through a small interface:

     var sync = SeatSync.start(form, editor)
       form    the #ranch-form; data-api is the seat's PUT address, form.elements.version the
               version the ranch on screen is based on.
       editor  { ranch(): the ranch on screen as API JSON ({rows, plots}),
                 replace(ranch): show this ranch instead (undoable) }
     sync.changed(ranch)   call after every change the player made; saves it soon.
     form "ranch:score" event (detail: one player's score, the API's player shape:
                           {total, breakdown, warnings, ...}) whenever a new score is known.

   Offline changes wait in localStorage and are sent when the connection returns. */
(function () {
  "use strict";
  var $ = function (sel, root) { return (root || document).querySelector(sel); };

  function start(form, editor) {
    var api = form.dataset.api, key = "moonriver.ranch:" + api;
    var versionInput = form.elements.version;
    var stateEl = $("#save-state"), conflict = $("#conflict"), finish = $("#finish-form");
    var timer = null, inflight = false, again = false, theirs = null, lastSent = null, finishing = false;

    function keepLocally() {
      try { localStorage.setItem(key, JSON.stringify({ base: +versionInput.value, ranch: editor.ranch() })); } catch (e) { /* private mode */ }
    }
    function forget() { try { localStorage.removeItem(key); } catch (e) { /* ignore */ } }
    function pending() { try { return !!localStorage.getItem(key); } catch (e) { return false; } }

    function setState(name, detail) {
      if (!stateEl) return;
      stateEl.className = "save-state " + name;
      stateEl.textContent = (stateEl.dataset[name] || "") + (detail ? ": " + detail : "");
    }
    function showMessages(list) {
      var box = $("#messages"); if (!box) return;
      box.innerHTML = "";
      list.forEach(function (m) { var p = document.createElement("p"); p.className = "notice errors"; p.textContent = m; box.appendChild(p); });
    }
    function score(s) {
      if (s) form.dispatchEvent(new CustomEvent("ranch:score", { detail: s }));
    }

    function changed() {
      keepLocally();
      setState("saving");
      clearTimeout(timer); timer = setTimeout(save, 350);
    }

    function save() {
      if (inflight) { again = true; return; }
      if (navigator.onLine === false) { setState("offline"); return; }
      inflight = true;
      var body = JSON.stringify({ version: +versionInput.value, ranch: editor.ranch() });
      lastSent = body;
      fetch(api, { method: "PUT", headers: { "Content-Type": "application/json", "Accept-Language": document.documentElement.lang }, body: body })
        .then(function (r) { return r.json().then(function (j) { return [r.status, j]; }); })
        .then(function (res) {
          var status = res[0], j = res[1];
          if (status === 200) {
            versionInput.value = j.version; form.dataset.version = j.version;
            var done = JSON.stringify({ version: j.version - 1, ranch: editor.ranch() }) === lastSent;
            if (done) forget(); else keepLocally();
            setState(done ? "saved" : "saving"); showMessages([]); score(j.score);
            if (done && finishing) finish.submit();
          } else if (status === 409) {
            theirs = j; conflict.hidden = false; setState("failed"); conflict.scrollIntoView({ block: "nearest" });
          } else {
            setState("failed", (j.errors || []).map(function (e) { return e.message; }).join(" "));
            showMessages((j.errors || []).map(function (e) { return e.message; }));
          }
        })
        .catch(function () { setState("offline"); setTimeout(retry, 5000); })
        .then(function () { inflight = false; if (again) { again = false; save(); } });
    }
    function retry() { if (pending()) save(); }
    window.addEventListener("online", retry);

    $("#take-theirs").addEventListener("click", function () {
      if (!theirs) return;
      versionInput.value = theirs.version; editor.replace(theirs.ranch); forget();
      conflict.hidden = true; setState("saved"); score(theirs.score); theirs = null;
    });
    $("#keep-mine").addEventListener("click", function () {
      if (!theirs) return;
      versionInput.value = theirs.version; theirs = null; conflict.hidden = true;
      keepLocally(); setState("saving"); save();
    });
    form.addEventListener("submit", function (e) { e.preventDefault(); clearTimeout(timer); save(); });
    if (finish) {
      finish.addEventListener("submit", function (e) {
        if (!pending()) return;
        e.preventDefault(); finishing = true; clearTimeout(timer); save();
      });
    }

    /* Changes kept on this phone while offline: send them now (a stale base gets the conflict choice). */
    try {
      var kept = JSON.parse(localStorage.getItem(key) || "null");
      if (kept && JSON.stringify(kept.ranch) !== JSON.stringify(editor.ranch())) {
        editor.replace(kept.ranch); versionInput.value = kept.base; changed();
      } else if (kept) { forget(); }
    } catch (e) { /* unreadable: ignore */ }

    return { changed: function () { changed(); } };
  }

  window.SeatSync = { start: start };
})();
