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
   ranch ("base"); if another phone saved meanwhile, the server merges field by field (terrain,
   cows, resources, partner, bonus of each plot; see companion/tables/commands.py) and answers the
   merged ranch, shown here. Where both changed one field of one plot differently the player
   chooses per field (#conflict), nothing chosen beforehand. Every few seconds the seat is
   asked for its version, so a phone learns of another phone's save and never says "Saved"
   over a ranch that is no longer the stored one.

   A change that lost: this phone's saved value can later be replaced by another phone (its
   choice in a conflict, or a plain save). The server does not track which phone wrote what;
   this phone does, because only it knows for certain what it changed and what the server
   acknowledged. So it remembers, per plot, the fields its own acknowledged saves changed and
   their values ("own", kept in localStorage beside the offline queue, so a reload or a tab
   woken up later still knows), and compares them with every ranch the server sends back: a
   save's answer, the polling, the answer asked for as the page opens. Any own field the
   server now holds
   differently, and the screen too, is named in #overridden, a bar at the bottom that leaves the
   grid and the score free ("Cows: 2 (the other phone) instead of 1 (this phone)", the plot
   marked on the grid), with keeping the other phone's as the main action (it undoes nobody's
   change) and "Put mine back" per plot, and the state says "Changed on
   another phone" instead of "Saved" until the player puts it back or keeps the other phone's.
   Comparing outcomes rather than following the paths (merges, choices, retries, other
   clients) is what makes it unable to miss a case: whatever replaced the value, it differs.

   Busy: a save answered 429 (too many saves at this table) or 503 (the server is busy or not
   ready) with Retry-After is sent again by itself once that time has passed, not before, even
   if the player goes on changing the ranch; the change stays kept on the phone meanwhile and
   the state says so ("busy").

   Offline: changes wait in localStorage (with their base) and are sent when the connection
   returns; where the browser allows it (HTTPS or localhost) a service worker keeps the page
   and its assets, so the editor reopens without a connection. The kept page shows the ranch
   of its last load, so the last ranch the server acknowledged is kept too (with "own") and
   shown instead when it is newer: an acknowledged change never disappears from the screen. */
(function () {
  "use strict";
  var $ = function (sel, root) {
    return (root || document).querySelector(sel);
  };
  var $$ = function (sel, root) {
    return Array.prototype.slice.call((root || document).querySelectorAll(sel));
  };
  var POLL_MS = 3000;
  var BUSY_MS = 5000; /* a 429 or 503 without a readable Retry-After: wait this long */

  /* Retry-After as milliseconds from now: seconds, or an HTTP date. */
  function retryAfter(header) {
    var text = (header || "").trim(),
      at = Date.parse(text);
    if (/^\d+$/.test(text)) return +text * 1000;
    if (!Number.isNaN(at)) return Math.max(0, at - Date.now());
    return BUSY_MS;
  }

  /* Plots by cell, "row-col" -> a plain description, to compare ranches plot by plot. */
  function byCell(ranch) {
    var out = {};
    (ranch ? ranch.plots : []).forEach(function (p) {
      out[p.row + "-" + p.col] = {
        plot: p,
        key: [p.terrain, p.cows || 0, p.resources || 0, p.partner || "", !!p.bonus].join("|"),
      };
    });
    return out;
  }
  function same(a, b) {
    var x = byCell(a),
      y = byCell(b),
      cells = Object.keys(x);
    return (
      cells.length === Object.keys(y).length &&
      cells.every(function (c) {
        return y[c] && y[c].key === x[c].key;
      })
    );
  }
  /* `ranch` with the plots of `from` at `cells` (a cell absent in `from` is cleared). */
  function withPlots(ranch, from, cells) {
    var plots = byCell(ranch),
      source = byCell(from);
    cells.forEach(function (c) {
      if (source[c]) plots[c] = source[c];
      else delete plots[c];
    });
    return {
      rows: ranch.rows,
      plots: Object.keys(plots).map(function (c) {
        return plots[c].plot;
      }),
    };
  }
  /* A plot's fields, a cell without a plot included (terrain null), to compare field by field. */
  var FIELDS = ["terrain", "cows", "resources", "partner", "bonus"];
  function fieldsOf(p) {
    return {
      terrain: p ? p.terrain : null,
      cows: (p && p.cows) || 0,
      resources: (p && p.resources) || 0,
      partner: (p && p.partner) || null,
      bonus: !!(p && p.bonus),
    };
  }
  /* A plot as the API writes it from its fields (null: no plot). */
  function plotOf(cell, v) {
    if (!v.terrain) return null;
    var rc = cell.split("-"),
      p = { row: +rc[0], col: +rc[1], terrain: v.terrain };
    if (v.cows) p.cows = v.cows;
    if (v.resources) p.resources = v.resources;
    if (v.partner) p.partner = v.partner;
    if (v.bonus) p.bonus = true;
    return p;
  }
  /* `ranch` with the plot at `cell` replaced (null: removed). */
  function withPlot(ranch, cell, plot) {
    var plots = byCell(ranch);
    if (plot) plots[cell] = { plot: plot };
    else delete plots[cell];
    return {
      rows: ranch.rows,
      plots: Object.keys(plots).map(function (c) {
        return plots[c].plot;
      }),
    };
  }
  function plotAt(ranch, cell) {
    var p = byCell(ranch)[cell];
    return p ? p.plot : null;
  }
  /* Cells where two ranches differ. */
  function differing(a, b) {
    var x = byCell(a),
      y = byCell(b),
      out = [];
    Object.keys(x)
      .concat(Object.keys(y))
      .forEach(function (c) {
        if (out.indexOf(c) < 0 && (!x[c] || !y[c] || x[c].key !== y[c].key)) out.push(c);
      });
    return out;
  }

  function start(form, editor) {
    var api = form.dataset.api,
      key = "moonriver.ranch:" + api,
      savedKey = "moonriver.saved:" + api;
    var versionInput = form.elements.version;
    var holder = $("#sync"),
      data = holder ? holder.dataset : {};
    var words = JSON.parse(data.words || "{}");
    var stateEl = $("#save-state"),
      conflict = $("#conflict"),
      finish = $("#finish-form");
    var overridden = $("#overridden");
    var timer = null,
      inflight = false,
      again = false,
      choosing = null,
      finishing = false,
      resumeAt = 0; /* a 429 or 503 asked this phone not to save again before then */
    /* The ranch stored at the version on screen: null while nothing is saved, undefined if
       unknown (changes kept by an older page); without it a stale save is left to the player. */
    var base = +versionInput.value ? editor.ranch() : null;
    /* What this phone's acknowledged saves changed: cell -> {fields: {field: value}, plot}
       (plot: the whole plot it sent, to put back a plot the other phone erased). */
    var saved = {};
    try {
      saved = JSON.parse(localStorage.getItem(savedKey) || "{}") || {};
    } catch (_e) {
      saved = {};
    }
    var own = saved.own || {};
    var stored = editor.ranch(); /* the last ranch the server sent */

    function version() {
      return +versionInput.value;
    }
    function setVersion(v, ranch) {
      versionInput.value = v;
      form.dataset.version = v;
      base = ranch;
    }
    function keepLocally() {
      try {
        localStorage.setItem(
          key,
          JSON.stringify({ base: version(), baseRanch: base, ranch: editor.ranch() }),
        );
      } catch (_e) {
        /* private mode */
      }
    }
    function forget() {
      try {
        localStorage.removeItem(key);
      } catch (_e) {
        /* ignore */
      }
    }
    function pending() {
      try {
        return !!localStorage.getItem(key);
      } catch (_e) {
        return false;
      }
    }
    /* What the server last acknowledged (a page kept offline may be older) and this phone's
       own fields, kept on the phone. */
    function keepSaved() {
      try {
        localStorage.setItem(
          savedKey,
          JSON.stringify({ version: version(), ranch: stored, own: own }),
        );
      } catch (_e) {
        /* private mode */
      }
    }

    function setState(name, detail) {
      if (!stateEl) return;
      stateEl.className = "save-state " + name;
      var state = stateEl.dataset[name] || words[name] || "";
      stateEl.textContent = detail ? labelled(state, detail) : state;
    }
    /* "Saved" holds only while this phone can hear of other phones' saves, and while nothing it
       saved was replaced unseen. */
    function settled() {
      setState(lost().length ? "overridden" : "saved");
    }
    function unsure() {
      if (stateEl && /\bsaved\b/.test(stateEl.className)) setState("stale");
    }
    function sure() {
      if (stateEl && /\bstale\b/.test(stateEl.className)) settled();
    }
    function showMessages(list) {
      var box = $("#messages");
      if (!box) return;
      box.innerHTML = "";
      list.forEach(function (m) {
        var p = document.createElement("p");
        p.className = "notice errors";
        p.textContent = m;
        box.appendChild(p);
      });
    }
    function score(s) {
      if (s) form.dispatchEvent(new CustomEvent("ranch:score", { detail: s }));
    }
    function fill(template, values) {
      return template.replace(/%\((\w+)\)[sd]/g, function (m, k) {
        return values[k] != null ? values[k] : m;
      });
    }
    /* Items one after another, each pair joined by one of the page's patterns
       (words.punctuation: "between" for short facts, "clauses" for plots). */
    function chain(pattern, items) {
      if (!items.length) return "";
      return items.slice(1).reduce(function (before, after) {
        return fill(words.punctuation[pattern], { before: before, after: after });
      }, items[0]);
    }
    function where(cell) {
      var rc = cell.split("-");
      return fill(words.warnings.cell, { row: rc[0], col: rc[1] });
    }

    /* The live score: the ranch on screen, scored in the browser, warnings in the page's words. */
    function describe(code, plots) {
      var w = words.warnings || {},
        sentences = w[code];
      if (!sentences) return code;
      var cells = plots.map(function (c) {
        return fill(w.cell, { row: c[0], col: c[1] });
      });
      return sentences[plots.length === 1 ? 0 : 1].replace("%(cells)s", chain("clauses", cells));
    }
    function scoreHere() {
      if (!window.MoonRiverScore) return;
      var request = {
        mode: data.mode || "base",
        scenario: data.scenario || null,
        players: [{ name: "", ranch: editor.ranch() }],
      };
      score(window.MoonRiverScore.scoreGame(request, describe).players[0]);
    }

    function changed() {
      keepLocally();
      scoreHere();
      setState(navigator.onLine === false ? "offline" : waiting() ? "busy" : "saving");
      clearTimeout(timer);
      timer = setTimeout(save, 350);
    }
    function show(ranch) {
      if (!same(ranch, editor.ranch())) editor.replace(ranch);
    }

    /* A save was acknowledged: the fields it changed against its base are this phone's own. */
    function remember(sent, sentBase) {
      var now = byCell(sent),
        was = byCell(sentBase);
      Object.keys(now)
        .concat(Object.keys(was))
        .forEach(function (c) {
          var a = fieldsOf(now[c] && now[c].plot),
            b = fieldsOf(was[c] && was[c].plot);
          FIELDS.forEach(function (f) {
            if (a[f] === b[f]) return;
            if (!own[c]) own[c] = { fields: {} };
            var mine = own[c];
            mine.fields[f] = a[f];
            mine.plot = now[c] ? now[c].plot : null;
          });
        });
      keepSaved();
    }
    /* Own fields the server holds otherwise, and the screen too: [{cell, fields}] in grid order. */
    function lost() {
      var server = byCell(stored),
        screen = byCell(editor.ranch()),
        out = [];
      Object.keys(own)
        .sort(function (a, b) {
          var x = a.split("-"),
            y = b.split("-");
          return x[0] - y[0] || x[1] - y[1];
        })
        .forEach(function (c) {
          var there = fieldsOf(server[c] && server[c].plot),
            here = fieldsOf(screen[c] && screen[c].plot);
          var fields = FIELDS.filter(function (f) {
            return (
              f in own[c].fields && there[f] !== own[c].fields[f] && here[f] !== own[c].fields[f]
            );
          });
          if (fields.length) out.push({ cell: c, fields: fields });
        });
      return out;
    }

    function labelled(label, value) {
      return fill(words.punctuation.labelled, { label: label, value: value });
    }
    /* A field's value in the page's words. */
    function valueText(field, v) {
      if (field === "terrain") return v ? (words.terrains || {})[v] || v : words.empty;
      if (field === "partner") return v ? (words.partners || {})[v] || v : words.none;
      if (field === "bonus") return v ? words.yes : words.no;
      return String(v);
    }
    function plotText(plot) {
      if (!plot) return words.empty || "";
      var parts = [(words.terrains || {})[plot.terrain] || plot.terrain];
      if (plot.cows) parts.push(labelled(words.fields.cows, plot.cows));
      if (plot.resources) parts.push(labelled(words.fields.resources, plot.resources));
      if (plot.partner) parts.push((words.partners || {})[plot.partner] || plot.partner);
      if (plot.bonus) parts.push(words.fields.bonus);
      return chain("between", parts);
    }
    /* A field's name and its value in the page's words ("Cows", "1"); a plot that is there on
       one side only is described whole ("Plot", "Desert · Cows: 1"). */
    function side(field, value, plot, whole) {
      return whole
        ? { field: words.fields.plot, value: plotText(plot) }
        : { field: words.fields[field], value: valueText(field, value) };
    }

    /* The other phone replaced what this phone had saved: name it, offer it back. */
    function showLost() {
      if (!overridden) return;
      var items = lost(),
        list = $("#overridden-plots"),
        template = $("#overridden-plot");
      $$(".cell.overridden", form).forEach(function (cell) {
        cell.classList.remove("overridden");
      });
      list.innerHTML = "";
      items.forEach(function (item, i) {
        var li = template.content.firstElementChild.cloneNode(true),
          c = item.cell;
        var server = plotAt(stored, c),
          mine = own[c],
          onlyOne = !server || !mine.plot;
        var text = (onlyOne ? ["terrain"] : item.fields).map(function (f) {
          var theirs = side(f, fieldsOf(server)[f], server, onlyOne),
            yours = side(f, mine.fields[f], mine.plot, onlyOne);
          return fill(words.instead, {
            field: theirs.field,
            theirs: theirs.value,
            mine: yours.value,
          });
        });
        var span = $("[data-what]", li);
        span.id = "overridden-" + i;
        /* The plot is marked on the grid itself, which prints no row or column numbers. */
        span.textContent = chain("clauses", text);
        var button = $("button", li);
        button.setAttribute("aria-describedby", span.id);
        button.addEventListener("click", function () {
          putBack(item);
        });
        list.appendChild(li);
        var cell = $('.cell[data-cell="' + c + '"]', form);
        if (cell) cell.classList.add("overridden");
      });
      overridden.hidden = !items.length || !!choosing; /* a choice to make comes first */
      /* never "Saved" over a lost value; no longer "changed" once nothing is lost */
      var shown = stateEl ? stateEl.className : "";
      if (
        items.length
          ? !/\b(saving|offline|failed|busy)\b/.test(shown)
          : /\boverridden\b/.test(shown)
      )
        settled();
    }
    /* One tap: this phone's values of that plot back on screen, saved like any change. */
    function putBack(item) {
      var c = item.cell,
        mine = own[c],
        now = editor.ranch(),
        screen = plotAt(now, c),
        plot;
      if (!mine.plot) plot = null; /* this phone had erased it */
      else if (!screen) plot = mine.plot; /* the other phone erased it */
      else {
        var v = fieldsOf(screen);
        item.fields.forEach(function (f) {
          v[f] = mine.fields[f];
        });
        plot = plotOf(c, v);
      }
      show(withPlot(now, c, plot));
      showLost();
      changed();
    }
    if (overridden)
      $("#keep-theirs").addEventListener("click", function () {
        lost().forEach(function (item) {
          item.fields.forEach(function (f) {
            delete own[item.cell].fields[f];
          });
          if (!Object.keys(own[item.cell].fields).length) delete own[item.cell];
        });
        keepSaved();
        showLost();
      });
    /* A ranch the server sent: it is what is stored now. */
    function heard(ranch) {
      stored = ranch || { rows: +form.dataset.rows, plots: [] };
      keepSaved();
      showLost();
    }

    function waiting() {
      return Date.now() < resumeAt;
    }
    /* The server asked for time: keep the change, say so, send it when the time is up. */
    function holdOn(ms) {
      resumeAt = Math.max(resumeAt, Date.now() + ms);
      setState("busy");
      clearTimeout(timer);
      timer = setTimeout(save, resumeAt - Date.now()); /* kept on the phone or not (private mode) */
    }

    function save() {
      if (choosing) return;
      if (waiting()) {
        holdOn(0);
        return;
      }
      if (inflight) {
        again = true;
        return;
      }
      if (navigator.onLine === false) {
        setState("offline");
        return;
      }
      inflight = true;
      var sent = editor.ranch(),
        sentBase = base,
        body = { version: version(), ranch: sent };
      if (base !== undefined) body.base = base;
      fetch(api, {
        method: "PUT",
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": document.documentElement.lang,
        },
        body: JSON.stringify(body),
      })
        .then(function (r) {
          /* a busy proxy may answer a page, not JSON */
          var status = r.status,
            body =
              status === 429 || status === 503
                ? r.json().catch(function () {
                    return {};
                  })
                : r.json();
          return body.then(function (j) {
            return [status, j, r.headers.get("Retry-After")];
          });
        })
        .then(function (res) {
          var status = res[0],
            j = res[1];
          if (status === 429 || status === 503) {
            holdOn(retryAfter(res[2]));
          } else if (status === 200) {
            setVersion(j.version, j.ranch);
            showMessages([]);
            remember(sent, sentBase || null);
            var now = editor.ranch();
            /* Changes made while this save travelled go on top of what is stored now. */
            show(withPlots(j.ranch, now, differing(sent, now)));
            heard(j.ranch);
            if (same(editor.ranch(), j.ranch)) {
              forget();
              settled();
              score(j.score);
              if (finishing) finish.submit();
            } else {
              changed();
            }
          } else if (status === 409 && j.version !== undefined) {
            choose(j, sent); /* another phone saved: the seat as stored, what to choose */
          } else if (status === 409) {
            closedRound(j);
          } else {
            setState(
              "failed",
              (j.errors || [])
                .map(function (e) {
                  return e.message;
                })
                .join(" "),
            );
            showMessages(
              (j.errors || []).map(function (e) {
                return e.message;
              }),
            );
          }
        })
        .catch(function () {
          setState("offline");
          setTimeout(retry, 5000);
        })
        .then(function () {
          inflight = false;
          if (again) {
            again = false;
            save();
          }
        });
    }
    /* A 409 without a seat: the table's event round is closed (api/seats.py), so this link
       can no longer change it. The server's sentence (who can correct it) is the state. */
    function closedRound(j) {
      var said = (j.errors || []).map(function (e) {
        return e.message;
      });
      setState("failed");
      if (stateEl) stateEl.textContent = said.join(" ");
      showMessages(said);
    }
    function retry() {
      if (pending()) save();
    }
    window.addEventListener("online", function () {
      retry();
      poll();
    });

    /* A terrain against no plot on the other side: the choice takes that side's whole plot. */
    function whole(c) {
      return c.field === "terrain" && (c.sent === null || c.stored === null);
    }

    /* Both phones changed the same fields: name each field and both values; the player picks
       every one (nothing is picked beforehand, so no change is dropped by default). */
    function choose(j, sent) {
      var conflicts = j.field_conflicts || [];
      if (!conflicts.length) {
        /* merged, but others kept saving meanwhile: take it and go on */
        var now = editor.ranch();
        setVersion(j.version, j.ranch);
        heard(j.ranch);
        show(withPlots(j.proposal, now, differing(sent, now)));
        changed();
        return;
      }
      choosing = { theirs: j, mine: editor.ranch(), sent: sent, conflicts: conflicts };
      var list = $("#conflict-plots"),
        template = $("#conflict-plot");
      list.innerHTML = "";
      $("#conflict-missing").hidden = true;
      var numbers = {}; /* one number a plot, however many of its fields both changed */
      conflicts.forEach(function (c, i) {
        var cell = c.plot[0] + "-" + c.plot[1],
          item = template.content.firstElementChild.cloneNode(true);
        if (!numbers[cell]) numbers[cell] = Object.keys(numbers).length + 1;
        /* Named by a number drawn on its plot, as the grid prints no rows or columns; the
           row and column stay for a screen reader, which reads the grid by them. */
        var legend = $("legend", item),
          spoken = document.createElement("span");
        legend.textContent = fill(words.marked, { number: numbers[cell] });
        spoken.className = "vh";
        spoken.textContent = fill(words.punctuation.aside, { text: "", note: where(cell) });
        legend.appendChild(spoken);
        $$("input", item).forEach(function (input) {
          input.name = "keep-" + i;
        });
        $("[data-side=mine]", item).textContent = fill(
          words.this_phone,
          side(c.field, c.sent, plotAt(sent, cell), whole(c)),
        );
        $("[data-side=theirs]", item).textContent = fill(
          words.other_phone,
          side(c.field, c.stored, plotAt(j.ranch, cell), whole(c)),
        );
        list.appendChild(item);
        var el = $('.cell[data-cell="' + cell + '"]', form);
        if (el) {
          el.classList.add("conflict");
          el.dataset.mark = numbers[cell];
        }
      });
      conflict.hidden = false;
      placeClearOf($$(".cell.conflict", form));
      setState("failed");
    }
    /* The choice sits at the bottom, over the tools; at the top instead when every plot it
       names is in the lower half of the screen, so the numbers it names them by stay in view. */
    function placeClearOf(cells) {
      var half = window.innerHeight / 2;
      conflict.classList.toggle(
        "at-top",
        cells.length > 0 &&
          cells.every(function (c) {
            return c.getBoundingClientRect().top >= half;
          }),
      );
    }
    $("#save-choices").addEventListener("click", function () {
      if (!choosing) return;
      var picks = choosing.conflicts.map(function (_c, i) {
        var picked = $('input[name="keep-' + i + '"]:checked', conflict);
        return picked ? picked.value : null; /* null, not undefined: the missing one is found */
      });
      var missing = picks.indexOf(null);
      if (missing >= 0) {
        $("#conflict-missing").hidden = false;
        $('input[name="keep-' + missing + '"]', conflict).focus();
        return;
      }
      /* The proposal, with the fields chosen as this phone's, and whatever the player changed
         while choosing on top. A terrain against no plot takes the side's whole plot. */
      var j = choosing.theirs,
        chosen = j.proposal;
      choosing.conflicts.forEach(function (c, i) {
        var cell = c.plot[0] + "-" + c.plot[1];
        if (picks[i] !== "mine") {
          /* the player took the other phone's: nothing to tell later */
          if (own[cell]) {
            if (whole(c)) delete own[cell];
            else delete own[cell].fields[c.field];
            if (own[cell] && !Object.keys(own[cell].fields).length) delete own[cell];
            keepSaved();
          }
          return;
        }
        if (whole(c)) {
          chosen = withPlot(chosen, cell, plotAt(choosing.sent, cell));
        } else {
          var v = fieldsOf(plotAt(chosen, cell));
          v[c.field] = c.sent;
          chosen = withPlot(chosen, cell, plotOf(cell, v));
        }
      });
      var now = editor.ranch();
      chosen = withPlots(chosen, now, differing(choosing.mine, now));
      choosing = null;
      conflict.hidden = true;
      $$(".cell.conflict", form).forEach(function (cell) {
        cell.classList.remove("conflict");
        delete cell.dataset.mark;
      });
      setVersion(j.version, j.ranch);
      show(chosen);
      heard(j.ranch);
      changed();
    });

    /* Another phone's save: learn it within a few seconds. */
    function poll() {
      if (navigator.onLine === false) {
        unsure();
        return;
      }
      if (document.hidden || inflight || choosing) return;
      fetch(api, { headers: { "Accept-Language": document.documentElement.lang } })
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .then(function (j) {
          if (!j || inflight || choosing) return;
          if (j.version <= version()) {
            heard(j.ranch);
            sure();
            return;
          }
          if (pending()) {
            save();
            return;
          } /* the server merges our changes with theirs */
          setVersion(j.version, j.ranch);
          show(j.ranch || { rows: +form.dataset.rows, plots: [] });
          heard(j.ranch);
          settled();
          score(j.score);
        })
        .catch(unsure);
    }
    setInterval(poll, POLL_MS);
    document.addEventListener("visibilitychange", poll); /* back on screen: ask at once */
    window.addEventListener("offline", unsure);

    form.addEventListener("submit", function (e) {
      e.preventDefault();
      clearTimeout(timer);
      save();
    });
    if (finish) {
      finish.addEventListener("submit", function (e) {
        if (!pending()) return;
        e.preventDefault();
        finishing = true;
        clearTimeout(timer);
        save();
      });
    }

    /* The page kept for offline use: only where browsers allow service workers at all. */
    if ("serviceWorker" in navigator && window.isSecureContext && data.worker) {
      navigator.serviceWorker
        .register(data.worker, { scope: data.scope })
        .then(function () {
          return navigator.serviceWorker.ready;
        })
        .then(function (registration) {
          var urls = [location.href].concat(
            $$("script[src]").map(function (s) {
              return s.src;
            }),
            $$("link[href]").map(function (l) {
              return l.href;
            }),
          );
          registration.active.postMessage({ keep: urls });
        })
        .catch(function () {
          /* no offline copy: the app works as before */
        });
    }

    /* A page kept for offline use shows the ranch of its last load; what the server
       acknowledged since is on the phone, and shown instead. */
    if (saved.ranch && saved.version > version() && !pending()) {
      setVersion(saved.version, saved.ranch);
      stored = saved.ranch;
      editor.replace(saved.ranch);
      setState(navigator.onLine === false ? "stale" : "saved");
    }
    /* Changes kept on this phone while offline: show them and send them (the server merges). */
    try {
      var kept = JSON.parse(localStorage.getItem(key) || "null");
      if (kept && !same(kept.ranch, editor.ranch())) {
        setVersion(kept.base, kept.baseRanch);
        editor.replace(kept.ranch);
        changed();
      } else if (kept) {
        forget();
      }
    } catch (_e) {
      /* unreadable: ignore */
    }
    /* A page opened later (a reload, a tab woken up): did anything this phone saved change?
       Asked of the server at once, not of this page, which may be a copy kept offline. */
    if (!pending()) poll();
    scoreHere();

    return {
      changed: function () {
        changed();
      },
    };
  }

  window.SeatSync = { start: start };
})();
