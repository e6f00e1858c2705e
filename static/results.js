/* Results: a tapped line shows exactly its plots on the ranch drawing; the page follows the table. */
(function () {
  "use strict";
  document.documentElement.classList.add("js-results");
  function each(root, selector, fn) {
    Array.prototype.forEach.call(root.querySelectorAll(selector), fn);
  }

  /* One line at a time per card: its plots highlighted, every other plot dimmed. */
  function select(card, line, quiet) {
    each(card, ".line.active", function (l) {
      l.classList.remove("active");
    });
    each(card, ".drawing .hl", function (p) {
      p.classList.remove("hl");
    });
    var drawing = card.querySelector(".drawing");
    if (drawing) drawing.classList.toggle("highlighting", !!line);
    if (!line) return;
    line.classList.add("active");
    /* The plots light up where the reader can see them: the whole drawing comes into view. */
    if (drawing && !quiet) {
      var seen = drawing.getBoundingClientRect();
      if (seen.top < 0 || seen.bottom > window.innerHeight)
        drawing.scrollIntoView({ block: "nearest" });
    }
    line.dataset.plots.split(" ").forEach(function (cell) {
      var plot = card.querySelector('.drawing [data-cell="' + cell + '"]');
      if (plot) plot.classList.add("hl");
    });
  }
  /* Tapping a line (anywhere but its rule control) opens it: mouse, touch and keyboard alike. */
  document.addEventListener(
    "toggle",
    function (e) {
      var details = e.target;
      if (!details.matches || !details.matches("details.line-plots")) return;
      var line = details.closest(".line"),
        card = details.closest(".player");
      if (!line || !card) return;
      if (details.open) {
        each(card, "details.line-plots[open]", function (d) {
          if (d !== details) d.open = false;
        });
        select(card, line, details.dataset.restored); /* put back by a refresh: no scrolling */
        delete details.dataset.restored;
      } else if (line.classList.contains("active")) {
        select(card, null);
      }
    },
    true,
  );

  /* "Larger drawing": the drawing across the card, for reading it in a dim room. */
  function zoom(button, big) {
    button.setAttribute("aria-pressed", big ? "true" : "false");
    button.closest(".card-body").classList.toggle("big", big);
  }
  function showZoom() {
    each(document, "button.zoom", function (b) {
      b.hidden = false;
    });
  }
  showZoom();
  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest("button.zoom");
    if (button) zoom(button, button.getAttribute("aria-pressed") !== "true");
  });

  /* BG Stats records the play at the phone's own clock: the server only knows UTC. */
  function localPlayDate() {
    var bgstats = document.getElementById("bgstats");
    if (!bgstats || !window.URL) return;
    try {
      var link = new URL(bgstats.href),
        play = JSON.parse(link.searchParams.get("data"));
      var at = new Date(bgstats.dataset.playedAt);
      var two = function (n) {
        return (n < 10 ? "0" : "") + n;
      };
      play.playDate =
        at.getFullYear() +
        "-" +
        two(at.getMonth() + 1) +
        "-" +
        two(at.getDate()) +
        " " +
        two(at.getHours()) +
        ":" +
        two(at.getMinutes()) +
        ":" +
        two(at.getSeconds());
      if (!Number.isNaN(at.getTime())) {
        bgstats.href =
          link.origin + link.pathname + "?data=" + encodeURIComponent(JSON.stringify(play));
      }
    } catch (_err) {
      /* keep the server's link as it is */
    }
  }
  localPlayDate();

  /* With JavaScript the page follows the table itself; without, it offers a Refresh link. */
  each(document, "[data-without-js]", function (el) {
    el.hidden = true;
  });
  each(document, "[data-with-js]", function (el) {
    el.hidden = false;
  });
  var box = document.getElementById("results");
  if (!box || !box.dataset.status || !window.fetch || !window.DOMParser) return;

  /* What a reader has made of the page: the line they tapped, the folds they opened, which
     element is at the top of their screen and where, and what has the keyboard's focus. */
  function key(el) {
    return el && (el.dataset.line || el.dataset.fold || el.id);
  }
  function readerState() {
    var state = { open: [], active: [], focus: null, anchor: null, top: 0 };
    each(box, "button.zoom[aria-pressed=true]", function (b) {
      state.open.push(key(b));
    });
    each(box, "details[open]", function (d) {
      var owner = d.dataset.fold ? d : d.closest("[data-line]");
      if (owner) state.open.push(key(owner));
    });
    each(box, ".line.active", function (l) {
      state.active.push(key(l));
    });
    var focused =
      document.activeElement &&
      document.activeElement.closest &&
      document.activeElement.closest("[data-line], [data-fold], [id]");
    if (focused && box.contains(focused)) state.focus = key(focused);
    /* The reader's place: at the top of the page it is the top itself; further down, the
       marked element that starts nearest the screen's top (else the innermost across it). */
    state.atTop = window.scrollY <= 1;
    var marks = box.querySelectorAll("[data-line], [data-fold], .player, #summary"),
      best = null,
      across = null;
    for (var i = 0; i < marks.length; i++) {
      var r = marks[i].getBoundingClientRect();
      if (!r.height || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      if (r.top >= 0 && (!best || r.top < best.top)) best = { el: marks[i], top: r.top };
      if (r.top < 0) across = { el: marks[i], top: r.top };
    }
    var place = best || across;
    if (place) {
      var card = place.el.closest(".player");
      state.anchor = key(place.el);
      state.anchorCard = card && card !== place.el ? card.id : null;
      state.top = place.top;
    }
    return state;
  }
  /* An element by its key, inside the card of that id if given (each card has the same lines). */
  function find(k, cardId) {
    if (!k) return null;
    var within = (cardId && document.getElementById(cardId)) || box;
    var all = within.querySelectorAll("[data-line], [data-fold], [id]");
    for (var i = 0; i < all.length; i++) {
      if (key(all[i]) === k) return all[i];
    }
    return null;
  }
  function restore(state) {
    state.open.forEach(function (k) {
      var el = find(k);
      if (el && el.matches("button.zoom")) {
        zoom(el, true);
        return;
      }
      var d = el && (el.matches("details") ? el : el.querySelector("details"));
      if (d) {
        d.dataset.restored = "1";
        d.open = true;
      }
    });
    state.active.forEach(function (k) {
      var line = find(k),
        card = line && line.closest(".player");
      if (line && card) select(card, line, true);
    });
    var anchor = find(state.anchor, state.anchorCard);
    if (state.atTop) window.scrollTo(0, 0);
    else if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - state.top);
    var focus = find(state.focus);
    if (focus) {
      var target = focus.matches("summary, a, button")
        ? focus
        : focus.querySelector("summary, a, button");
      if (target) target.focus({ preventScroll: true });
    }
  }
  /* A new version of the table: the results are redrawn in place, the reader's place kept. */
  function redraw(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("results");
    if (!fresh) return;
    var state = readerState();
    box.innerHTML = fresh.innerHTML;
    box.dataset.stamp = fresh.dataset.stamp;
    each(box, "[data-without-js]", function (el) {
      el.hidden = true;
    });
    each(box, "[data-with-js]", function (el) {
      el.hidden = false;
    });
    localPlayDate();
    showZoom();
    restore(state);
  }
  setInterval(function () {
    if (document.hidden || document.querySelector("dialog[open]")) return;
    fetch(box.dataset.status)
      .then(function (r) {
        return r.json();
      })
      .then(function (j) {
        if (j.stamp === box.dataset.stamp) return;
        return fetch(location.href, { headers: { Accept: "text/html" } })
          .then(function (r) {
            return r.ok ? r.text() : null;
          })
          .then(function (html) {
            if (html) redraw(html);
          });
      })
      .catch(function () {
        /* offline: try again next time */
      });
  }, 4000);
})();
