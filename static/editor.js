/* The ranch editor, enhanced: paint terrains by tapping or dragging, set a plot's
   cows/resources/partner with big buttons, undo/redo, see the score live.
   The form underneath stays the source of truth, so the page still works without JS.
   Saving is not done here: when the page has a save runtime (window.SeatSync, seat-sync.js)
   the editor hands it every change and shows the scores it announces ("ranch:score" events
   on the form); without one the editor works alone, e.g. for a ranch that is no seat. */
(function () {
  "use strict";
  var form = document.getElementById("ranch-form");
  if (!form || !window.fetch) return;
  var $ = function (sel, root) { return (root || document).querySelector(sel); };
  var $$ = function (sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); };
  var rows = +form.dataset.rows, sync = null;
  var cells = $$(".cell", form).sort(function (a, b) { return a.dataset.index - b.dataset.index; });
  var grid = $("#grid"), panel = $("#plot-panel"), tool = "select", selected = null;
  var undo = [], redo = [];
  var RESOURCE = { desert: 1, canyon: 1, prairie: 1, forest: 1, cornfield: 1 };
  var LETTERS = {}, NAMES = {};
  $$(".tool[data-tool]").forEach(function (b) {
    var t = b.dataset.tool; if (t && t !== "select") { LETTERS[t] = b.textContent.trim().charAt(0); NAMES[t] = b.title; }
  });
  var PARTNERS = {};
  $$("#panel-partner option[data-letter]").forEach(function (o) { PARTNERS[o.value] = o.dataset.letter; });

  function field(cell, name) { return form.elements["cells-" + cell.dataset.index + "-" + name]; }
  function read(cell) {
    var bonus = field(cell, "bonus");
    return { terrain: field(cell, "terrain").value, cows: +field(cell, "cows").value || 0,
      resources: +field(cell, "resources").value || 0, partner: field(cell, "partner").value,
      bonus: !!(bonus && bonus.checked) };
  }
  function write(cell, v) {
    field(cell, "terrain").value = v.terrain; field(cell, "cows").value = v.cows;
    field(cell, "resources").value = v.resources; field(cell, "partner").value = v.partner;
    var bonus = field(cell, "bonus"); if (bonus) bonus.checked = v.bonus;
    draw(cell);
  }
  function snapshot() { return JSON.stringify(cells.map(read)); }
  function restore(json) { JSON.parse(json).forEach(function (v, i) { write(cells[i], v); }); showPanel(); }
  function ranch() {
    var plots = [];
    cells.forEach(function (cell, i) {
      var v = read(cell); if (!v.terrain) return;
      var p = { row: Math.floor(i / 5) + 1, col: (i % 5) + 1, terrain: v.terrain };
      if (v.cows) p.cows = v.cows; if (v.resources) p.resources = v.resources;
      if (v.partner) p.partner = v.partner; if (v.bonus) p.bonus = true;
      plots.push(p);
    });
    return { rows: rows, plots: plots };
  }
  function setRanch(r) {
    var by = {};
    (r ? r.plots : []).forEach(function (p) { by[(p.row - 1) * 5 + p.col - 1] = p; });
    cells.forEach(function (cell, i) {
      var p = by[i] || {};
      write(cell, { terrain: p.terrain || "", cows: p.cows || 0, resources: p.resources || 0, partner: p.partner || "", bonus: !!p.bonus });
    });
    showPanel();
  }

  function draw(cell) {
    var v = read(cell), face = $(".face", cell);
    if (!face) { face = document.createElement("span"); face.className = "face"; face.setAttribute("aria-hidden", "true"); cell.appendChild(face); }
    cell.className = "cell" + (v.terrain ? " t-" + v.terrain : "") + (cell === selected ? " selected" : "");
    var html = v.terrain ? "<b>" + LETTERS[v.terrain] + "</b><br>" : "";
    if (v.cows) html += '<i class="cows">' + v.cows + "</i>";
    if (v.resources) html += '<i class="res">' + v.resources + "</i>";
    if (v.partner) html += '<i class="partner partner-badge">' + (PARTNERS[v.partner] || "?") + "</i>";
    if (v.bonus) html += "<i>★</i>";
    face.innerHTML = html;
    cell.setAttribute("aria-label", $("legend", cell).textContent + (v.terrain ? ": " + NAMES[v.terrain] : ""));
  }

  function change(mutate) {
    var before = snapshot();
    mutate();
    if (snapshot() === before) return;
    undo.push(before); redo = [];
    changed();
  }
  function changed() {
    $("#undo").disabled = !undo.length; $("#redo").disabled = !redo.length;
    if (sync) sync.changed(ranch());
  }
  function showScore(score) {
    if (!score) return;
    $$("[data-key]").forEach(function (el) {
      var path = el.dataset.key.split("."), v = path[0] === "total" ? score.total : score.breakdown;
      if (path[0] !== "total") path.forEach(function (k) { v = v == null ? v : v[k]; });
      if (v != null) el.textContent = v;
    });
    var list = $("#warnings"); if (!list) return;
    list.innerHTML = "";
    score.warnings.forEach(function (w) { var li = document.createElement("li"); li.className = "notice"; li.textContent = w.message; list.appendChild(li); });
  }
  form.addEventListener("ranch:score", function (e) { showScore(e.detail); });

  /* Painting: tap a cell, or drag across cells, with the chosen terrain. */
  var stroke = null;
  function cellAt(e) { var el = document.elementFromPoint(e.clientX, e.clientY); return el && el.closest ? el.closest(".cell") : null; }
  function paint(cell) {
    var v = read(cell);
    if (tool !== "select" && v.terrain !== tool) {
      v.terrain = tool;
      if (!tool) { v.cows = 0; v.resources = 0; v.partner = ""; v.bonus = false; }
      if (!RESOURCE[tool]) v.resources = 0;
      write(cell, v);
    }
    select(cell);
  }
  grid.addEventListener("pointerdown", function (e) {
    var cell = cellAt(e); if (!cell) return;
    stroke = snapshot();
    if (tool !== "select") { e.preventDefault(); try { grid.releasePointerCapture(e.pointerId); } catch (x) { /* none */ } }
    paint(cell);
  });
  grid.addEventListener("pointermove", function (e) {
    if (stroke === null || tool === "select") return;
    var cell = cellAt(e); if (cell && cell !== selected) paint(cell);
  });
  function endStroke() {
    if (stroke === null) return;
    var before = stroke; stroke = null;
    if (snapshot() !== before) { undo.push(before); redo = []; changed(); }
  }
  grid.addEventListener("keydown", function (e) {
    var cell = e.target.closest(".cell");
    if (!cell || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault(); stroke = snapshot(); paint(cell); endStroke();
  });
  document.addEventListener("pointerup", endStroke);
  document.addEventListener("pointercancel", endStroke);

  function select(cell) {
    var old = selected; selected = cell;
    if (old) draw(old);
    draw(cell); showPanel();
  }
  function showPanel() {
    if (!selected) return;
    var v = read(selected);
    panel.hidden = !v.terrain;
    if (!v.terrain) return;
    $("#plot-title").textContent = $("legend", selected).textContent;
    $("[data-show=cows]", panel).textContent = v.cows;
    $("[data-show=resources]", panel).textContent = v.resources;
    $("#resources-stepper").hidden = !RESOURCE[v.terrain];
    $("[data-edit=partner]", panel).value = v.partner;
    var bonus = $("[data-edit=bonus]", panel); if (bonus) bonus.checked = v.bonus;
  }
  panel.addEventListener("click", function (e) {
    var b = e.target.closest("[data-step]"); if (!b || !selected) return;
    var name = b.dataset.step, max = name === "cows" ? 32 : 9;
    change(function () {
      var v = read(selected); v[name] = Math.max(0, Math.min(max, v[name] + +b.dataset.by)); write(selected, v);
    });
    showPanel();
  });
  panel.addEventListener("change", function (e) {
    var name = e.target.dataset.edit; if (!name || !selected) return;
    change(function () {
      if (name === "bonus" && e.target.checked) cells.forEach(function (c) { var o = read(c); if (o.bonus) { o.bonus = false; write(c, o); } });
      var v = read(selected); v[name] = name === "bonus" ? e.target.checked : e.target.value; write(selected, v);
    });
  });

  $$(".tool").forEach(function (b) {
    b.addEventListener("click", function () {
      tool = b.dataset.tool;
      $$(".tool").forEach(function (o) { o.setAttribute("aria-pressed", String(o === b)); });
      grid.classList.toggle("painting", tool !== "select");
      $("#tool-name").textContent = b.title;
    });
  });
  $("#undo").addEventListener("click", function () { if (!undo.length) return; redo.push(snapshot()); restore(undo.pop()); changed(); });
  $("#redo").addEventListener("click", function () { if (!redo.length) return; undo.push(snapshot()); restore(redo.pop()); changed(); });
  form.addEventListener("change", function (e) { if (e.target.closest(".cell")) changed(); });

  form.classList.add("js");
  $("#palette").hidden = false;
  $("#save-button").hidden = true;
  cells.forEach(function (cell) { cell.tabIndex = 0; draw(cell); });

  if (window.SeatSync) {
    sync = window.SeatSync.start(form, {
      ranch: ranch,
      replace: function (r) {
        undo.push(snapshot()); redo = []; setRanch(r);
        $("#undo").disabled = false; $("#redo").disabled = true;
      },
    });
  }
})();
