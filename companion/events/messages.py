"""An event's refusals in words, in the request's language (pages and API say the same)."""

from __future__ import annotations

from companion.events import ranking
from companion.events.service import Code, Issue, Seated
from companion.formats.problems import FormatCode
from companion.i18n import list_text
from companion.words import N_, NP_, say

TEXTS = {
    Code.EVENT_NAME: N_("Give the event a name of 1 to %(limit)d characters."),
    Code.LANGUAGE: N_("Choose one of the app's languages for the event."),
    Code.ROUNDS: N_("An event has 1 to %(limit)d rounds."),
    Code.ROUND_GAME: N_("Choose the base game, a Legends scenario or a drawn scenario."),
    Code.POINTS_PER_PLACE: N_("Give the points of every place at tables of 2, 3 and 4 players."),
    Code.POINTS_WHOLE_NUMBERS: N_("Points per place are whole numbers."),
    Code.POINTS_RANGE: N_("Points per place are from 0 to %(limit)d."),
    Code.POINTS_ORDER: N_("A better place cannot earn fewer points than the place after it."),
    Code.NAME_LENGTH: N_("Give a name of 1 to %(limit)d characters."),
    Code.NAME_TAKEN: N_("Another player is already called “%(name)s”; names must differ."),
    Code.CLUB_LENGTH: N_("A club's name has at most %(limit)d characters."),
    Code.TOO_MANY_PLAYERS: N_("An event seats at most %(limit)d players."),
    Code.NO_SUCH_PLAYER: N_("This player is not in this event, or not seated in this round."),
    Code.NO_SUCH_TABLE: N_("There is no such table in this round."),
    # Translators: %(count)d is 0 or 1; the singular need not show the number.
    Code.TOO_FEW_PLAYERS: NP_(
        "A round needs at least 2 players; only %(count)d would play.",
        "A round needs at least 2 players; %(count)d would play.",
    ),
    # Translators: the singular is an event of one round: say it without the number
    # ("The event's only round…"), never "the 1 round".
    Code.ALL_ROUNDS_SEATED: NP_(
        "The event's only round has already been seated.",
        "All %(rounds)d rounds have already been seated.",
    ),
    Code.ROUND_CHANGED: N_(
        "Someone else changed the rounds meanwhile: round %(current)d is the current one now. "
        "Nothing was changed; look at the event again."
    ),
    Code.ROUND_STARTED: N_(
        "A player at one of these tables has saved a ranch: the seats can no longer change."
    ),
    Code.SAME_PLAYER: N_("Choose two different players to swap."),
    Code.NOT_FINISHED: N_("Table %(table)d counts once every seat at it is entered and finished."),
    Code.TIEBREAK_KEYS: N_(
        "Rank by event points, game points, best game or opponents' event points, in the "
        "order you choose."
    ),
    Code.TIEBREAK_TWICE: N_("Each tiebreak can be chosen once."),
    Code.FINAL_ROUNDS: N_("A final table needs an event of at least %(limit)d rounds."),
    Code.FINAL_SEATED: N_("The last round is already seated: its final can no longer change."),
    Code.SEAT_CHANGED: N_(
        "A player at table %(table)d saved meanwhile; nothing of yours was lost. Look at the "
        "table again and correct it."
    ),
    Code.DRAFT_CHANGED: N_(
        "The draft of this round changed meanwhile (a swap, or seated again): nothing was "
        "published. Look at it again, then publish it."
    ),
    Code.PLAYERS_CHANGED: N_(
        "A player joined or left after round %(round)d was drafted: nothing was published. "
        "Seat the round again so that everyone plays."
    ),
}

COUNTED_BY = {Code.TOO_FEW_PLAYERS: "count", Code.ALL_ROUNDS_SEATED: "rounds"}
"""The refusals whose wording follows a number: which parameter picks the plural form."""


NAME_FAULTS = {
    FormatCode.NAME_CONTROL_CHARACTERS: N_("A name cannot hold control characters."),
    FormatCode.NAME_BROKEN_CHARACTERS: N_(
        "A name cannot hold broken characters (half of a UTF-16 surrogate pair)."
    ),
    FormatCode.NAME_DIRECTION_CHARACTERS: N_(
        "A name cannot hold characters that change the text's direction."
    ),
    FormatCode.NAME_INVISIBLE: N_("A name needs at least one visible character."),
}
"""The same sentences as the game-night form's (one catalog entry each)."""


def issue_message(issue: Issue) -> str:
    """One refusal as a sentence in the request's language."""
    params = issue.params
    if issue.code is Code.NAME_CHARACTERS:
        return say(NAME_FAULTS[params["fault"]])
    if issue.code is Code.TABLES_PLAYING:
        tables = params["tables"]
        return say(
            NP_(
                "Table %(tables)s is still playing: close the round first (it will score "
                "nothing), or wait for it to finish.",
                "Tables %(tables)s are still playing: close the round first (they will score "
                "nothing), or wait for them to finish.",
            ),
            len(tables),
            tables=list_text(tables),
        )
    if issue.code is Code.TABLES_VOID:
        tables = params["tables"]
        return say(
            NP_(
                "Table %(tables)s was not finished: it scores nothing this round.",
                "Tables %(tables)s were not finished: they score nothing this round.",
            ),
            len(tables),
            tables=list_text(tables),
        )
    if issue.code is Code.RANCH_PROBLEM:
        return " ".join(params["messages"]) or say(N_("This ranch is not on this table's grid."))
    if issue.code in COUNTED_BY:
        return say(TEXTS[issue.code], params[COUNTED_BY[issue.code]], **params)
    return say(TEXTS[issue.code], **params)


def two_player_notice() -> str:
    """What the organiser is told when the count left a 2-player table."""
    return say(
        N_("The number of players left one table of 2: it plays on the 2-player grid (5 × 10).")
    )


def seating_notices(seated: Seated, names: dict[int, str]) -> list[str]:
    """What the organiser is told a seating did beyond the plain tables: a table of 2,
    byes, tables of 3 at the top, a final (``names``: player id -> name)."""
    said = [two_player_notice()] if seated.two_player_table else []
    rules, round_ = seated.event.rules, seated.round
    if round_.final:
        said.append(final_notice(len(round_.tables[0].players), len(round_.tables) > 1))
    if round_.byes:
        who = list_text([names[player] for player, _points in round_.byes])
        said.append(
            say(
                NP_(
                    "%(names)s sits this round out with a bye, earning %(points)d event points.",
                    "%(names)s sit this round out with a bye, each earning %(points)d event "
                    "points.",
                ),
                len(round_.byes),
                names=who,
                points=round_.byes[0][1],
            )
        )
    if seated.sitting_out:
        said.append(
            say(
                NP_(
                    "%(names)s does not play the last round (no consolation round).",
                    "%(names)s do not play the last round (no consolation round).",
                ),
                len(seated.sitting_out),
                names=list_text([names[player] for player in seated.sitting_out]),
            )
        )
    threes = [t.number for t in round_.tables if len(t.players) == 3]
    if threes and rules.odd_counts == "threes-top" and not round_.final and round_.number > 1:
        said.append(
            say(
                NP_(
                    "Table %(tables)s seats 3 players, at the top of the standings.",
                    "Tables %(tables)s seat 3 players, at the top of the standings.",
                ),
                len(threes),
                tables=list_text(threes),
            )
        )
    return said


def final_notice(size: int, consolation: bool) -> str:
    """The last round's final table, and what the others do."""
    if consolation:
        return say(
            N_(
                "Table 1 is the final: the top %(size)d of the standings. The others play a "
                "consolation round."
            ),
            size=size,
        )
    return say(N_("Table 1 is the final: the top %(size)d of the standings."), size=size)


SEPARATIONS = {
    ranking.EVENT_POINTS: N_("%(name)s ahead on event points: %(above)d vs %(this)d"),
    ranking.GAME_POINTS: N_("%(name)s ahead on game points: %(above)d vs %(this)d"),
    ranking.BEST_GAME: N_("%(name)s ahead on best game: %(above)d vs %(this)d"),
    ranking.OPPONENTS: N_("%(name)s ahead on opponents' event points: %(above)d vs %(this)d"),
}
"""Why a row is below the row above: the first key on which that row is ahead."""


def separation(key: str | None, name: str, above: int | None, this: int | None) -> str | None:
    """The sentence a standings row shows: which key put ``name`` (the row above) ahead
    of it, with both values; None for the first row and a shared place."""
    if key is None:
        return None
    if key == ranking.FINAL:
        if this is None:
            return say(N_("%(name)s played the final table"), name=name)
        return say(N_("%(name)s placed higher at the final table"), name=name)
    return say(SEPARATIONS[key], name=name, above=above, this=this)


# ---- the seating report ---------------------------------------------------------------------

REPEAT = NP_(
    "Table %(table)d: %(first)s and %(second)s have met before (%(num)d time).",
    "Table %(table)d: %(first)s and %(second)s have met before (%(num)d times).",
)
CLUB_MATES = N_("Table %(table)d: %(first)s and %(second)s are both from %(club)s.")
CLUB_REPEAT = NP_(
    "Table %(table)d: %(first)s and %(second)s, both from %(club)s, have met before "
    "(%(num)d time).",
    "Table %(table)d: %(first)s and %(second)s, both from %(club)s, have met before "
    "(%(num)d times).",
)


def finding_text(table: int, first: str, second: str, met_before: int, club: str | None) -> str:
    """One thing the seating could not avoid, as the organiser reads it."""
    names = {"table": table, "first": first, "second": second}
    if club and met_before:
        return say(CLUB_REPEAT, met_before, club=club, **names)
    if club:
        return say(CLUB_MATES, club=club, **names)
    return say(REPEAT, met_before, **names)


def swap_text(name: str, table: int, other: str, other_table: int) -> str:
    """The suggested swap, as its button's words."""
    return say(
        N_("Swap %(name)s (table %(table)d) with %(other)s (table %(other_table)d)"),
        name=name,
        table=table,
        other=other,
        other_table=other_table,
    )


def report_summary(repeats: int, club_mates: int) -> str:
    """How many repeats and club-mates the seating could not avoid, in one sentence."""
    if not repeats and not club_mates:
        return say(N_("No repeat meetings, and no club-mates at one table."))
    parts = []
    if repeats:
        parts.append(
            say(
                NP_(
                    "%(num)d repeat meeting could not be avoided.",
                    "%(num)d repeat meetings could not be avoided.",
                ),
                repeats,
            )
        )
    if club_mates:
        parts.append(
            say(
                NP_(
                    "%(num)d pair of club-mates sits at one table.",
                    "%(num)d pairs of club-mates sit at one table.",
                ),
                club_mates,
            )
        )
    return " ".join(parts)
