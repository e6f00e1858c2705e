/* Panels over the page close as people expect: their Close button, a tap on the dimmed page
   around them, Escape (the browser's own, for a modal <dialog>), and the phone's Back.

   Opening a panel adds a step to the history, so Back closes the panel and leaves the page
   where it is; a panel closed any other way takes its step away again. Every <dialog> of the
   page is watched, whoever opens it (editor.js, rule-panel.js), so a rule opened from the sums
   is closed by Back first, then the sums. A link followed from inside a panel replaces the
   panel's step, so Back from the next page comes back to this one, panel closed. */
(function () {
  "use strict";
  var dialogs = Array.prototype.slice.call(document.querySelectorAll("dialog"));
  if (!dialogs.length || typeof dialogs[0].showModal !== "function" || !window.history.pushState)
    return;
  var stack = [],
    skipPops = 0;

  function opened(dialog) {
    if (stack.indexOf(dialog) >= 0) return;
    stack.push(dialog);
    history.pushState({ panel: dialog.id }, "");
  }
  function closed(dialog) {
    var at = stack.indexOf(dialog);
    if (at < 0) return;
    stack.splice(at, 1);
    if (dialog.closedByBack) {
      dialog.closedByBack = false;
      return;
    }
    skipPops += 1;
    history.back(); /* take the panel's step away: Back then leaves the page, as it should */
  }
  window.addEventListener("popstate", function () {
    if (skipPops) {
      skipPops -= 1;
      return;
    }
    var top = stack[stack.length - 1];
    if (top) {
      top.closedByBack = true;
      top.close();
    }
  });

  /* A tap outside the panel's box (the tap that opened it leaves no click behind: editor.js
     cancels it, and a mouse's click has gone before the panel opens). */
  function outside(dialog, e) {
    var r = dialog.getBoundingClientRect();
    return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
  }

  dialogs.forEach(function (dialog) {
    new MutationObserver(function () {
      if (dialog.open) opened(dialog);
    }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
    if (dialog.open) opened(dialog);
    dialog.addEventListener("close", function () {
      closed(dialog);
    });
    dialog.addEventListener("click", function (e) {
      if (e.target.closest("[data-close]")) {
        dialog.close();
        return;
      }
      if (e.target === dialog && e.detail !== 0 && outside(dialog, e)) dialog.close();
      var link = e.target.closest("a[href]:not([data-rule-panel])");
      if (
        link &&
        !e.defaultPrevented &&
        !link.target &&
        !link.hasAttribute("download") &&
        e.button === 0 &&
        !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      ) {
        e.preventDefault();
        location.replace(link.href);
      }
    });
  });
})();
