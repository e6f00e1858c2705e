// The score sheet's Print button: hidden without JavaScript, since only a script can print.
document.querySelectorAll(".print-button").forEach(function (button) {
  button.hidden = false;
  button.addEventListener("click", function () {
    window.print();
  });
});
