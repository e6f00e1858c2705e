/* The turn resolver: when a seat's colour changes, its card lists drop that colour's Dragon
   (nobody holds their own) and offer the others again. The server already lists the right
   Dragons for the colours it rendered, so without JavaScript nothing is missing. */
(function () {
  "use strict";
  var form = document.getElementById("turn-form");
  if (!form) return;
  var dragons = JSON.parse(form.dataset.dragons || "[]");
  function refresh(seat, colour) {
    var own = "dragon:" + colour;
    Array.prototype.forEach.call(seat.querySelectorAll(".slots select"), function (select) {
      var chosen = select.value;
      Array.prototype.slice.call(select.options).forEach(function (o) {
        if (o.value.indexOf("dragon:") === 0) o.remove();
      });
      dragons.forEach(function (d) {
        if (d[0] === own) return;
        var o = document.createElement("option");
        o.value = d[0];
        o.textContent = d[1];
        select.appendChild(o);
      });
      select.value = chosen === own ? "" : chosen;
    });
  }
  Array.prototype.forEach.call(form.querySelectorAll("fieldset.seat"), function (seat) {
    var colour = seat.querySelector('select[name^="colour-"]');
    if (colour)
      colour.addEventListener("change", function () {
        refresh(seat, colour.value);
      });
  });
})();
