"""Moon River: the end of a round, the end of the game and overpopulation."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, step

SECTION = "ending"

END_OF_ROUND = Topic(
    slug="end-of-round",
    title=_l("End of the round"),
    section=SECTION,
    blocks=(
        p(_l("A round ends when every ranchero has taken its turn. Then:")),
        step(_l("Lay out a new column of 4 plots, sorted by number as in the set-up.")),
        step(
            _l(
                "If partners were recruited this round, refill the Saloon up to 5 partners, "
                "specialist side up."
            )
        ),
        step(_l("Start the next round.")),
        note(_l("With three players, the plot that nobody chose in a column leaves the game.")),
        note(
            _l(
                "If the box is empty when a new column is needed, the next round is the "
                "final round. See [[end-of-game|End of the game]]."
            )
        ),
    ),
    see_also=("turn", "end-of-game"),
    keywords=(_l("new column"), _l("refill the Saloon"), _l("round")),
)

END_OF_GAME = Topic(
    slug="end-of-game",
    title=_l("End of the game"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "At the end of a round, if the box has no plots left for a new column, "
                "skip the new column. Refill the Saloon if needed, then play the final round."
            )
        ),
        p(
            _l(
                "The 96 plots make 24 columns, so every player receives 24 plots with "
                "three or four players, and 48 plots with two."
            )
        ),
        p(_l("In your final turn there is no new plot to choose.")),
        p(
            _l(
                "**Final forced placements.** In your final turn, repeat the expand action "
                "until your storage is empty, always following the connection rules."
            )
        ),
        item(_l("If a domino can be placed legally, you must place it, even if it hurts you.")),
        item(
            _l(
                "Its symbols are resolved as usual, so you may still recruit partners "
                "and use their effects."
            )
        ),
        item(_l("The limit of two dominoes per turn does not apply here.")),
        item(
            _l(
                "When your remaining plots cannot form a legal domino, discard them. "
                "Your ranch is then incomplete, which does not stop you from winning."
            )
        ),
        p(
            _l(
                "Then every player checks [[overpopulation|overpopulation]], "
                "and you move on to [[scoring|scoring]]."
            )
        ),
        note(
            _l(
                "The Portuguese edition, and the Spanish one read one way, put the forced "
                "placements after the whole final round. The German and Chinese editions put "
                "them in each player's own final turn, and so does this app."
            )
        ),
    ),
    see_also=("overpopulation", "scoring", "quick-scoring"),
    keywords=(
        _l("final round"),
        _l("last turn"),
        _l("forced placement"),
        _l("game end"),
        _l("discard"),
    ),
)

OVERPOPULATION = Topic(
    slug="overpopulation",
    title=_l("Overpopulation"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "After the last turn and before scoring, each plot may hold at most one cow. "
                "Remove every extra cow."
            )
        ),
        p(
            _l(
                "Example: a farm territory of 4 plots with one cow on each keeps all 4 cows. "
                "A plot with 3 cows keeps only 1."
            )
        ),
        p(
            _l(
                "The German edition returns the removed cows to the general supply, "
                "the other editions to the box. It makes no difference to the score."
            )
        ),
        note(
            _l(
                "The app does this for you: enter the cows as they stand on the table, "
                "and it reports how many it removed."
            )
        ),
    ),
    see_also=("end-of-game", "territory-points", "ties"),
    keywords=(_l("too many cows"), _l("one cow per plot"), _l("extra cows"), _l("crowding")),
)

TOPICS = (END_OF_ROUND, END_OF_GAME, OVERPOPULATION)
