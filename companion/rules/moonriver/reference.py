"""Moon River at the table: the questions players ask and one-screen quick references."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, step

SECTION = "reference"

FAQ = Topic(
    slug="faq",
    title=_l("Questions at the table"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "**Does the printed cow count at the end?** No. Only the cows standing on "
                "plots score. The symbol only brought a cow when its domino was placed."
            )
        ),
        p(
            _l(
                "**What stops the cattle thief?** A partner, on either side, in the same "
                "territory as the cow. Nothing else protects it. See [[cattle-thief]]."
            )
        ),
        p(
            _l(
                "**How is a tie broken?** The largest single territory wins, then the most "
                "cows; if still tied, the victory is shared. See [[ties]]."
            )
        ),
        p(
            _l(
                "**Can cows stand on cornfields?** No. The cowboy cannot move cows across or "
                "onto them, and cornfield territories always score 0."
            )
        ),
        p(
            _l(
                "**Does a partner protect cows from a skull?** No. Drought takes a cow even "
                "from a territory with partners."
            )
        ),
        p(
            _l(
                "**Can a cow stand on a skull plot?** Yes, once the skull has been resolved. "
                "The skull never acts again."
            )
        ),
        p(
            _l(
                "**Can I place a single plot?** No, plots are always placed as dominoes. "
                "The only exception is the bonus landscape tile of a two-player game."
            )
        ),
        p(
            _l(
                "**I must expand but cannot place a domino. What now?** Remove two of your "
                "plots from the game. They score nothing."
            )
        ),
        p(
            _l(
                "**How many dominoes may I place in one turn?** None or one; up to two if you "
                "have four plots. You must place one when your storage is full. In the final "
                "turn, place as many as you legally can."
            )
        ),
        p(
            _l(
                "**Do two farmers both score?** Yes. Every gold prospector, trapper and "
                "farmer scores on its own."
            )
        ),
        p(
            _l(
                "**Does the gold prospector count only its own territory?** No. It counts "
                "every nugget symbol in your ranch."
            )
        ),
        p(
            _l(
                "**Does a forest without cows score?** Not as a territory. Its beavers still "
                "score resource points."
            )
        ),
        p(
            _l(
                "**Does a lone plot between two territories join them?** No. They stay two "
                "territories, and the lone plot is a territory of size 1."
            )
        ),
        p(
            _l(
                "**Does a partner on its cowboy side count in an outlaw gang?** Yes, as a "
                "partner. But it is not a bandit."
            )
        ),
        p(
            _l(
                "**Can a gold vein mix deserts, prairies and canyons?** Yes. Each plot just "
                "needs at least one nugget."
            )
        ),
        p(
            _l(
                "**Can I use the desperado when the other player has no stored plot?** No. "
                "Both of you need at least one plot in storage."
            )
        ),
        p(
            _l(
                "**What if the Saloon is empty?** The circle does nothing. "
                "The Saloon is refilled at the end of the round."
            )
        ),
        p(
            _l(
                "**What happens to extra cows on a plot?** They stay until the end of the "
                "game, then overpopulation removes them. See [[overpopulation]]."
            )
        ),
        p(_l("**Can I win with an incomplete ranch?** Yes. Discarded plots simply score nothing.")),
        p(
            _l(
                "**Where do scenario points go on the score pad?** In the row directly above "
                "the total."
            )
        ),
    ),
    see_also=("how-this-app-scores", "glossary", "quick-scoring"),
    keywords=(_l("questions"), _l("FAQ"), _l("doubts"), _l("disputes"), _l("common mistakes")),
)

QUICK_TURN = Topic(
    slug="quick-turn",
    title=_l("Quick reference: a turn"),
    section=SECTION,
    blocks=(
        step(_l("Take your ranchero and its plot; put the plot in storage.")),
        step(_l("Storage full? You must expand this turn.")),
        step(
            _l(
                "Expand (optional): join 2 stored plots into a domino and place it. "
                "Up to 2 dominoes with 4 plots."
            )
        ),
        step(_l("Resolve the new domino's symbols: cows, skulls, circles.")),
        step(_l("Put your ranchero on an available plot of the other column.")),
        p(_l("**End of the round:** lay out a new column; refill the Saloon to 5.")),
        p(_l("**Connection:** touch a bridge, or match a terrain side to side.")),
        note(_l("Final round: no new plot; place every domino you legally can.")),
    ),
    see_also=("turn", "connection-rules", "end-of-round"),
    keywords=(_l("summary"), _l("cheat sheet"), _l("overview")),
)

QUICK_SYMBOLS = Topic(
    slug="quick-symbols",
    title=_l("Quick reference: symbols"),
    section=SECTION,
    blocks=(
        p(_l("Resolve in this order after placing a domino:")),
        step(_l("**Cow:** add a cow from the supply to that plot.")),
        step(_l("**Skull:** remove 1 cow from that plot's territory. Partners do not help.")),
        step(_l("**Circle:** recruit a partner from the Saloon onto that plot.")),
        p(_l("**Resources:** nugget, beaver, corn: 1 point each at the end.")),
        note(_l("Printed cows never score. Only the cows standing on plots do.")),
    ),
    see_also=("plot-symbols", "quick-partners"),
    keywords=(_l("summary"), _l("cheat sheet"), _l("icons")),
)

QUICK_PARTNERS = Topic(
    slug="quick-partners",
    title=_l("Quick reference: partners"),
    section=SECTION,
    blocks=(
        p(_l("**Every partner:** herder, protects its territory's cows from the cattle thief.")),
        item(_l("**Cowboy:** up to 3 cow moves; never across or onto a cornfield.")),
        item(_l("**Desperado:** swap a stored plot with another player.")),
        item(_l("**Cattle thief:** steal 1 unprotected cow onto its plot.")),
        item(_l("**Gold prospector:** +1 per nugget at the end.")),
        item(_l("**Trapper:** +1 per beaver at the end.")),
        item(_l("**Farmer:** +1 per corn at the end.")),
        note(_l("Immediate effects are optional. Bandits: desperado and cattle thief.")),
    ),
    see_also=("partners", "partner-points"),
    keywords=(_l("summary"), _l("cheat sheet"), _l("specialists")),
)

QUICK_SCORING = Topic(
    slug="quick-scoring",
    title=_l("Quick reference: scoring"),
    section=SECTION,
    blocks=(
        step(_l("Overpopulation: at most 1 cow per plot.")),
        step(_l("Territories: plots × cows. Cornfields score 0.")),
        step(_l("Resources: 1 per nugget, beaver and corn.")),
        step(_l("Partners: prospector per nugget, trapper per beaver, farmer per corn.")),
        step(_l("Scenario: each group of 3+ scores 10, plus 10 per extra.")),
        step(_l("Add everything up: the highest total wins.")),
        p(_l("**Tie:** largest territory, then most cows, then shared victory.")),
    ),
    see_also=("scoring", "ties", "how-this-app-scores"),
    keywords=(_l("summary"), _l("cheat sheet"), _l("points")),
)

TOPICS = (FAQ, QUICK_TURN, QUICK_SYMBOLS, QUICK_PARTNERS, QUICK_SCORING)
