"""Moon River partners: the herder rule every partner shares and the six faces."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p

SECTION = "partners"

PARTNERS = Topic(
    slug="partners",
    title=_l("Partners and the herder rule"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "A **partner** is a two-sided tile that you recruit from the Saloon "
                "with a circle symbol. One side shows a cowboy, the other a specialist."
            )
        ),
        p(
            _l(
                "Each partner in your ranch has two effects: the herder effect, "
                "which every partner has, and its own effect."
            )
        ),
        p(
            _l(
                "**Herder.** Every partner, whichever side is up, is a herder in its "
                "territory: it protects all the cows of that territory from the cattle thief."
            )
        ),
        note(_l("A herder does not protect cows from drought (skulls).")),
        p(
            _l(
                "**Partners with an immediate effect** act once, when they are placed. "
                "Using the effect is optional: [[cowboy|cowboy]], [[desperado|desperado]], "
                "[[cattle-thief|cattle thief]]."
            )
        ),
        p(
            _l(
                "**Partners with an end-of-game effect** score extra points at the end: "
                "[[gold-prospector|gold prospector]], [[trapper|trapper]], [[farmer|farmer]]."
            )
        ),
        p(_l("A partner lies on the circle of its plot, so a plot holds at most one partner.")),
        p(_l("All 20 partner tiles have the same cowboy side.")),
    ),
    see_also=("plot-symbols", "cattle-thief", "partner-points", "quick-partners"),
    keywords=(
        _l("herder"),
        _l("protection"),
        _l("protected cow"),
        _l("specialist"),
        _l("Saloon"),
    ),
)

COWBOY = Topic(
    slug="cowboy",
    title=_l("Cowboy"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "The cowboy is the side that every partner tile shares. "
                "Flip a recruited partner to this side to use it."
            )
        ),
        p(
            _l(
                "When you place the cowboy, you may make up to three moves with cows "
                "in your ranch. A move takes one cow to a neighbouring plot, "
                "horizontally or vertically."
            )
        ),
        item(_l("You may move the same cow more than once.")),
        item(_l("Cows may not cross a cornfield or stop on one.")),
        item(_l("A cow moves only onto a plot, never into an empty cell.")),
        item(
            _l(
                "Several cows may end up on one plot for now. "
                "Overpopulation settles that at the end of the game."
            )
        ),
        item(_l("A skull plot whose drought has been resolved is open to cows.")),
        p(
            _l(
                "At the end of the game, a cowboy scores no partner points. "
                "It is still a herder, and it counts as a partner in the Outlaws scenario."
            )
        ),
    ),
    see_also=("partners", "overpopulation", "outlaws"),
    keywords=(_l("move cows"), _l("moving cows"), _l("cowboy side")),
)

DESPERADO = Topic(
    slug="desperado",
    title=_l("Desperado"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "When you place the desperado, you may swap one plot from your storage "
                "with one plot from another player's storage."
            )
        ),
        item(_l("You and the other player must each have at least one stored plot.")),
        item(_l("The desperado scores no partner points.")),
        item(_l("In the [[outlaws|Outlaws]] scenario, the desperado is a bandit.")),
    ),
    see_also=("partners", "outlaws"),
    keywords=(_l("swap"), _l("exchange plots"), _l("bandit"), _l("outlaw")),
)

CATTLE_THIEF = Topic(
    slug="cattle-thief",
    title=_l("Cattle thief"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "When you place the cattle thief, you may steal one unprotected cow "
                "from another player's ranch."
            )
        ),
        p(_l("Stand the stolen cow on the cattle thief's own plot.")),
        p(
            _l(
                "A cow is protected when its territory holds at least one partner, "
                "on either side. That partner is its herder."
            )
        ),
        item(_l("Only partners stop the cattle thief. Nothing else protects a cow.")),
        item(_l("A cow in a territory without any partner can be stolen.")),
        item(_l("The cattle thief scores no partner points.")),
        item(_l("In the [[outlaws|Outlaws]] scenario, the cattle thief is a bandit.")),
        note(
            _l(
                "Cows may never stand on a cornfield. The app reports a cow on a cornfield "
                "as a mistake, and that cow counts nowhere. "
                "See [[how-this-app-scores|How this app scores]]."
            )
        ),
    ),
    see_also=("partners", "outlaws", "faq"),
    keywords=(_l("steal"), _l("stealing cows"), _l("thief"), _l("rustler"), _l("bandit")),
)

GOLD_PROSPECTOR = Topic(
    slug="gold-prospector",
    title=_l("Gold prospector"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "At the end of the game, each gold prospector scores 1 point for every "
                "nugget symbol in your ranch."
            )
        ),
        item(_l("Nuggets appear on desert, prairie and canyon plots.")),
        item(_l("The whole ranch counts, not just the prospector's territory.")),
        item(_l("Every gold prospector scores: two of them score twice.")),
        note(_l("Example: 6 nuggets and 2 gold prospectors give 12 partner points.")),
    ),
    see_also=("partner-points", "resource-points", "gold-rush"),
    keywords=(_l("prospector"), _l("gold"), _l("nuggets"), _l("miner")),
)

TRAPPER = Topic(
    slug="trapper",
    title=_l("Trapper"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "At the end of the game, each trapper scores 1 point for every "
                "beaver symbol in your ranch."
            )
        ),
        item(_l("Beavers appear on forest plots.")),
        item(_l("The whole ranch counts, not just the trapper's territory.")),
        item(_l("Every trapper scores: two of them score twice.")),
        note(_l("Example: 5 beavers and 1 trapper give 5 partner points.")),
    ),
    see_also=("partner-points", "resource-points"),
    keywords=(_l("beavers"), _l("hunter"), _l("fur")),
)

FARMER = Topic(
    slug="farmer",
    title=_l("Farmer"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "At the end of the game, each farmer scores 1 point for every "
                "corn symbol in your ranch."
            )
        ),
        item(_l("Corn appears on cornfield plots.")),
        item(_l("The whole ranch counts, not just the farmer's territory.")),
        item(_l("Every farmer scores: two of them score twice.")),
        note(_l("Example: a ranch with 18 corn and 1 farmer gets 18 partner points.")),
    ),
    see_also=("partner-points", "resource-points"),
    keywords=(_l("corn"), _l("cornfield"), _l("agriculture")),
)

TOPICS = (PARTNERS, COWBOY, DESPERADO, CATTLE_THIEF, GOLD_PROSPECTOR, TRAPPER, FARMER)
