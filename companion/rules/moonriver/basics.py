"""Moon River basics: the components, the set-up, a turn, placing dominoes, plot symbols.

Written in the project's own words from the facts of the four rulebooks
(docs/editions.md lists where editions differ); every block is one short translatable string.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, step

SECTION = "basics"

COMPONENTS = Topic(
    slug="components",
    title=_l("Components"),
    section=SECTION,
    blocks=(
        p(_l("A game of Moon River uses these components:")),
        item(
            _l(
                "4 two-sided **Reservation boards**: the Camp side for the base game, "
                "the Legends of the West side for the advanced game."
            )
        ),
        item(_l("8 **rancheros**: 2 in each colour (purple, orange, green and white).")),
        item(_l("96 **plots**. Two plots joined together form a **domino**.")),
        item(_l("20 two-sided **partner** tiles: a cowboy side and a specialist side.")),
        item(_l("32 **cows**.")),
        item(
            _l(
                "2 **bonus landscape tiles**, used only in two-player games. "
                "Each side shows a different landscape."
            )
        ),
        item(_l("1 **Saloon** board with 5 spaces for partners.")),
        item(_l("1 score pad.")),
        p(_l("Every plot has a numbered side and a landscape side.")),
        p(
            _l(
                "The landscape side shows one of six terrains: desert, canyon, prairie, "
                "forest, cornfield or farm."
            )
        ),
        p(
            _l(
                "Many plots show resource symbols: **nuggets** on desert, prairie and canyon, "
                "**beavers** on forest, **corn** on cornfield. Farms show no resources."
            )
        ),
        p(
            _l(
                "Some plots also show a cow, skull or circle symbol. "
                "See [[plot-symbols|Plot symbols]]."
            )
        ),
        note(
            _l(
                "The box holds the draw pile: the plots not yet laid out wait there, "
                "numbered side up."
            )
        ),
    ),
    see_also=("setup", "plot-symbols", "partners"),
    keywords=(_l("contents of the box"), _l("pieces"), _l("tiles"), _l("meeples")),
)

SETUP = Topic(
    slug="setup",
    title=_l("Set-up"),
    section=SECTION,
    blocks=(
        p(_l("These steps set up a base game for three or four players.")),
        step(
            _l(
                "Each player chooses a colour and takes that colour's Reservation board, "
                "Camp side up, and one ranchero."
            )
        ),
        step(_l("Put all the cows within reach: they are the general supply.")),
        step(_l("Put the score pad aside. You need it only at the end of the game.")),
        step(
            _l(
                "Put the Saloon board next to the box. Shuffle the partner tiles cowboy side "
                "up and stack them in two piles at the Saloon's entrance."
            )
        ),
        step(
            _l(
                "Take 5 partner tiles from the piles and lay them specialist side up "
                "on the 5 Saloon spaces."
            )
        ),
        step(
            _l(
                "Shuffle the 96 plots numbered side up and put them back in the box. "
                "They are the draw pile."
            )
        ),
        step(
            _l(
                "Draw 4 plots and lay them out in a column beside the box, sorted by "
                "number: the lowest number nearest the box."
            )
        ),
        step(
            _l(
                "Plots with the same number keep the order in which they were drawn. "
                "Then turn all 4 plots landscape side up."
            )
        ),
        step(
            _l(
                "One player drops the rancheros one by one at random. As each ranchero "
                "falls, its owner puts it on an available plot of the column."
            )
        ),
        step(_l("Lay out a second column of 4 plots in the same way, beside the first one.")),
        item(_l("An available plot is a plot without a ranchero on it.")),
        item(_l("With four players, the last ranchero goes on the last free plot.")),
        item(_l("With three players, the plot that nobody chose leaves the game.")),
        note(
            _l(
                "The plots farthest from the box are usually the best ones. "
                "But a ranchero placed there plays later in the next round."
            )
        ),
        note(
            _l(
                "Legends of the West changes one thing only: the Reservation boards go "
                "Legends of the West side up. See [[legends-of-the-west|Legends of the West]]."
            )
        ),
        note(_l("Two players change a few steps: see [[two-players|Two players]].")),
    ),
    see_also=("components", "turn", "two-players"),
    keywords=(_l("setup"), _l("preparation"), _l("getting started"), _l("start")),
)

TURN = Topic(
    slug="turn",
    title=_l("A turn"),
    section=SECTION,
    blocks=(
        p(_l("The game is played in rounds. In each round, every ranchero takes one turn.")),
        p(
            _l(
                "The turn order follows the column being taken: the ranchero nearest the "
                "box plays first, the one farthest from the box plays last."
            )
        ),
        p(_l("On your turn, carry out these three actions in order:")),
        step(
            _l(
                "**Take your plot** (mandatory): take your ranchero and the plot under it. "
                "Put the plot on a free storage space of your Reservation board."
            )
        ),
        step(
            _l(
                "**Expand your ranch** (optional): join two of your stored plots into a "
                "domino and place it in your ranch."
            )
        ),
        step(
            _l(
                "**Choose a new plot** (mandatory): put your ranchero on an available plot "
                "of the other column. Your turn ends."
            )
        ),
        note(
            _l(
                "No free storage space? Put the new plot beside your board. "
                "You must then expand your ranch, choosing two plots among your stored "
                "plots and the new one."
            )
        ),
        p(_l("You may expand your ranch only if you have at least two plots in storage.")),
        p(_l("The two plots of a domino may face any way you like.")),
        p(
            _l(
                "With four plots on your turn, you may form and place up to two dominoes, "
                "one after the other."
            )
        ),
        p(_l("You may never place a single plot. A domino, once placed, never moves.")),
        p(
            _l(
                "If you must expand but no domino can be placed legally, remove two of your "
                "plots from the game. They score nothing."
            )
        ),
        p(_l("You may never form a domino on purpose that you cannot place.")),
        p(
            _l(
                "Each domino's symbols are resolved as soon as it is placed: "
                "see [[plot-symbols|Plot symbols]]."
            )
        ),
        note(
            _l(
                "In the final round there is no new plot to choose. "
                "See [[end-of-game|End of the game]]."
            )
        ),
    ),
    see_also=("connection-rules", "plot-symbols", "end-of-round", "quick-turn"),
    keywords=(
        _l("turn order"),
        _l("take your plot"),
        _l("expand your ranch"),
        _l("choose a new plot"),
        _l("storage space"),
        _l("actions"),
    ),
)

CONNECTION_RULES = Topic(
    slug="connection-rules",
    title=_l("Connection rules"),
    section=SECTION,
    blocks=(
        p(_l("Your ranch grows away from the river, above your Reservation board.")),
        item(
            _l(
                "With three or four players, every domino lies inside a grid of 5 by 5 "
                "plots above your board. It may not stick out of the grid."
            )
        ),
        item(_l("With two players, the grid is 5 plots wide and 10 rows deep.")),
        item(
            _l(
                "Your first domino must touch one of the bridges on your Reservation board. "
                "Any terrain may touch a bridge."
            )
        ),
        item(
            _l(
                "Each later domino either touches a bridge, or at least one of its plots "
                "shares a side with a plot of the same terrain already in your ranch."
            )
        ),
        item(_l("The other plot of that domino may touch any terrain.")),
        item(_l("Plots touch along a side, horizontally or vertically. A corner is not enough.")),
        item(_l("You choose the orientation of the domino.")),
        note(
            _l(
                "A ranch holds at most 12 dominoes (24 plots) with three or four players, "
                "so at least one cell of the 5 by 5 grid stays empty."
            )
        ),
        note(
            _l(
                "The number and position of the bridges depend on the board. "
                "See [[character-boards|Character boards]]."
            )
        ),
    ),
    see_also=("turn", "territory-points", "character-boards"),
    keywords=(
        _l("placing dominoes"),
        _l("placement"),
        _l("bridge"),
        _l("adjacent"),
        _l("grid"),
        _l("5x5"),
    ),
)

PLOT_SYMBOLS = Topic(
    slug="plot-symbols",
    title=_l("Plot symbols: cows, skulls, circles"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "Right after placing a domino, resolve the symbols on it in this order: "
                "cows first, then skulls, then circles."
            )
        ),
        p(
            _l(
                "**Cows.** For each cow symbol, take a cow from the general supply and stand "
                "it on that plot. A plot shows one or two cow symbols."
            )
        ),
        p(
            _l(
                "**Skulls and drought.** A skull is a drought in the territory its plot "
                "belongs to. For each skull, remove one cow of your choice from that "
                "territory."
            )
        ),
        item(_l("If that territory has no cow, the skull does nothing.")),
        item(_l("The cows that the same domino has just brought can be lost to its skull.")),
        item(_l("Partners do not protect cows from drought.")),
        item(
            _l(
                "Once resolved, a skull is ignored for the rest of the game. "
                "Cows may later stand on that plot."
            )
        ),
        p(_l("**Circles and recruiting.** Each circle lets you recruit one partner:")),
        step(_l("Choose one partner tile from the Saloon.")),
        step(
            _l(
                "Keep it specialist side up or flip it to its cowboy side, "
                "and lay it on the circle."
            )
        ),
        step(_l("If the partner has an immediate effect, you may use it now.")),
        item(
            _l(
                "A domino with two circles recruits two partners, one after the other, "
                "in the order you like."
            )
        ),
        item(_l("If the Saloon is empty, the circle does nothing.")),
        item(_l("The Saloon is refilled only at the end of the round.")),
        note(
            _l(
                "Printed symbols act only once, when their domino is placed. "
                "At the end of the game only the cows standing on plots count, "
                "never the printed cow symbols."
            )
        ),
    ),
    see_also=("partners", "cattle-thief", "quick-symbols"),
    keywords=(
        _l("cow symbol"),
        _l("skull"),
        _l("drought"),
        _l("circle"),
        _l("recruit"),
        _l("hire"),
        _l("effects"),
    ),
)

TOPICS = (COMPONENTS, SETUP, TURN, CONNECTION_RULES, PLOT_SYMBOLS)
