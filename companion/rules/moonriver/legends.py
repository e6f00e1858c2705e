"""Moon River's advanced mode, Legends of the West: characters and the four scenarios."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p

SECTION = "legends"

GROUP_FORMULA = _l(
    "A group scores 10 points for its first 3, plus 10 points for each one beyond the third: "
    "3 → 10, 4 → 20, 5 → 30, 6 → 40. A smaller group scores nothing."
)
"""Shared by the scenario pages: one string, so it is translated once."""

LEGENDS = Topic(
    slug="legends-of-the-west",
    title=_l("Legends of the West"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "Legends of the West is the advanced game. Each player plays a legendary "
                "character of the West, and everyone plays the same scenario."
            )
        ),
        p(
            _l(
                "Set up as for the base game, with one change: the Reservation boards go "
                "Legends of the West side up. See [[character-boards|Character boards]]."
            )
        ),
        p(_l("Turns are played exactly as in the base game.")),
        p(_l("Before the first turn, choose the scenario: see [[choosing-a-scenario]].")),
        p(
            _l(
                "At the end, after overpopulation, each player adds the scenario points "
                "to the usual scoring."
            )
        ),
        p(GROUP_FORMULA),
        note(_l("Two players can play Legends of the West too.")),
    ),
    see_also=("character-boards", "choosing-a-scenario", "scoring"),
    keywords=(_l("advanced game"), _l("advanced mode"), _l("scenario"), _l("legends")),
)

CHARACTER_BOARDS = Topic(
    slug="character-boards",
    title=_l("Character boards"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "The Legends of the West side of each Reservation board is a character. "
                "The characters differ in the number and position of their bridges and "
                "in the number of their storage spaces."
            )
        ),
        item(_l("**Mary** (purple): 1 bridge and 4 storage spaces.")),
        item(_l("**Wesley** (white): 2 bridges and 3 storage spaces.")),
        item(_l("**Calamity** (orange): 2 bridges and 3 storage spaces.")),
        item(_l("**Big Jo** (green): 3 bridges and 2 storage spaces.")),
        p(
            _l(
                "**Bridges.** Your first domino must touch a bridge, and a later domino that "
                "touches a bridge needs no matching terrain. "
                "See [[connection-rules|Connection rules]]."
            )
        ),
        p(
            _l(
                "**Storage spaces.** They hold the plots you take until you place them. "
                "When they are full, you must expand your ranch on that turn."
            )
        ),
        p(
            _l(
                "More bridges give more freedom in placing dominoes. "
                "More storage lets you wait for the right plots."
            )
        ),
        note(_l("The rulebooks give no numbers for the Camp side: look at your board.")),
    ),
    see_also=("legends-of-the-west", "connection-rules", "turn"),
    keywords=(
        _l("Mary"),
        _l("Wesley"),
        _l("Calamity"),
        _l("Big Jo"),
        _l("characters"),
        _l("bridges"),
        _l("storage"),
    ),
)

CHOOSING = Topic(
    slug="choosing-a-scenario",
    title=_l("Choosing a scenario"),
    section=SECTION,
    blocks=(
        p(_l("Agree on one scenario, or draw one at random.")),
        p(
            _l(
                "To draw at random, take one plot of each number 1, 2, 3 and 4, "
                "shuffle them and draw one."
            )
        ),
        item(_l("1: [[timber-rafting|Timber Rafting]].")),
        item(_l("2: [[gold-rush|Gold Rush]].")),
        item(_l("3: [[outlaws|Outlaws]].")),
        item(_l("4: [[moon-river-city|Moon River City]].")),
        p(_l("Then shuffle those four plots back into the box.")),
        p(_l("Only one scenario is played in a game. The base game has none.")),
        p(GROUP_FORMULA),
        p(_l("On the score pad, the scenario points go in the row directly above the total.")),
    ),
    see_also=("legends-of-the-west", "scoring"),
    keywords=(_l("scenario"), _l("random scenario"), _l("draw a scenario")),
)

TIMBER_RAFTING = Topic(
    slug="timber-rafting",
    title=_l("Timber Rafting"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "A **woodcutting area** is a group of at least 3 forest plots joined side "
                "to side, with at least one of them touching the river."
            )
        ),
        p(
            _l(
                "Each woodcutting area scores 10 points, plus 10 points for each forest plot "
                "beyond the third."
            )
        ),
        p(
            _l(
                "The river runs along your Reservation board: "
                "the plots in the row next to the board touch it."
            )
        ),
        note(
            _l(
                "Example: a woodcutting area of 6 forest plots scores 40. "
                "Two separate areas of 3 plots score 20 together."
            )
        ),
    ),
    see_also=("choosing-a-scenario", "territory-points", "how-this-app-scores"),
    keywords=(_l("woodcutting area"), _l("forest"), _l("river"), _l("wood"), _l("timber")),
)

GOLD_RUSH = Topic(
    slug="gold-rush",
    title=_l("Gold Rush"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "A **gold vein** is a group of at least 3 plots joined side to side, "
                "each showing at least one nugget."
            )
        ),
        p(_l("Desert, prairie and canyon plots may mix in one gold vein.")),
        p(_l("Each gold vein scores 10 points, plus 10 points for each nugget beyond the third.")),
        note(
            _l(
                "Editions differ: the Spanish, German and Portuguese rulebooks count nugget "
                "symbols, the Chinese rulebook counts plots. It matters only when a plot "
                "shows two nuggets. This app counts nuggets."
            )
        ),
        note(
            _l("So a vein of 3 plots with 4 nuggets scores 20 in this app (10 if you count plots).")
        ),
        note(
            _l(
                "Example: a gold vein with 6 nuggets scores 40. "
                "Two separate veins of 3 nuggets score 20 together."
            )
        ),
        p(_l("Three nuggets on only two plots are not a vein: a vein needs 3 plots.")),
    ),
    see_also=("choosing-a-scenario", "gold-prospector", "how-this-app-scores"),
    keywords=(_l("gold vein"), _l("nuggets"), _l("gold"), _l("mine")),
)

OUTLAWS = Topic(
    slug="outlaws",
    title=_l("Outlaws"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "An **outlaw gang** is a group of at least 3 plots joined side to side, "
                "each holding a partner, with at least one bandit among them."
            )
        ),
        p(
            _l(
                "A **bandit** is a [[desperado|desperado]] or a "
                "[[cattle-thief|cattle thief]], specialist side up."
            )
        ),
        p(
            _l(
                "Each outlaw gang scores 10 points, plus 10 points for each partner beyond "
                "the third."
            )
        ),
        item(_l("The terrain of the plots does not matter.")),
        item(
            _l(
                "Partners on their cowboy side count towards the size of the gang, "
                "but they are not bandits."
            )
        ),
        note(
            _l(
                "Example: a gang of 6 partners scores 40. "
                "Two separate gangs of 3 partners score 20 together."
            )
        ),
    ),
    see_also=("choosing-a-scenario", "partners", "desperado", "cattle-thief"),
    keywords=(_l("outlaw gang"), _l("gang"), _l("bandit"), _l("band")),
)

MOON_RIVER_CITY = Topic(
    slug="moon-river-city",
    title=_l("Moon River City"),
    section=SECTION,
    blocks=(
        p(_l("A **town** is a group of at least 3 farm plots joined side to side.")),
        p(_l("Each town scores 10 points, plus 10 points for each farm plot beyond the third.")),
        note(
            _l(
                "Example: a town of 6 farm plots scores 40. "
                "Two separate towns of 3 farm plots score 20 together."
            )
        ),
    ),
    see_also=("choosing-a-scenario", "territory-points"),
    keywords=(_l("town"), _l("city"), _l("farms"), _l("village")),
)

TOPICS = (LEGENDS, CHARACTER_BOARDS, CHOOSING, TIMBER_RAFTING, GOLD_RUSH, OUTLAWS, MOON_RIVER_CITY)
