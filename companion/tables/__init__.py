"""The game-night service shared by the API and the pages: every change to a table
(``commands``, one transaction each), a table's standings (``standings``), and the
command line that expires old tables (``cli``)."""
