"""Events: many game-night tables over several rounds, seated and scored by the app.

This package imports nothing itself, so its pure modules (``seating``,
``ranking``: standard library only) load without Flask or the database.

Service API (``companion.events.service``; call it inside a request or an app
context, as the pages and the API do). Every change is a command taking the
contract's request (``companion.formats.contract``) and running in one unit of
work: all of it or nothing.

- ``create_event(EventRequest) -> EventRecord``: ``round_games`` one word per
  round from ``ROUND_GAMES`` (``"base"``, a ``Scenario`` value, or ``"draw"``: a
  scenario drawn when the round is seated); ``points`` maps a table size
  (``"2"``, ``"3"``, ``"4"``) to the event points of each place, default
  ``ranking.DEFAULT_POINTS`` (4-2-1-0, 4-2-0, 4-0). The record's
  ``organiser_token`` is the secret organiser link, ``standings_token`` the
  public standings link.
  The request's rules (``odd_counts``, ``bye_points``, ``final_table``,
  ``consolation``, ``tiebreaks``) become the record's ``rules``
  (``storage.events.EventRules``); ``change_rules(token, EventRulesRequest) ->
  EventHead`` changes the fields sent (the final not once the last round is
  seated).
- ``organiser_event(token)`` / ``public_event(token) -> EventRecord``, the whole
  event (else ``UnknownEvent``, a ``LookupError``: answer 404). ``EventRecord``
  (``companion.storage.events``) holds ``players`` (``PlayerRecord``: ``id, name,
  club, first_round, dropped_from``, ``plays_in(n)``), ``current_round`` (0
  before round 1), ``rounds``, ``round_games``, ``points``, ``version`` and
  ``round_list`` (``RoundRecord``: ``number, mode, scenario, closed,
  clock_started_at, tables``; a ``TableRecord`` has ``number``, ``players`` (ids
  in seat order), ``void`` and ``game``, the table's game night ``GameRecord``:
  link it with ``game.edit_token`` (``/t/<token>``) and ``game.view_token``
  (``/r/<token>``); seat n plays ``SEAT_COLOURS[n-1]``).
- ``add_player(token, EventPlayerRequest) -> PlayerRecord`` (a late player joins
  from the next round), ``rename_player(token, player_id, EventPlayerRequest)``,
  ``drop_player(token, player_id)`` / ``bring_back_player(token, player_id) ->
  Reseated`` (from the next round; ``Reseated.round`` says which). A player id
  the event lacks is ``NotInEvent`` (a ``LookupError``: 404).
- ``seat_next_round(token, SeatRoundRequest, seed=None) -> Seated``: ``based_on``
  is the ``current_round`` the organiser's page showed; a second press or a
  second organiser gets ``EventConflict``. ``Seated.two_player_table`` says a
  2-player table was needed; the round's ``byes`` ((player, points) pairs) and
  ``final``, and ``Seated.sitting_out``, what the rules did;
  ``messages.seating_notices(seated, names)`` says all of it in words. Refused while a
  table of the current round is still playing: ``close_round`` first.
  ``publish`` false seats a draft instead (``EventRecord.draft``: only the
  organiser sees it, it counts for nothing): ``publish_round(token, round,
  PublishRequest)`` makes it current, ``discard_draft(token, round)`` throws it
  away, seating again replaces it. ``Seated.report`` and ``round_report(event,
  round)`` are the seating report (``seating_report.Report``: repeats and
  club-mates the seating could not avoid, each with a suggested swap).
- ``swap_players(token, round, SwapRequest)`` (the draft's too) before anyone at either
  table has
  saved; ``close_round(token, round) -> [void table numbers]`` (unfinished
  tables score nothing); ``start_clock(token, round)``;
  ``correct_table(token, round, table, TableCorrection)`` (re-ranks; a void
  table counts again once all its seats are finished); ``count_table(token,
  round, table)`` (the organiser vouches for the table as it stands). These
  return ``ChangedRound`` (``event``, ``round``: the round as it now stands).
- ``standings(event) -> EventStandings``: ``rows`` (``StandingRow``: ``player``
  and ``standing``: ``place, event_points, game_points, best_game, games,
  opponents_points, byes, final_place, separated_by``),
  ``tables`` (``TableState``: ``round, table, status`` a ``TableStatus``,
  ``finished`` seats) and ``stamp``. Each table is scored once per state of its
  seats and the whole is kept by the stamp. ``stamp(standings_token=...)`` or
  ``stamp(organiser_token=...)`` reads the same stamp in one query, loading and
  scoring nothing: what a poll costs. ``present.standing_rows`` is the row both
  adapters print.

Refusals raise ``EventError`` (``EventConflict`` for races: answer 409) whose
``issues`` each have a ``code``, a ``field`` and ``params``;
``messages.issue_message(issue)`` says it in the request's language. Either
leaves nothing changed.

Modules: ``seating`` (who sits where: ``PRIORITIES``, the named costs one
search lowers), ``seating_report`` (what a seating could not avoid),
``ranking`` (points per place and the standings' order), ``service`` (the
above), ``present`` (the standings row, the seating report), ``messages`` (the
words).

Seasons (events counted together, a club's evenings): ``season`` holds the
rules alone (standard library only: results, best N, the order), ``seasons``
the commands (``create_season``, ``update_season``, ``add_event``,
``next_event``, ``match_player``, each one unit of work) and ``standings``,
``season_messages`` their refusals in words.
"""
