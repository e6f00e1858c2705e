"""The API's responses, declared once as msgspec Structs.

The routes build these and msgspec writes them straight to JSON bytes, and the
response schemas of the OpenAPI document are generated from the same classes
(``response_schemas``), so what the document promises and what the app sends
come from one declaration. Closed sets (terrains, warning codes, tiebreaks,
colours...) are the game's own enums, so a new member shows up in both at once.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from companion.formats.contract import (
    CLOSED_SETS,
    ColourWord,
    RiverDragonsCard,
    TerrainWord,
    closed_words,
    in_declared_order,
    inline_card_schema,
)
from companion.formats.contract import Ranch as RanchBody
from companion.games.moonriver.merge import FIELDS as PLOT_FIELDS
from companion.games.moonriver.model import (
    Mode,
    Partner,
    Resource,
    Scenario,
    Terrain,
    Tiebreak,
    WarningCode,
)
from companion.games.riverdragons import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    BoardSide,
    OutcomeKind,
    ReasonCode,
)

Cell = tuple[int, int]
Cells = Annotated[list[Cell], Meta(description="Plots as [row, col] pairs.")]


class Problem(Struct):
    """One problem with a request: where it is, and what is wrong, in the request's language."""

    path: Annotated[
        str, Meta(description="Empty for the whole body.", examples=["players[0].ranch.plots[3]"])
    ]
    message: str


class Errors(Struct):
    """Every problem found, all at once."""

    errors: list[Problem]


def _points_by(name: str, words: tuple[str, ...]) -> type[Struct]:
    """A Struct with one integer field per word of a closed set, in the set's order."""
    return msgspec.defstruct(name, [(word, int) for word in words], module=__name__)


TerritoryPoints = _points_by("TerritoryPoints", tuple(t.value for t in Terrain))
ResourceCounts = _points_by("ResourceCounts", tuple(r.value for r in Resource))
PARTNERS_SCORED = (Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER)
"""The partners that score points (the cowboy and the cattle thief score none)."""
PartnerPoints = _points_by("PartnerPoints", tuple(p.value for p in PARTNERS_SCORED))


class Breakdown(Struct):
    """The score-pad column: points per terrain, resources by kind, partner points and
    the Legends scenario's points."""

    territories: TerritoryPoints  # type: ignore[valid-type]
    resources: ResourceCounts  # type: ignore[valid-type]
    partners: PartnerPoints  # type: ignore[valid-type]
    scenario: int


class Territory(Struct):
    """One territory: its terrain, size, counted cows and points (size x cows)."""

    terrain: TerrainWord
    size: int
    cows: int
    points: int
    plots: Cells


class ScenarioGroup(Struct):
    """A group the Legends scenario scores, with its points."""

    size: int
    points: int
    plots: Cells


class RanchWarning(Struct):
    """Something the table should look at again; it does not change the score."""

    code: closed_words(WarningCode)  # type: ignore[valid-type]
    message: str
    plots: Cells


class PlayerResult(Struct):
    """One player's scored ranch."""

    name: str
    total: int
    rank: (
        Annotated[
            int,
            Meta(
                ge=1,
                description="Competition rank; null for one ranch alone (a score "
                "check ranks nobody, T7).",
            ),
        ]
        | None
    )
    breakdown: Breakdown
    territories: list[Territory]
    scenario_groups: list[ScenarioGroup]
    largest_territory: Annotated[int, Meta(description="First tiebreak (W5).")]
    cows: Annotated[int, Meta(description="Cows counted, the second tiebreak (W5).")]
    overpopulation_removed: int
    warnings: list[RanchWarning]


class ScoresResponse(Struct):
    """A scored table: players in seating order with ranks, the winners, the tiebreak used."""

    players: list[PlayerResult]
    winners: list[str]
    tiebreak: closed_words(Tiebreak) | None  # type: ignore[valid-type]


class Seat(Struct):
    """One seat of a game night: its ranch, the version to send back, its score."""

    version: Annotated[int, Meta(description="Send it back with the next save.")]
    finished: bool
    ranch: RanchBody | None
    score: PlayerResult | None


class SavedSeat(Seat):
    """A seat just saved; ``merged`` says another phone's changes were merged in."""

    merged: bool


FieldValue = Annotated[
    str | int | bool | None,
    Meta(
        description="The field's value as in a ranch's plot; a `terrain` of null is no plot "
        "at all, and choosing it (or choosing a terrain against it) takes that side's whole "
        "plot, or its absence."
    ),
]


class FieldConflict(Struct):
    """One field of one plot that both phones changed differently: the player chooses."""

    plot: Annotated[Cell, Meta(description="[row, col]")]
    field: Literal[PLOT_FIELDS]  # type: ignore[valid-type]
    sent: Annotated[FieldValue, Meta(description="In the refused save (this phone's change).")]
    stored: Annotated[FieldValue, Meta(description="Stored (the other phone's change).")]


class SeatConflict(Seat):
    """A save refused because someone saved meanwhile: what is stored, both phones'
    changes merged (``proposal``), the plots to look at (``conflicts``) and, field by
    field, what to choose between (``field_conflicts``)."""

    proposal: RanchBody
    conflicts: Cells
    field_conflicts: list[FieldConflict]
    errors: list[Problem]


SEAT_STATUSES = ("waiting", "entering", "finished")
"""A seat nobody has saved yet, one being entered, one its player marked finished."""


class SeatStatus(Struct):
    name: str
    status: Literal[SEAT_STATUSES]  # type: ignore[valid-type]
    total: int | None
    rank: Annotated[int, Meta(ge=1)] | None


class ResultsStatus(Struct):
    """A table's state for the results page's polling; ``stamp`` changes with any save."""

    stamp: str
    complete: Annotated[bool, Meta(description="Every seat is finished.")]
    winners: list[str]
    players: list[SeatStatus]


class DragonAim(Struct):
    player: ColourWord
    dragon: ColourWord


class Reason(Struct):
    code: closed_words(ReasonCode)  # type: ignore[valid-type]
    params: dict[str, Any]
    message: str


class RiverDragonsOutcome(Struct):
    """What became of one card in one slot, and why."""

    player: ColourWord
    card: RiverDragonsCard
    card_name: str
    outcome: closed_words(OutcomeKind)  # type: ignore[valid-type]
    cancelled_by: Annotated[
        list[DragonAim],
        Meta(description="Every Dragon aimed at this cancelled action (it is cancelled once)."),
    ]
    reason: Reason


class SlotOutcomes(Struct):
    slot: Annotated[int, Meta(ge=1, le=SLOTS)]
    outcomes: list[RiverDragonsOutcome]


class RiverDragonsResolution(Struct):
    """A resolved turn: the acting order and, slot by slot, every card's outcome."""

    first_player: ColourWord
    order: Annotated[list[ColourWord], Meta(description="Acting order per slot.")]
    next_first_player: ColourWord
    slots: Annotated[list[SlotOutcomes], Meta(min_length=SLOTS, max_length=SLOTS)]


class RiverDragonsSetup(Struct):
    """The set-up table's row for a player count."""

    players: Annotated[int, Meta(ge=MIN_PLAYERS, le=MAX_PLAYERS)]
    colours: list[ColourWord]
    removed_dragons: list[ColourWord]
    hand_size: int
    hand_inferred: Annotated[
        bool,
        Meta(
            description="The hand (8 actions + Dragons of the other colours in play) is "
            "inferred from the card count and the removal table, not stated in the rulebook."
        ),
    ]
    hands: dict[str, list[RiverDragonsCard]]
    board_side: closed_words(BoardSide)  # type: ignore[valid-type]
    expert_board_side: closed_words(BoardSide)  # type: ignore[valid-type]
    first_player_passes: Literal["clockwise"]


# ---- events ----------------------------------------------------------------------------------


class TableStatus(Enum):
    """Where a table of an event stands (the answers carry its value)."""

    PLAYING = "playing"
    """Still being played: some seat is not entered or not finished, its round open."""
    COUNTED = "counted"
    """Every seat finished and the table scores: its result counts."""
    VOID = "void"
    """Closed unfinished: it scores nothing unless the organiser corrects it."""
    UNSCORABLE = "unscorable"
    """Every seat finished but the ranches cannot be scored together (a correction fixes it)."""


EVENT_TABLE_STATUSES = tuple(status.value for status in TableStatus)


class EventPlayer(Struct):
    id: int
    name: str
    club: str | None
    first_round: Annotated[int, Meta(description="The first round the player is seated in.")]
    dropped_from: Annotated[
        int | None, Meta(description="The first round the player sits out (null: playing).")
    ]


class EventSeat(Struct):
    position: Annotated[int, Meta(ge=1, le=4)]
    player: Annotated[int, Meta(description="The event player's id.")]
    name: str
    colour: str
    finished: bool


class EventTable(Struct):
    """One table of a round: a game night. ``edit_token`` (the players' link, where each
    scores on their own phone) is given to the organiser only."""

    number: int
    status: closed_words(TableStatus)  # type: ignore[valid-type]
    seats: list[EventSeat]
    view_token: str
    edit_token: str | None


class EventRound(Struct):
    number: int
    mode: closed_words(Mode)  # type: ignore[valid-type]
    scenario: closed_words(Scenario) | None  # type: ignore[valid-type]
    closed: bool
    clock_started_at: Annotated[
        str | None, Meta(description="When the round's clock started (ISO 8601), if it did.")
    ]
    tables: list[EventTable]
    byes: Annotated[
        list[EventBye], Meta(description="Players who sat the round out with a bye.")
    ] = []
    final: Annotated[bool, Meta(description="Table 1 is the event's final table.")] = False
    draft: Annotated[
        bool,
        Meta(description="Seated as a draft: only the organiser sees it until it is published."),
    ] = False


class ReportSwap(Struct):
    """``player`` (at ``table``) and ``other`` (at ``other_table``) exchange seats."""

    player: int
    name: str
    table: int
    other: int
    other_name: str
    other_table: int
    text: Annotated[str, Meta(description="The swap in words, in the request's language.")]


class ReportFinding(Struct):
    """Two players at one table the seating would rather have kept apart."""

    table: int
    players: Annotated[list[int], Meta(description="The two players' ids.")]
    names: list[str]
    met_before: Annotated[
        int, Meta(description="How many times the two met at earlier tables (0: not a repeat).")
    ]
    club: Annotated[
        str | None,
        Meta(description="Their club, when both belong to one (clubs are kept apart in round 1)."),
    ]
    swap: Annotated[
        ReportSwap | None,
        Meta(
            description="A swap that parts the two without adding a repeat or club-mate "
            "(null: every swap would)."
        ),
    ]
    text: Annotated[str, Meta(description="The finding in words, in the request's language.")]


class SeatingReport(Struct):
    """What the round's seating could not avoid: repeat meetings and club-mates."""

    round: int
    draft: bool
    findings: list[ReportFinding]
    summary: Annotated[str, Meta(description="In words: how many repeats and club-mates.")]


class EventStanding(Struct):
    place: Annotated[int, Meta(ge=1, description="Players equal on all three keys share it.")]
    shared: Annotated[bool, Meta(description="Another player holds the same place.")]
    player: int
    name: str
    club: str | None
    event_points: int
    game_points: Annotated[int, Meta(description="Total of the counted games' scores.")]
    best_game: Annotated[int, Meta(description="The best counted game's total.")]
    games: Annotated[int, Meta(description="Counted games played.")]
    dropped: bool
    opponents_points: Annotated[
        int,
        Meta(description="The event points of every opponent met at a counted table, summed."),
    ] = 0
    byes: Annotated[int, Meta(description="Rounds sat out with a bye (each earns its points).")] = 0
    final_place: Annotated[
        int | None, Meta(description="The place at the final table, once it has counted.")
    ] = None
    separated_by: Annotated[
        Literal["event_points", "game_points", "best_game", "opponents_points", "final"] | None,
        Meta(
            description="The first key on which the row above is ahead (final: the final "
            "table); null for the first row and a place shared with the row above."
        ),
    ] = None
    separation: Annotated[
        str | None,
        Meta(
            description='That key in words, with both values ("Ana ahead on game points: '
            "212 vs 198\"), in the request's language."
        ),
    ] = None


class EventRules(Struct):
    """How the event handles odd counts, its last round and the standings' order."""

    odd_counts: Annotated[str, Meta(description="threes-bottom, threes-top or byes.")]
    bye_points: Annotated[
        int | None, Meta(description="What a bye earns (null: 2nd place at a table of 4).")
    ]
    bye_points_now: Annotated[int, Meta(description="What a bye given now earns.")]
    final_table: Annotated[int | None, Meta(description="3 or 4: the last round's final.")]
    consolation: bool
    tiebreaks: list[str]


class EventBye(Struct):
    player: int
    name: str
    points: int


class EventStandings(Struct):
    """The live standings: by the event's order of keys (by default event points, then
    game points, then the best single game)."""

    name: str
    language: str
    rounds: int
    current_round: int
    stamp: Annotated[str, Meta(description="Changes whenever the standings or a table change.")]
    standings: list[EventStanding]
    seated_rounds: list[EventRound]
    rules: EventRules


class Event(EventStandings):
    """An event as its organiser sees it: the standings plus what runs the event."""

    organiser_token: str
    standings_token: str
    version: int
    round_games: list[str]
    points: Annotated[
        dict[str, list[int]],
        Meta(description="Event points per place (1st first), keyed by table size."),
    ]
    players: list[EventPlayer]
    draft: Annotated[
        EventRound | None,
        Meta(description="The next round, seated as a draft and not yet published."),
    ] = None


class SeatedRound(Struct):
    """A round just seated (live, or a draft: ``round.draft``) with its seating report;
    ``notice`` says what the seating did beyond plain tables: a 2-player table (5 x 10
    grid), byes, tables of 3 at the top, a final."""

    round: EventRound
    two_player_table: bool
    notice: str | None
    report: SeatingReport
    notices: list[str] = []
    sitting_out: Annotated[
        list[int], Meta(description="Players not seated in a final round (no consolation).")
    ] = []


class ClosedRound(Struct):
    """A round closed: the tables left unfinished score nothing."""

    round: int
    void_tables: list[int]
    notice: str | None


# ---- seasons ---------------------------------------------------------------------------------


class SeasonEvent(Struct):
    """One event (evening) of a season. ``organiser_token`` is given to the season's
    organiser only."""

    position: Annotated[int, Meta(ge=1, description="1 = the season's first event.")]
    name: str
    rounds: int
    current_round: int
    standings_token: str
    organiser_token: str | None


class SeasonResult(Struct):
    """A player's result of one event (from that event's standings)."""

    event: Annotated[int, Meta(ge=1, description="The event's position in the season.")]
    event_points: int
    game_points: int
    best_game: int
    games: Annotated[int, Meta(description="Counted games played at that event.")]
    counted: Annotated[bool, Meta(description="Among the results the season counts (best N).")]


class SeasonStanding(Struct):
    place: Annotated[int, Meta(ge=1, description="Players equal on all three keys share it.")]
    shared: Annotated[bool, Meta(description="Another player holds the same place.")]
    player: Annotated[
        int | None,
        Meta(
            description="The season player's id (null: a name added to an event since the "
            "season's last change, matched by name until then)."
        ),
    ]
    name: str
    season_points: Annotated[int, Meta(description="Event points of the counted results.")]
    game_points: Annotated[int, Meta(description="Game points of the counted results.")]
    best_game: Annotated[int, Meta(description="The best single game of the counted results.")]
    events: Annotated[int, Meta(description="Events played (a missed event is no result).")]
    results: Annotated[
        list[SeasonResult], Meta(description="One per event played, in the season's order.")
    ]


class SeasonStandings(Struct):
    """A season's standings over its events: by the counted results' event points, then
    their game points, then the best single game; ``best_of`` null counts every result."""

    name: str
    language: str
    best_of: int | None
    events: list[SeasonEvent]
    standings: list[SeasonStanding]


class SeasonEntry(Struct):
    """An event's player and the season player the organiser matched them to."""

    event: Annotated[int, Meta(description="The event's position in the season.")]
    player: Annotated[int, Meta(description="The event player's id.")]
    name: str
    season_player: int


class SeasonPlayer(Struct):
    id: int
    name: str


class Season(SeasonStandings):
    """A season as its organiser sees it: the standings plus what runs the season."""

    organiser_token: str
    standings_token: str
    version: int
    players: list[SeasonPlayer]
    entries: list[SeasonEntry]


DOCUMENTED = (
    Errors,
    ScoresResponse,
    Seat,
    SavedSeat,
    SeatConflict,
    ResultsStatus,
    RiverDragonsResolution,
    RiverDragonsSetup,
    Event,
    EventStandings,
    EventPlayer,
    SeatedRound,
    ClosedRound,
    EventRules,
    SeatingReport,
    Season,
    SeasonStandings,
)


def response_schemas() -> dict[str, dict[str, Any]]:
    """The response schemas for the OpenAPI document, keyed by component name.

    msgspec writes a card's schema in place in every answer that holds one; they
    refer to the request's ``RiverDragonsCard`` component instead, as one thing
    should have one name.
    """
    _named, components = msgspec.json.schema_components(
        DOCUMENTED, ref_template="#/components/schemas/{name}"
    )
    card, reference = inline_card_schema(), {"$ref": "#/components/schemas/RiverDragonsCard"}

    def refer(schema: Any) -> Any:
        if schema == card:
            return reference
        if isinstance(schema, dict):
            return {key: refer(value) for key, value in schema.items()}
        if isinstance(schema, list):
            return [refer(item) for item in schema]
        return schema

    return in_declared_order(
        refer(components), (*CLOSED_SETS, SEAT_STATUSES, PLOT_FIELDS, EVENT_TABLE_STATUSES)
    )
