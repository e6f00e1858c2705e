"""Events: many game-night tables over several rounds, seated and scored by the app.

This package imports nothing itself, so its pure modules (``seating``,
``ranking``: standard library only) load without Flask or the database.

Service API (``companion.events.service``; call it inside a request or an app
context, as the pages and the API do):

- ``create_event(name, language, round_games, points=None) -> EventRecord``:
  ``round_games`` one word per round from ``ROUND_GAMES`` (``"base"``, a
  ``Scenario`` value, or ``"draw"``: a scenario drawn when the round is seated);
  ``points`` maps a table size (2, 3, 4) to the event points of each place,
  default ``ranking.DEFAULT_POINTS`` (4-2-1-0, 4-2-0, 4-0). The record's
  ``organiser_token`` is the secret organiser link, ``standings_token`` the
  public standings link.
- ``organiser_event(token)`` / ``public_event(token) -> EventRecord`` (else
  ``UnknownEvent``, a ``LookupError``: answer 404). ``EventRecord`` (``companion.storage.events``)
  holds ``players`` (``PlayerRecord``: ``id, name, club, first_round,
  dropped_from``, ``plays_in(n)``), ``current_round`` (0 before round 1),
  ``rounds``, ``round_games``, ``points`` and ``round_list``
  (``RoundRecord``: ``number, mode, scenario, closed, clock_started_at,
  tables``; a ``TableRecord`` has ``number``, ``players`` (ids in seat order),
  ``void`` and ``game``, the table's game night ``GameRecord``: link it with
  ``game.edit_token`` (``/t/<token>``) and ``game.view_token`` (``/r/<token>``);
  seat n plays ``SEAT_COLOURS[n-1]``).
- ``add_player(token, name, club=None)`` (a late player joins from the next
  round), ``rename_player(token, player_id, name, club=None)``,
  ``drop_player(token, player_id)`` (from the next round; returns its number).
- ``seat_next_round(token, based_on, seed=None) -> Seated``: ``based_on`` is the
  ``current_round`` the organiser's page showed; a second press or a second
  organiser gets ``EventConflict``. ``Seated.two_player_table`` says a
  2-player table was needed (``messages.two_player_notice()``). Refused while a
  table of the current round is still playing: ``close_round`` first.
- ``swap_players(token, round, player_a, player_b)`` before anyone at either
  table has saved; ``close_round(token, round) -> [void table numbers]``
  (unfinished tables score nothing); ``start_clock(token, round)``;
  ``correct_table(token, round, table, {position: Ranch})`` (re-ranks; a void
  table counts again once all its seats are finished).
- ``standings(event) -> EventStandings``: ``rows`` (``StandingRow``: ``player``
  and ``standing``: ``place, event_points, game_points, best_game, games``),
  ``tables`` (``TableState``: ``round, table, status`` one of
  ``TABLE_STATUSES``, ``finished`` seats) and ``stamp`` for polling. Computed
  from the stored games on every call.

Refusals raise ``EventError`` (``EventConflict`` for races: answer 409) whose
``issues`` each have a ``code``, a ``field`` and ``params``;
``messages.issue_message(issue)`` says it in the request's language.

Modules: ``seating`` (who sits where), ``ranking`` (points per place and the
standings' order), ``service`` (the above), ``messages`` (the words).
"""
