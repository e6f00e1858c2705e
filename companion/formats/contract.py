"""The API's request contracts, declared once as msgspec Structs.

Two things are made from these declarations: the one-pass reader (msgspec
decodes and checks a body in one pass, straight from the bytes) and the
request schemas of the OpenAPI document (``msgspec.json.schema_components``).
Every limit is the game model's own constant, so the schema, the reader and
the rules cannot disagree.

A body the contract turns down is not answered from here: msgspec stops at
the first problem, and a client deserves every problem at once, with its path,
in its language. ``companion.formats.ranch_json`` reads such a body again,
collecting every problem; it checks the same limits.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from companion.games.moonriver import (
    COLUMNS,
    MAX_COWS_PER_PLOT_INPUT,
    MAX_PLAYERS,
    MAX_RESOURCES_PER_PLOT,
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    Mode,
    Partner,
    Scenario,
    Terrain,
    Tiebreak,
    WarningCode,
)
from companion.games.riverdragons import (
    ACTIONS,
    SLOTS,
    BoardSide,
    CardKind,
    Colour,
    OutcomeKind,
    ReasonCode,
)
from companion.games.riverdragons import MAX_PLAYERS as MAX_DRAGONS_PLAYERS
from companion.games.riverdragons import MIN_PLAYERS as MIN_DRAGONS_PLAYERS

MAX_NAME_LENGTH = 40
"""A name fits a score-pad column; longer ones are refused (after trimming spaces)."""

NO_CONTROL_CHARACTERS = "^[^\\x00-\\x1f\\x7f-\\x9f]*$"
"""Control characters (NUL and the like) never belong in a name; PostgreSQL refuses NUL."""


def closed_words(enum: type) -> Any:
    """The JSON words of a closed set, as a Literal type (the schema lists them inline)."""
    return Literal[tuple(member.value for member in enum)]  # type: ignore[valid-type]


TerrainWord = Annotated[closed_words(Terrain), Meta(description="The plot's landscape.")]
PartnerWord = Annotated[
    closed_words(Partner), Meta(description="The partner standing on the plot.")
]
ModeWord = closed_words(Mode)
ScenarioWord = closed_words(Scenario)


class Plot(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One plot of a ranch: where it lies, its landscape and what stands on it."""

    row: Annotated[
        int,
        Meta(
            ge=1,
            le=ROWS_2_PLAYERS,
            description="Counted from the river: row 1 lies along the Reservation board.",
        ),
    ]
    col: Annotated[int, Meta(ge=1, le=COLUMNS, description="Column 1 is the leftmost.")]
    terrain: TerrainWord
    cows: Annotated[
        int,
        Meta(
            ge=0,
            le=MAX_COWS_PER_PLOT_INPUT,
            description="Cow meeples on the plot before overpopulation.",
        ),
    ] = 0
    resources: Annotated[
        int,
        Meta(
            ge=0,
            le=MAX_RESOURCES_PER_PLOT,
            description="Resource symbols; their kind follows the terrain (none on a farm).",
        ),
    ] = 0
    partner: PartnerWord | None = None
    bonus: Annotated[
        bool, Meta(description="The 2-player bonus landscape tile (10-row grids only).")
    ] = False


class Ranch(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A player's ranch: its height and the plots placed on it (gaps allowed)."""

    plots: list[Plot]
    rows: (
        Annotated[
            Literal[ROWS_3_4_PLAYERS, ROWS_2_PLAYERS],  # type: ignore[valid-type]
            Meta(description="Default 10 with exactly 2 players, else 5."),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class Player(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A player at the table: a name unique at the table, and their ranch."""

    name: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=MAX_NAME_LENGTH,
            pattern=NO_CONTROL_CHARACTERS,
            description="Spaces around the name are trimmed; names that differ only in "
            "capitals are the same name.",
        ),
    ]
    ranch: Ranch
    colour: Annotated[
        Any,
        Meta(
            description="Optional and not used for scoring: a label some programs send with "
            "each player, such as the colour of their Reservation board (purple, orange, "
            "green or white). Any JSON value is accepted and ignored."
        ),
    ] = None
    color: Annotated[Any, Meta(description="The same as `colour`.")] = None


class ScoresRequest(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A finished table to score."""

    players: Annotated[
        list[Player],
        Meta(min_length=1, max_length=MAX_PLAYERS, description="In seating order."),
    ]
    mode: ModeWord = Mode.BASE.value
    scenario: (
        Annotated[ScenarioWord, Meta(description="Required with legends; absent with base.")] | None
    ) = None


SCORES_REQUEST = msgspec.json.Decoder(ScoresRequest)
"""Decodes and checks a scores request body in one pass; raises on the first problem."""


# ---- game nights ----------------------------------------------------------------------------

MAX_VERSION = 2**31 - 1
"""Versions are 32-bit integers in the database; a save claiming more is refused before SQL."""


class SeatSaveRequest(Struct, forbid_unknown_fields=True):
    """A seat's ranch to save, based on the version the change started from."""

    version: Annotated[
        int, Meta(ge=0, lt=MAX_VERSION, description="The version the change started from.")
    ]
    ranch: Ranch
    base: (
        Annotated[
            Ranch | None,
            Meta(
                description="The ranch at `version` (null if nothing was saved yet): a stale "
                "save is then merged field by field (terrain, cows, resources, partner, bonus "
                "of each plot) with what is stored."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


SEAT_SAVE_REQUEST = msgspec.json.Decoder(SeatSaveRequest)
"""Decodes and checks a seat's save in one pass; raises on the first problem."""


ColourWord = closed_words(Colour)
ActionWord = Literal[(*(kind.value for kind in ACTIONS), CardKind.ACTION.value)]  # type: ignore[misc]


class RiverDragonsDragonCard(Struct, forbid_unknown_fields=True):
    """A Dragon card, naming the colour whose card it cancels."""

    dragon: ColourWord


RiverDragonsCard = Annotated[
    ActionWord | RiverDragonsDragonCard,
    Meta(
        description="An action card, or a Dragon card naming the colour it cancels. "
        '"action" is an action card left unnamed: whether it is cancelled does not depend '
        "on which action it is."
    ),
]


class RiverDragonsPlayer(Struct, forbid_unknown_fields=True):
    """A player's colour and the cards they programmed."""

    colour: ColourWord
    cards: Annotated[
        list[RiverDragonsCard],
        Meta(
            min_length=SLOTS,
            max_length=SLOTS,
            description="Slot 1 first. At most one Dragon, never of the player's own colour "
            "or of a colour not in play.",
        ),
    ]


class RiverDragonsResolutionRequest(Struct, forbid_unknown_fields=True):
    """One programmed River Dragons turn to resolve."""

    players: Annotated[
        list[RiverDragonsPlayer],
        Meta(
            min_length=MIN_DRAGONS_PLAYERS,
            max_length=MAX_DRAGONS_PLAYERS,
            description="In clockwise seating order; colours unique and in play for the "
            "player count.",
        ),
    ]
    first_player: ColourWord


# ---- events ----------------------------------------------------------------------------------

MAX_EVENT_NAME_LENGTH = 80
MAX_ROUNDS = 12
DRAW = "draw"
"""A round whose Legends scenario is drawn at random when the round is seated."""
ROUND_GAMES = (Mode.BASE.value, *(s.value for s in Scenario), DRAW)
"""What a round can be played as: the base game, one Legends scenario, or one drawn."""
RoundGameWord = Literal[ROUND_GAMES]  # type: ignore[valid-type]
EventName = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=MAX_NAME_LENGTH,
        pattern=NO_CONTROL_CHARACTERS,
        description="Trimmed; unique in the event (capitals aside); visible characters only.",
    ),
]


MAX_ID = 2**31 - 1
"""Ids are 32-bit integers in the database; a larger one can name nothing."""
PlayerId = Annotated[int, Meta(ge=1, le=MAX_ID, description="An event player's id.")]


ODD_COUNTS = ("threes-bottom", "threes-top", "byes")
"""A count not divisible by 4 (``events.seating.ODD_COUNTS``)."""
TIEBREAK_KEYS = ("event_points", "game_points", "best_game", "opponents_points")
"""The standings' keys an organiser orders (``events.ranking.TIEBREAKS``)."""
MAX_BYE_POINTS = 100

OddCounts = Annotated[
    Literal[ODD_COUNTS],  # type: ignore[valid-type]
    Meta(
        description="When the players do not divide into tables of 4: tables of 3 at the "
        "bottom of the standings (threes-bottom, the default), tables of 3 at the top "
        "(threes-top), or byes: the players left over sit the round out (the lowest placed "
        "among those with the fewest byes) and earn `bye_points`."
    ),
]
ByePoints = (
    Annotated[
        int,
        Meta(
            ge=0,
            le=MAX_BYE_POINTS,
            description="The event points a bye earns; null (the default): those of 2nd "
            "place at a table of 4.",
        ),
    ]
    | None
)
FinalTable = Annotated[
    Literal[3, 4] | None,
    Meta(
        description="The last round seats only the top 3 or 4 of the standings at one "
        "final table, whose order then decides the top places; null (the default): no final."
    ),
]
Consolation = Annotated[
    bool,
    Meta(
        description="With a final table: the other players play a consolation round among "
        "themselves (true, the default) or sit the last round out."
    ),
]
Tiebreaks = Annotated[
    list[Literal[TIEBREAK_KEYS]],  # type: ignore[valid-type]
    Meta(
        min_length=1,
        max_length=len(TIEBREAK_KEYS),
        description="The standings' keys in order, each once; default event_points, "
        "game_points, best_game. opponents_points is the sum of the event points of every "
        "opponent met at a counted table.",
    ),
]
RULE_FIELDS = ("odd_counts", "bye_points", "final_table", "consolation", "tiebreaks")
"""The organiser's rules, in ``EventRequest`` and ``EventRulesRequest`` alike."""


class EventRequest(Struct, forbid_unknown_fields=True):
    """A new event: its name, language, the game of each round and, optionally, its rules."""

    name: Annotated[str, Meta(min_length=1, max_length=MAX_EVENT_NAME_LENGTH)]
    language: Annotated[str, Meta(description="en, es, de, zh_Hant or pt.")]
    round_games: Annotated[
        list[RoundGameWord],
        Meta(
            min_length=1,
            max_length=MAX_ROUNDS,
            description="One per round: the base game, a Legends scenario, or draw (a "
            "scenario drawn when the round is seated).",
        ),
    ]
    points: (
        Annotated[
            dict[Literal["2", "3", "4"], list[int]],
            Meta(
                description="Event points per place, 1st first, for tables of 2, 3 and 4 "
                "(default 4-0, 4-2-0, 4-2-1-0). A shared place earns each player that place's "
                "points; a better place never earns fewer."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    odd_counts: OddCounts | msgspec.UnsetType = msgspec.UNSET
    bye_points: ByePoints | msgspec.UnsetType = msgspec.UNSET
    final_table: FinalTable | msgspec.UnsetType = msgspec.UNSET
    consolation: Consolation | msgspec.UnsetType = msgspec.UNSET
    tiebreaks: Tiebreaks | msgspec.UnsetType = msgspec.UNSET


class EventRulesRequest(Struct, forbid_unknown_fields=True):
    """The organiser changes the event's rules: only the fields sent change. Odd counts
    and the final hold from the next round seated; bye points for byes given from then
    on; the order of tiebreaks re-ranks the standings at once."""

    odd_counts: OddCounts | msgspec.UnsetType = msgspec.UNSET
    bye_points: ByePoints | msgspec.UnsetType = msgspec.UNSET
    final_table: FinalTable | msgspec.UnsetType = msgspec.UNSET
    consolation: Consolation | msgspec.UnsetType = msgspec.UNSET
    tiebreaks: Tiebreaks | msgspec.UnsetType = msgspec.UNSET


class FinishRequest(Struct, forbid_unknown_fields=True):
    """A player marks their seat's saved ranch finished, or reopens it."""

    finished: Annotated[
        bool,
        Meta(description="true: finished (a table counts once every seat is); false: reopened."),
    ]


class EventPlayerRequest(Struct, forbid_unknown_fields=True):
    """A player to add, or a player's new name and club."""

    name: EventName
    club: (
        Annotated[
            str,
            Meta(
                max_length=MAX_NAME_LENGTH,
                description="Players of one club are kept apart in round 1.",
            ),
        ]
        | None
    ) = None


class SeatRoundRequest(Struct, forbid_unknown_fields=True):
    """Seat the next round."""

    based_on: Annotated[
        int,
        Meta(
            ge=0,
            le=MAX_ROUNDS,
            description="The current round as last read (0 before round 1): if it moved "
            "meanwhile nothing is seated (409).",
        ),
    ]
    publish: Annotated[
        bool,
        Meta(
            description="true (the default): the round is live at once, as it always was. "
            "false: the round is seated as a draft that only the organiser sees, with its "
            "seating report; swap players in it, then publish it (or seat it again). A "
            "draft counts for nothing until published."
        ),
    ] = True


MAX_EVENT_TABLES = 64
"""An event of 256 players seats 64 tables."""


class PublishRequest(Struct, forbid_unknown_fields=True):
    """Publish the draft round: its tables go live and the round before it closes."""

    tables: (
        Annotated[
            list[Annotated[list[PlayerId], Meta(max_length=MAX_PLAYERS)]],
            Meta(
                max_length=MAX_EVENT_TABLES,
                description="The draft's tables as last read (player ids in seat order, "
                "table 1 first): if the draft changed meanwhile (a swap, seated again) "
                "nothing is published (409). Left out: the draft as it stands.",
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class SwapRequest(Struct, forbid_unknown_fields=True):
    """Two players of the round to exchange seats."""

    players: Annotated[list[PlayerId], Meta(min_length=2, max_length=2)]


class SeatCorrection(Struct, forbid_unknown_fields=True):
    position: Annotated[int, Meta(ge=1, le=MAX_PLAYERS)]
    ranch: Ranch


class TableCorrection(Struct, forbid_unknown_fields=True):
    """The organiser's ranches for a table; every entered seat is then marked finished."""

    seats: Annotated[list[SeatCorrection], Meta(min_length=1, max_length=MAX_PLAYERS)]


# ---- seasons ---------------------------------------------------------------------------------

MAX_SEASON_EVENTS = 52
"""A season holds at most this many events (a club's weekly evenings for a year)."""
MAX_EVENT_LINK_LENGTH = 400


class SeasonRequest(Struct, forbid_unknown_fields=True):
    """A new season, or a season's new settings: its name, language and best-N counting."""

    name: Annotated[str, Meta(min_length=1, max_length=MAX_EVENT_NAME_LENGTH)]
    language: Annotated[str, Meta(description="en, es, de, zh_Hant or pt.")]
    best_of: (
        Annotated[
            int,
            Meta(
                ge=1,
                le=MAX_SEASON_EVENTS,
                description="Only each player's best this many events count (null: all do).",
            ),
        ]
        | None
    ) = None


class SeasonEventRequest(Struct, forbid_unknown_fields=True):
    """An existing event to add to the season, proved by its organiser link."""

    event: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=MAX_EVENT_LINK_LENGTH,
            description="The event's organiser link (/e/<token>) or its organiser token.",
        ),
    ]


class NextEventRequest(Struct, forbid_unknown_fields=True):
    """Start the season's next event: the last event's players, rounds and points."""

    based_on: Annotated[
        int,
        Meta(
            ge=0,
            le=MAX_SEASON_EVENTS,
            description="How many events the season had as last read: if it moved meanwhile "
            "nothing is made (409).",
        ),
    ]
    name: Annotated[str, Meta(min_length=1, max_length=MAX_EVENT_NAME_LENGTH)]


class SeasonMatchRequest(Struct, forbid_unknown_fields=True):
    """Which season player an event's player is (null: a season player of their own)."""

    season_player: PlayerId | None


ACTION_WORDS = (*(kind.value for kind in ACTIONS), CardKind.ACTION.value)

CLOSED_SETS: tuple[tuple[Any, ...], ...] = (
    *(
        tuple(member.value for member in closed)
        for closed in (Terrain, Partner, Mode, Scenario, WarningCode, Tiebreak)
    ),
    *(
        tuple(member.value for member in closed)
        for closed in (Colour, OutcomeKind, ReasonCode, BoardSide)
    ),
    ACTION_WORDS,
)
"""Closed sets whose words the schemas list in the rulebook's order, not alphabetically."""


EVENT_REQUESTS = (
    EventRequest,
    EventRulesRequest,
    EventPlayerRequest,
    SeatRoundRequest,
    PublishRequest,
    SwapRequest,
    TableCorrection,
    SeasonRequest,
    SeasonEventRequest,
    NextEventRequest,
    SeasonMatchRequest,
)
"""The organiser's requests (events and seasons): the API decodes each body with one of these
(``companion.formats.requests``), the pages build them from their forms, and the
event service takes them; the OpenAPI document declares them."""


def request_schemas() -> dict[str, dict[str, Any]]:
    """The request schemas for the OpenAPI document, keyed by component name."""
    (_scores, _turn, card, *_others), components = msgspec.json.schema_components(
        [
            ScoresRequest,
            RiverDragonsResolutionRequest,
            RiverDragonsCard,
            SeatSaveRequest,
            FinishRequest,
            *EVENT_REQUESTS,
        ],
        ref_template="#/components/schemas/{name}",
    )
    # A word or an object: exactly one of the two, as the document has always said.
    card["oneOf"] = card.pop("anyOf")
    components["RiverDragonsCard"] = card  # the answers refer to it too (responses.py)
    return in_declared_order(components)


def inline_card_schema() -> dict[str, Any]:
    """The schema msgspec writes in place wherever a field holds a ``RiverDragonsCard``."""
    (card,), _components = msgspec.json.schema_components(
        [RiverDragonsCard], ref_template="#/components/schemas/{name}"
    )
    return card


def in_declared_order(schema: Any, closed_sets: tuple[tuple[Any, ...], ...] = CLOSED_SETS) -> Any:
    """msgspec sorts the words of a Literal; put each closed set back in its own order.

    Descriptions come from docstrings: they lose the docstring's line breaks and
    indentation, and its double backticks become Markdown's single ones.
    """
    if isinstance(schema, list):
        return [in_declared_order(item, closed_sets) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: in_declared_order(value, closed_sets) for key, value in schema.items()}
    words = out.get("enum")
    if isinstance(words, list):
        for closed in closed_sets:
            ordered = list(closed)
            if set(words) - {None} == set(ordered):
                out["enum"] = ordered + [None] * (None in words)
    text = out.get("description")
    if isinstance(text, str):
        out["description"] = " ".join(text.split()).replace("``", "`")
    return out
