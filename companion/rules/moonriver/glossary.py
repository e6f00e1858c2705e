"""The Moon River glossary: every official term, each linked to the topic that explains it.

The items are written here in English order; each page shows them sorted by its own
language's order (``Topic.items_by_name``), so the Chinese page lists them by strokes.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, p

SECTION = "reference"

GLOSSARY = Topic(
    slug="glossary",
    title=_l("Glossary"),
    section=SECTION,
    blocks=(
        p(_l("The official game terms, in alphabetical order.")),
        item(_l("**[[setup|Available plot]]**: a plot of the column without a ranchero on it.")),
        item(_l("**[[outlaws|Bandit]]**: a desperado or a cattle thief, in the Outlaws scenario.")),
        item(_l("**[[resource-points|Beaver]]**: the resource symbol of forest plots.")),
        item(
            _l(
                "**[[two-players|Bonus landscape tile]]**: a single-plot tile that each "
                "player can add in a two-player game."
            )
        ),
        item(
            _l(
                "**[[connection-rules|Bridge]]**: a spot on the Reservation board where "
                "dominoes may connect to your ranch."
            )
        ),
        item(
            _l(
                "**[[cattle-thief|Cattle thief]]**: a partner that steals an unprotected "
                "cow from another player."
            )
        ),
        item(
            _l(
                "**[[plot-symbols|Circle]]**: a plot symbol that recruits a partner "
                "from the Saloon."
            )
        ),
        item(_l("**[[setup|Column]]**: 4 plots laid out beside the box, sorted by number.")),
        item(_l("**[[farmer|Corn]]**: the resource symbol of cornfield plots.")),
        item(
            _l(
                "**[[plot-symbols|Cow]]**: a cow meeple standing on a plot. "
                "Only cows standing on plots score."
            )
        ),
        item(
            _l(
                "**[[cowboy|Cowboy]]**: the side every partner tile shares; "
                "it moves cows up to three times."
            )
        ),
        item(
            _l(
                "**[[desperado|Desperado]]**: a partner that swaps a stored plot "
                "with another player."
            )
        ),
        item(_l("**[[connection-rules|Domino]]**: two plots joined to be placed together.")),
        item(_l("**[[setup|Draw pile]]**: the plots waiting in the box, numbered side up.")),
        item(
            _l(
                "**[[plot-symbols|Drought]]**: the effect of a skull; "
                "it removes a cow from the territory."
            )
        ),
        item(_l("**[[farmer|Farmer]]**: a partner worth 1 point per corn at the end.")),
        item(
            _l(
                "**[[gold-prospector|Gold prospector]]**: a partner worth 1 point "
                "per nugget at the end."
            )
        ),
        item(
            _l(
                "**[[gold-rush|Gold vein]]**: 3 or more joined plots with nuggets, "
                "in the Gold Rush scenario."
            )
        ),
        item(
            _l(
                "**[[partners|Herder]]**: what every partner is in its territory; "
                "it protects cows from the cattle thief."
            )
        ),
        item(
            _l(
                "**[[legends-of-the-west|Legends of the West]]**: the advanced game, "
                "with characters and a scenario."
            )
        ),
        item(_l("**[[resource-points|Nugget]]**: the gold symbol of desert, prairie and canyon.")),
        item(
            _l(
                "**[[outlaws|Outlaw gang]]**: 3 or more joined plots with partners, including "
                "a bandit, in the Outlaws scenario."
            )
        ),
        item(
            _l(
                "**[[overpopulation|Overpopulation]]**: the end-of-game check that leaves "
                "at most one cow per plot."
            )
        ),
        item(_l("**[[partners|Partner]]**: a two-sided tile recruited from the Saloon.")),
        item(_l("**[[components|Plot]]**: one square tile: half a domino.")),
        item(_l("**[[turn|Ranch]]**: the plots you have placed above your Reservation board.")),
        item(_l("**[[turn|Ranchero]]**: your pawn; it chooses your next plot.")),
        item(
            _l(
                "**[[setup|Reservation board]]**: your player board, with bridges "
                "and storage spaces."
            )
        ),
        item(
            _l(
                "**[[timber-rafting|River]]**: it runs along your Reservation board, "
                "next to row 1 of your ranch."
            )
        ),
        item(_l("**[[plot-symbols|Saloon]]**: the board where 5 partners wait to be recruited.")),
        item(
            _l(
                "**[[choosing-a-scenario|Scenario]]**: the extra scoring of a Legends of "
                "the West game."
            )
        ),
        item(_l("**[[plot-symbols|Skull]]**: a plot symbol that causes a drought.")),
        item(
            _l(
                "**[[turn|Storage space]]**: a space on your Reservation board for a plot "
                "you have taken."
            )
        ),
        item(
            _l(
                "**[[territory-points|Territory]]**: joined plots of the same terrain; "
                "a lone plot too."
            )
        ),
        item(
            _l(
                "**[[moon-river-city|Town]]**: 3 or more joined farm plots, "
                "in the Moon River City scenario."
            )
        ),
        item(_l("**[[trapper|Trapper]]**: a partner worth 1 point per beaver at the end.")),
        item(
            _l(
                "**[[timber-rafting|Woodcutting area]]**: 3 or more joined forest plots, at "
                "least one of them touching the river, in the Timber Rafting scenario."
            )
        ),
    ),
    see_also=("components", "faq"),
    keywords=(_l("terms"), _l("definitions"), _l("vocabulary"), _l("words")),
    items_by_name=True,
)

TOPICS = (GLOSSARY,)
