/* "My games" without accounts: this device remembers the tables it opened. */
(function () {
  "use strict";
  var KEY = "moonriver.games",
    games;
  try {
    games = JSON.parse(localStorage.getItem(KEY) || "[]");
  } catch (_e) {
    return;
  }
  var mark = document.querySelector("[data-remember]");
  if (mark) {
    var href = mark.dataset.remember,
      path = href.split("?")[0];
    games = games.filter(function (g) {
      return g.href.split("?")[0] !== path;
    });
    games.unshift({
      href: href,
      title: mark.dataset.title,
      at: new Date().toISOString().slice(0, 10),
    });
    try {
      localStorage.setItem(KEY, JSON.stringify(games.slice(0, 20)));
    } catch (_e) {
      /* full */
    }
  }
  var list = document.getElementById("my-games");
  if (!list) return;
  var shown = {},
    between = list.dataset.between;
  Array.prototype.forEach.call(list.querySelectorAll("[data-href]"), function (li) {
    shown[li.dataset.href.split("?")[0]] = 1;
  });
  games.forEach(function (g) {
    if (shown[g.href.split("?")[0]]) return;
    var li = document.createElement("li"),
      a = document.createElement("a");
    li.className = "card";
    a.className = "tap-link";
    a.href = g.href;
    a.textContent = g.title;
    li.appendChild(a);
    li.appendChild(
      document.createTextNode(
        between.replace("%(before)s", "").replace("%(after)s", function () {
          return g.at;
        }),
      ),
    );
    list.appendChild(li);
    var none = document.getElementById("no-games");
    if (none) none.remove();
  });
})();
