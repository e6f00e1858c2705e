/* The ranch editor on one phone screen: the grid, a tool bar in thumb reach and the live score.

   Tools: a terrain (tap or drag across plots to paint), the eraser, Cows and Resources (each tap
   adds one; "−1" takes one away; Resources can also set a count such as 5 with one tap), Partner
   (its sheet names the six; choose one, then tap plots; a second tap takes it away) and, on the
   10-row grid, the bonus landscape tile. Every tool shows its name under its picture, and the
   line above the tools says what a tap on a plot does now. Every change goes through undo/redo. Limits (cows and partners in the box,
   specialists of each kind in the box, symbols per plot, plots per ranch, farms carry no symbols)
   are refused on the spot with the server's own sentence, so nothing entered is changed behind
   the player's back.

   The game's tables (which terrain carries which symbol, the grid's width) are the page's, made
   from the engine's enums; moonriver-score.js reads them and the editor takes them from it, so
   the page loads that script first.

   The form underneath stays the source of truth, so the page still works without JavaScript.
   Saving is not done here: when the page has a save runtime (window.SeatSync, seat-sync.js) the
   editor hands it every change and shows the scores it announces ("ranch:score" events on the
   form, the API's player shape); without one the editor works alone (a ranch that is no seat). */
(function () {
  "use strict";
  var form = document.getElementById("ranch-form");
  if (!form || !window.fetch || !window.MoonRiverScore) return;
  var $ = function (sel, root) {
    return (root || document).querySelector(sel);
  };
  var $$ = function (sel, root) {
    return Array.prototype.slice.call((root || document).querySelectorAll(sel));
  };
  var json = function (name) {
    try {
      return JSON.parse(form.dataset[name] || "null");
    } catch (_e) {
      return null;
    }
  };
  var rows = +form.dataset.rows,
    sync = null,
    limits = json("limits"),
    words = json("words"),
    names = json("names");
  var sep = form.dataset.sep,
    rules = json("rules") || {};
  var cells = $$(".cell", form).sort(function (a, b) {
    return a.dataset.index - b.dataset.index;
  });
  var grid = $("#grid"),
    hint = $("#tool-hint"),
    limitEl = $("#limit");
  var tool = "",
    step = { cows: 1, resources: 1 },
    partner = "",
    lastScore = json("score");
  var undo = [],
    redo = [];
  /* The game's tables, from the page through the scorer (moonriver-score.js reads them). */
  var tables = window.MoonRiverScore.tables,
    COLUMNS = tables.columns,
    RESOURCE = tables.resource_of,
    BONUS_OF = tables.bonus_of;

  function fill(template, values) {
    return template.replace(/%\((\w+)\)[sd]/g, function (m, k) {
      return values[k] != null ? values[k] : m;
    });
  }
  function counted(unit, n) {
    return fill(words.units[unit][n === 1 ? 0 : 1], { num: n });
  }

  /* The form fields of a cell are the truth; read/write go through them. */
  function field(cell, name) {
    return form.elements["cells-" + cell.dataset.index + "-" + name];
  }
  function read(cell) {
    var bonus = field(cell, "bonus");
    return {
      terrain: field(cell, "terrain").value,
      cows: +field(cell, "cows").value || 0,
      resources: +field(cell, "resources").value || 0,
      partner: field(cell, "partner").value,
      bonus: !!(bonus && bonus.checked),
    };
  }
  function write(cell, v) {
    field(cell, "terrain").value = v.terrain;
    field(cell, "cows").value = v.cows;
    field(cell, "resources").value = v.resources;
    field(cell, "partner").value = v.partner;
    var bonus = field(cell, "bonus");
    if (bonus) bonus.checked = v.bonus;
    draw(cell);
  }
  function snapshot() {
    return JSON.stringify(cells.map(read));
  }
  function restore(text) {
    JSON.parse(text).forEach(function (v, i) {
      write(cells[i], v);
    });
  }
  function ranch() {
    var plots = [];
    cells.forEach(function (cell, i) {
      var v = read(cell);
      if (!v.terrain) return;
      var p = { row: Math.floor(i / COLUMNS) + 1, col: (i % COLUMNS) + 1, terrain: v.terrain };
      if (v.cows) p.cows = v.cows;
      if (v.resources) p.resources = v.resources;
      if (v.partner) p.partner = v.partner;
      if (v.bonus) p.bonus = true;
      plots.push(p);
    });
    return { rows: rows, plots: plots };
  }
  function setRanch(r) {
    var by = {};
    (r ? r.plots : []).forEach(function (p) {
      by[(p.row - 1) * COLUMNS + p.col - 1] = p;
    });
    cells.forEach(function (cell, i) {
      var p = by[i] || {};
      write(cell, {
        terrain: p.terrain || "",
        cows: p.cows || 0,
        resources: p.resources || 0,
        partner: p.partner || "",
        bonus: !!p.bonus,
      });
    });
  }
  function totals() {
    var t = { cows: 0, partners: 0, plots: 0, bonus: 0 };
    cells.forEach(function (cell) {
      var v = read(cell);
      t.cows += v.cows;
      t.partners += v.partner ? 1 : 0;
      t.plots += v.terrain ? 1 : 0;
      t.bonus += v.bonus ? 1 : 0;
    });
    return t;
  }

  /* A plot's face: pictures and numbers, and a spoken name for screen readers. */
  var NAMES = names.terrains,
    PARTNER_NAMES = names.partners,
    bonusTool = $('.tool[data-tool="bonus"]');
  var BONUS_NAME = bonusTool ? bonusTool.getAttribute("aria-label") : "";
  function icon(name, cls) {
    return (
      '<svg class="icon ' + (cls || "") + '" aria-hidden="true"><use href="#i-' + name + '"/></svg>'
    );
  }
  function draw(cell) {
    var v = read(cell),
      face = cell.face;
    cell.className = "cell" + (v.terrain ? " t-" + v.terrain : "");
    var html = v.terrain ? icon(v.terrain, "terrain") : "",
      said = [];
    if (v.terrain) said.push(NAMES[v.terrain]);
    if (v.cows) {
      html += '<span class="n cows">' + icon("cow") + v.cows + "</span>";
      said.push(counted("cows", v.cows));
    }
    if (v.resources) {
      html +=
        '<span class="n res">' + icon(RESOURCE[v.terrain] || "resource") + v.resources + "</span>";
      said.push(counted(RESOURCE[v.terrain], v.resources));
    }
    if (v.partner) {
      html += '<span class="partner-badge">' + icon(v.partner) + "</span>";
      said.push(PARTNER_NAMES[v.partner]);
    }
    if (v.bonus) {
      html += '<span class="star">' + icon("bonus") + "</span>";
      said.push(BONUS_NAME);
    }
    face.innerHTML = html;
    face.setAttribute(
      "aria-label",
      said.length
        ? fill(words.punctuation.labelled, { label: cell.where, value: said.join(sep) })
        : cell.where,
    );
  }

  /* Limits: refuse the tap, say why where the thumb is, change nothing, and mark the plot it
     concerns. Both stay until the player's next action (a tap, a key), so a refusal is never
     gone before it is read. */
  var applying = null; /* the plot the current tool is being applied to */
  function refuse(what, text) {
    clearRefusal();
    limitEl.textContent = text || limits.say[what];
    limitEl.classList.add("shown");
    if (applying) applying.classList.add("refused");
    return false;
  }
  function clearRefusal() {
    if (!limitEl.classList.contains("shown")) return;
    limitEl.classList.remove("shown");
    limitEl.textContent = "";
    $$(".cell.refused", grid).forEach(function (c) {
      c.classList.remove("refused");
    });
  }
  document.addEventListener("pointerdown", clearRefusal, true);
  document.addEventListener("keydown", clearRefusal, true);

  /* T8: the specialists of the whole table must be sides the box's tokens can show, the largest
     count against the largest supply and so on down (companion/games/moonriver/supply.py). The
     sentence names the kind and the most of it that fit beside the others. */
  function fitsBox(counts) {
    var n = Object.keys(counts)
      .map(function (k) {
        return counts[k];
      })
      .sort(function (a, b) {
        return b - a;
      });
    return n.every(function (c, i) {
      return c <= (limits.specialist_tokens[i] || 0);
    });
  }
  function outOfBox(kind, replaced) {
    var counts = {},
      most = Math.max.apply(null, limits.specialist_tokens),
      limit = 0;
    Object.keys(limits.specialists).forEach(function (k) {
      counts[k] = limits.specialists[k];
    });
    cells.forEach(function (cell) {
      var p = read(cell).partner;
      if (p in counts) counts[p] += 1;
    });
    if (replaced in counts) counts[replaced] -= 1;
    if (!(kind in counts)) return null;
    var count = ++counts[kind];
    if (fitsBox(counts)) return null;
    for (var n = 0; n < count; n++) {
      counts[kind] = n;
      if (fitsBox(counts)) limit = n;
    }
    return fill(limits.say[limit === most ? "specialist" : "specialists"], {
      specialist: PARTNER_NAMES[kind],
      count: count,
      limit: limit,
    });
  }

  /* What the current tool does to one plot; false when it changes nothing. */
  function apply(cell) {
    applying = cell;
    var v = read(cell);
    if (tool === "cows" || tool === "resources") {
      if (!v.terrain) return false;
      var s = step[tool],
        now = v[tool],
        next = s === "set" ? step.set : Math.max(0, now + s);
      if (next === now) return false;
      if (tool === "resources" && next > now) {
        if (!RESOURCE[v.terrain]) return refuse("no_symbols");
        if (next > limits.resources) return refuse("resources");
      }
      if (tool === "cows" && next > now && totals().cows + next - now > limits.cows)
        return refuse("cows");
      v[tool] = next;
    } else if (tool === "partner") {
      if (!v.terrain || !partner) return false;
      if (v.partner === partner) v.partner = "";
      else {
        if (!v.partner && totals().partners >= limits.partners) return refuse("partners");
        var short = outOfBox(partner, v.partner);
        if (short) return refuse("specialists", short);
        v.partner = partner;
      }
    } else if (tool === "bonus") {
      if (!v.terrain) return false;
      if (!v.bonus && totals().bonus >= 1) return refuse("bonus");
      v.bonus = !v.bonus;
    } else if (tool === "") {
      if (!v.terrain) return false;
      v = { terrain: "", cows: 0, resources: 0, partner: "", bonus: false };
    } else {
      if (v.terrain === tool) return false;
      if (!v.terrain && totals().plots >= limits.plots) return refuse("plots");
      if (!RESOURCE[tool] && v.resources) return refuse("no_symbols"); /* a farm carries none */
      v.terrain = tool;
    }
    write(cell, v);
    return true;
  }

  function changed() {
    $("#undo").disabled = !undo.length;
    $("#redo").disabled = !redo.length;
    if (sync) sync.changed(ranch());
  }

  /* Touch and mouse: a stroke starts on pointerdown and is one undo step. Taps act at once on
     pointerdown, so no tap is lost to a click the browser holds back after a drag. */
  var stroke = null,
    lastCell = null;
  function cellAt(x, y) {
    var el = document.elementFromPoint(x, y);
    return el && el.closest ? el.closest(".cell") : null;
  }
  function startStroke() {
    stroke = snapshot();
  }
  function endStroke() {
    if (stroke === null) return;
    var before = stroke;
    stroke = null;
    lastCell = null;
    if (snapshot() !== before) {
      undo.push(before);
      redo = [];
      changed();
    }
  }
  grid.addEventListener("pointerdown", function (e) {
    if (e.button > 0) return;
    var cell = cellAt(e.clientX, e.clientY);
    if (!cell) return;
    e.preventDefault();
    if (grid.hasPointerCapture && grid.hasPointerCapture(e.pointerId))
      grid.releasePointerCapture(e.pointerId);
    endStroke();
    startStroke();
    lastCell = cell;
    apply(cell);
  });
  grid.addEventListener("pointermove", function (e) {
    if (stroke === null) return;
    var cell = cellAt(e.clientX, e.clientY);
    if (cell && cell !== lastCell) {
      lastCell = cell;
      apply(cell);
    }
  });
  document.addEventListener("pointerup", endStroke);
  document.addEventListener("pointercancel", endStroke);
  /* Keyboard (and screen readers): a click with no pointer behind it applies the tool once. */
  grid.addEventListener("click", function (e) {
    if (e.detail !== 0) return;
    var cell = e.target.closest(".cell");
    if (!cell) return;
    startStroke();
    apply(cell);
    endStroke();
  });

  /* The tool bar and the tool's options. The line above the tools says what a tap on a plot
     does now: the pressed option's words (+1, −1, a count), else the tool's own. */
  var partnerPanel = $("#partner-panel"),
    chip = $("#partner-chosen");
  function hintFor(name) {
    if (name === "partner" && partner) return chip.dataset.hint;
    var pressed = $('.options[data-for="' + name + '"] .opt[aria-pressed="true"]');
    if (pressed && pressed.dataset.hint) return pressed.dataset.hint;
    var button = $('.tool[data-tool="' + name + '"]');
    return (button && button.dataset.hint) || "";
  }
  function choose(name) {
    tool = name;
    $$(".tool[data-tool]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.dataset.tool === name));
    });
    $$(".options").forEach(function (o) {
      o.hidden = o.dataset.for !== name;
    });
    hint.textContent = hintFor(name);
  }
  function choosePartner(value) {
    partner = value;
    $$(".partner-opt").forEach(function (o) {
      o.setAttribute("aria-pressed", String(o.dataset.partner === value));
    });
    $("use", chip).setAttribute("href", "#i-" + value);
    $(".opt-label", chip).textContent = PARTNER_NAMES[value];
    hint.textContent = hintFor("partner");
  }
  /* Buttons act on the finger's release (pointerup), not on the click the browser makes of it:
     right after a drag, a quick tap's click can be held back or dropped, the tap never is. The
     touch's own click is cancelled (touchend), so it cannot land on a panel this tap opened or
     on what lies under a panel it closed. Mouse and keyboard keep the ordinary click. */
  function press(el, fn) {
    var touched = false;
    el.addEventListener("pointerdown", function (e) {
      touched = e.pointerType !== "mouse";
    });
    el.addEventListener("pointerup", function (e) {
      if (!touched || e.pointerType === "mouse") return;
      var under = document.elementFromPoint(e.clientX, e.clientY);
      if (under && el.contains(under)) fn();
    });
    el.addEventListener("touchend", function (e) {
      if (e.cancelable) e.preventDefault();
    });
    el.addEventListener("click", function (e) {
      if (e.detail === 0 || !touched) fn();
    });
  }
  function open(panel) {
    if (!panel.open) panel.showModal();
  }
  $$(".tool[data-tool]").forEach(function (b) {
    press(b, function () {
      choose(b.dataset.tool);
      if (b.dataset.tool === "partner") open(partnerPanel);
    });
  });
  $$(".options").forEach(function (group) {
    $$(".opt", group).forEach(function (b) {
      if (b === chip) return;
      press(b, function () {
        $$(".opt", group).forEach(function (o) {
          o.setAttribute("aria-pressed", String(o === b));
        });
        if (b.dataset.set) {
          step[group.dataset.for] = "set";
          step.set = +b.dataset.set;
        } else step[group.dataset.for] = +b.dataset.step;
        hint.textContent = hintFor(group.dataset.for);
      });
    });
  });
  press(chip, function () {
    open(partnerPanel);
  });
  $$(".partner-opt").forEach(function (b) {
    press(b, function () {
      choosePartner(b.dataset.partner);
      partnerPanel.close();
    });
  });
  press($("#key-button"), function () {
    open($("#key-panel"));
  });
  press($("#undo"), function () {
    if (!undo.length) return;
    redo.push(snapshot());
    restore(undo.pop());
    changed();
  });
  press($("#redo"), function () {
    if (!redo.length) return;
    undo.push(snapshot());
    restore(redo.pop());
    changed();
  });
  form.addEventListener("change", function (e) {
    if (e.target.closest(".cell")) changed();
  });

  /* The score: the number on top follows every answer; tapping it shows the sums. */
  function showScore(score) {
    if (!score) return;
    lastScore = score;
    $$("[data-key]").forEach(function (el) {
      var path = el.dataset.key.split("."),
        v = path[0] === "total" ? score.total : score.breakdown;
      if (path[0] !== "total")
        path.forEach(function (k) {
          v = v == null ? v : v[k];
        });
      if (v != null) el.textContent = v;
    });
    var list = $("#warnings");
    if (!list) return;
    list.innerHTML = "";
    (score.warnings || []).forEach(function (w) {
      var li = document.createElement("li");
      li.className = "notice";
      li.textContent = w.message;
      list.appendChild(li);
    });
    arithmetic();
  }
  /* The sums, worded by the same templates as the results page (companion/words/arithmetic.py),
     line by line in the score pad's order (names.order), as the results and the printed pad. */
  function arithmetic() {
    var out = $("#arithmetic"),
      s = lastScore,
      lines = [],
      t = words.templates,
      order = names.order;
    if (!out || !s) return;
    function line(key, label, terms, points) {
      if (terms.length)
        lines.push({ key: key, label: label, terms: terms, points: points, rule: rules[key] });
    }
    order.territories.forEach(function (k) {
      var terms = (s.territories || [])
        .filter(function (x) {
          return x.terrain === k && x.points;
        })
        .map(function (x) {
          return fill(t.territory, {
            plots: counted("plots", x.size),
            cows: counted("cows", x.cows),
          });
        });
      line("territories." + k, names.terrains[k], terms, s.breakdown.territories[k]);
    });
    /* S1: the cows above one a plot were taken off before the territories were counted. */
    if (s.overpopulation_removed)
      lines.push({
        key: "overpopulation",
        label: counted("overpopulation", s.overpopulation_removed),
        rule: rules.overpopulation,
      });
    order.resources.forEach(function (k) {
      var n = s.breakdown.resources[k];
      if (n)
        line("resources." + k, names.rows[k], [fill(t.resource, { symbols: counted(k, n) })], n);
    });
    var count = {};
    cells.forEach(function (c) {
      var p = read(c).partner;
      if (p) count[p] = (count[p] || 0) + 1;
    });
    order.partners.forEach(function (k) {
      if (!count[k]) return;
      var unit = BONUS_OF[k];
      line(
        "partners." + k,
        names.partners[k],
        [
          fill(t.partner, {
            partners: count[k],
            symbols: counted(unit, s.breakdown.resources[unit] || 0),
          }),
        ],
        s.breakdown.partners[k],
      );
    });
    var unit = words.scenario_units[form.dataset.scenario],
      groups = s.scenario_groups || [];
    if (unit && groups.length) {
      var terms = groups.map(function (g) {
        var beyond = g.size - 3,
          text = fill(t[beyond ? "group" : "group_of_three"], {
            size: counted(unit, g.size),
            beyond: beyond,
          });
        return groups.length > 1 ? fill(t.bracketed, { sum: text }) : text;
      });
      line("scenario", names.rows.scenario, terms, s.breakdown.scenario);
    }
    lines.push({ key: "total", label: names.rows.total, points: s.total, total: true });
    out.innerHTML = "";
    lines.forEach(function (l) {
      out.appendChild(sumLine(l));
    });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  /* One line: its name, the sum under it, the points, and the rule behind it. */
  function sumLine(l) {
    var li = el("li", l.total ? "total" : ""),
      what = el("span", "what");
    li.dataset.line = l.key;
    what.appendChild(el("span", "label", l.label));
    if (l.terms) what.appendChild(sum(l.terms, l.points));
    li.appendChild(what);
    if (l.points != null) li.appendChild(el("span", "pts", l.points));
    if (l.rule) {
      /* in the rule panel over the page (rule-panel.js) */
      var a = el("a", "rule-link");
      a.href = l.rule.url;
      a.setAttribute("data-rule-panel", "");
      a.setAttribute("aria-label", l.rule.label);
      a.title = l.rule.label;
      a.innerHTML = '<span aria-hidden="true">?</span>';
      li.appendChild(a);
    } else li.appendChild(el("span", "rule-link"));
    return li;
  }
  /* "5 plots × 2 cows + 3 plots × 1 cow = 13": a line may wrap between terms, never inside one,
     and the last term keeps "= 13" beside it. */
  function sum(terms, points) {
    var tpl = words.templates.sum,
      at = tpl.indexOf("%(terms)s"),
      out = el("span", "sum");
    if (at < 0 || tpl.indexOf("%(points)s") < at) {
      out.textContent = fill(tpl, { terms: terms.join(words.plus), points: points });
      return out;
    }
    out.appendChild(document.createTextNode(tpl.slice(0, at)));
    terms.forEach(function (term, i) {
      var last = i === terms.length - 1;
      out.appendChild(
        el("span", "term", last ? term + fill(tpl.slice(at + 9), { points: points }) : term),
      );
      if (!last) out.appendChild(document.createTextNode(words.plus));
    });
    return out;
  }
  form.addEventListener("ranch:score", function (e) {
    showScore(e.detail);
  });
  var panel = $("#score-panel"),
    scoreButton = $("#score-button");
  press(scoreButton, function () {
    if (!panel.open) {
      arithmetic();
      panel.showModal();
    }
  });

  /* Switch the page to the one-screen editor: the warnings go into the score panel, the page's
     own action (finishing a seat, a check's result) beside undo, redo and the key. */
  document.documentElement.classList.add("editor-js");
  form.classList.add("js", "rows-" + rows);
  $("#palette").hidden = false;
  $("#save-button").hidden = true;
  scoreButton.hidden = false;
  var warnings = $("#warnings"),
    action = $("#finish-form") || $("#check-result");
  if (warnings) $("#panel-slot").appendChild(warnings);
  if (action) $("#page-action").appendChild(action);
  /* A check's game and grid open over the tools: a tap elsewhere or Escape folds them again. */
  var variant = $(".variant");
  if (variant) {
    document.addEventListener("pointerdown", function (e) {
      if (variant.open && !variant.contains(e.target)) variant.open = false;
    });
    document.addEventListener("keydown", function (e) {
      if (e.key === "Escape" && variant.open) variant.open = false;
    });
  }
  cells.forEach(function (cell) {
    cell.where = $("legend", cell).textContent;
    var face = document.createElement("button");
    face.type = "button";
    face.className = "face";
    cell.appendChild(face);
    cell.face = face;
    draw(cell);
  });
  choose($(".tool[data-tool]").dataset.tool);
  arithmetic();

  /* Finishing a ranch with warnings: they are shown and asked about once ("Finish anyway" /
     "Fix it"); without warnings Finish is one tap. Registered before the save runtime's own
     submit handler, so nothing is sent until the player has chosen. */
  var finishForm = $("#finish-form"),
    finishPanel = $("#finish-panel"),
    finishAnyway = false;
  if (finishForm && finishPanel) {
    finishForm.addEventListener("submit", function (e) {
      var shown = warnings ? $$("li", warnings) : [];
      if (finishAnyway || !shown.length) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      var list = $("#finish-warnings");
      list.innerHTML = "";
      shown.forEach(function (li) {
        list.appendChild(li.cloneNode(true));
      });
      finishPanel.showModal();
    });
    $("#finish-anyway").addEventListener("click", function () {
      finishAnyway = true;
      /* The panel stays open: closing it steps history back (panels.js), and that
         navigation would cancel this form's in WebKit. The results page replaces it. */
      if (finishForm.requestSubmit) finishForm.requestSubmit();
      else finishForm.submit();
    });
  }

  if (window.SeatSync) {
    sync = window.SeatSync.start(form, {
      ranch: ranch,
      replace: function (r) {
        undo.push(snapshot());
        redo = [];
        setRanch(r);
        $("#undo").disabled = false;
        $("#redo").disabled = true;
      },
    });
  }
})();
