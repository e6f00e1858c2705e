"""Moon River for two players: the 5 x 10 ranch, set-up changes, bonus landscape tiles."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, step

SECTION = "two-players"

TWO_PLAYERS = Topic(
    slug="two-players",
    title=_l("Two players"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "Two players can play the base game or Legends of the West, "
                "with the following changes."
            )
        ),
        p(
            _l(
                "**Ranch.** All 96 plots are used. Each ranch is a grid 5 plots wide and "
                "10 rows deep, above the Reservation board."
            )
        ),
        p(
            _l(
                "Each player places at most 24 dominoes, that is 48 plots. "
                "The ranch has room for 49: the extra space is for one bonus landscape tile."
            )
        ),
        p(_l("**Set-up.** Set up as usual, with these changes:")),
        item(_l("Step A: each player also takes the second ranchero of their colour.")),
        item(
            _l(
                "Step G: the player whose ranchero falls first puts it on one of the 4 plots. "
                "The other player then places both rancheros on two free plots."
            )
        ),
        item(_l("The first player then puts their second ranchero on the last free plot.")),
        item(_l("Lay out the 2 bonus landscape tiles.")),
        p(_l("**Turns.** Each player plays two turns per column, one for each ranchero.")),
        p(
            _l(
                "**Bonus landscape tiles.** The first player to reach the 10th and last row "
                "of their ranch with a domino first resolves that domino's symbols, then:"
            )
        ),
        step(_l("Takes one of the two bonus landscape tiles.")),
        step(_l("Chooses which side to use.")),
        step(
            _l(
                "Places it at once, following the connection rules, "
                "and recruits a partner for its circle."
            )
        ),
        p(_l("A bonus landscape tile that cannot be placed leaves the game.")),
        p(
            _l(
                "When the other player reaches their 10th row, they take the remaining tile "
                "and use it the same way."
            )
        ),
        note(
            _l(
                "A bonus landscape tile is a single plot: the one exception to the rule "
                "that plots are placed in pairs."
            )
        ),
        note(
            _l(
                "**Where the ranch lies.** The German and Chinese editions put the 5 by 10 "
                "grid above the Reservation board; the Spanish and Portuguese ones say the "
                "area includes the centre of the board. Both fit one picture: the grid starts "
                "along the board, centred on it as in the base game, and grows 10 rows away "
                "from it. The app counts row 1 along the board and row 10 last."
            )
        ),
        note(
            _l(
                "The Spanish edition says at least 24 dominoes where the others say at most; "
                "at most is right. The Spanish and Chinese editions also put the ranchero "
                "change under step C instead of step G."
            )
        ),
    ),
    see_also=("setup", "connection-rules", "how-this-app-scores"),
    keywords=(
        _l("2 players"),
        _l("two-player game"),
        _l("bonus tile"),
        _l("bonus landscape tile"),
        _l("5x10"),
        _l("10th row"),
    ),
)

TOPICS = (TWO_PLAYERS,)
