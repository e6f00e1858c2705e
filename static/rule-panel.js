/* The rule behind a score line, in a panel over the page (no navigation, Esc or × closes it).
   Without JavaScript, or where <dialog> is missing, the control stays a plain link to the rule. */
(function () {
  "use strict";
  var panel = document.getElementById("rule-panel");
  if (!panel || typeof panel.showModal !== "function" || !window.fetch || !window.DOMParser) return;
  var title = panel.querySelector("#rule-panel-title");
  var body = panel.querySelector(".rule-panel-body");
  var whole = panel.querySelector(".rule-panel-page");
  var opener = null,
    asked = 0;

  function show(href, name) {
    var ticket = ++asked;
    title.textContent = name;
    body.textContent = panel.dataset.loading;
    whole.href = href;
    if (!panel.open) panel.showModal();
    fetch(href, { credentials: "same-origin" })
      .then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.text();
      })
      .then(function (html) {
        if (ticket !== asked) return;
        var article = new DOMParser()
          .parseFromString(html, "text/html")
          .querySelector("article.rule-topic");
        if (!article) throw new Error("no rule on that page");
        var heading = article.querySelector("h1");
        if (heading) {
          title.textContent = heading.textContent;
          heading.remove();
        }
        body.replaceChildren.apply(
          body,
          Array.prototype.map.call(article.childNodes, function (node) {
            return document.importNode(node, true);
          }),
        );
      })
      .catch(function () {
        if (ticket === asked) body.textContent = panel.dataset.failed;
      });
  }

  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest("a[data-rule-panel]");
    if (
      !link ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return;
    e.preventDefault();
    opener = link;
    show(link.href, link.getAttribute("aria-label") || link.textContent.trim());
  });
  /* A tap on the dimmed page around the panel closes it too. */
  panel.addEventListener("click", function (e) {
    if (e.target === panel) panel.close();
  });
  panel.addEventListener("close", function () {
    if (opener) opener.focus();
  });
})();
