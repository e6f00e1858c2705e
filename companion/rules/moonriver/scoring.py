"""Moon River final scoring: territories, resources, partners and ties."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, step

SECTION = "scoring"

SCORING = Topic(
    slug="scoring",
    title=_l("Scoring"),
    section=SECTION,
    blocks=(
        p(_l("Score after overpopulation. Each player adds up:")),
        item(_l("[[territory-points|Territory points]]: plots times cows for each territory.")),
        item(_l("[[resource-points|Resource points]]: 1 point for each resource symbol.")),
        item(_l("[[partner-points|Partner points]]: the gold prospectors, trappers and farmers.")),
        item(
            _l(
                "In Legends of the West, the scenario points: "
                "see [[choosing-a-scenario|Choosing a scenario]]."
            )
        ),
        p(_l("The highest total wins. For a tie, see [[ties|Ties]].")),
        p(_l("On the score pad, the scenario points go in the row directly above the total.")),
        p(_l("Plots still in storage, or discarded, score nothing.")),
        note(
            _l(
                "Example: a desert territory of 5 plots with 1 cow scores 5, a canyon of 7 "
                "with 3 cows 21, a prairie of 3 with 2 cows 6, a farm of 4 with 4 cows 16, "
                "and a forest without cows 0."
            )
        ),
        note(
            _l(
                "The same ranch has 4 nuggets, 1 beaver and 18 corn: 23 resource points. "
                "Its one farmer adds 18. The total is 89."
            )
        ),
    ),
    see_also=("territory-points", "resource-points", "partner-points", "quick-scoring"),
    keywords=(_l("points"), _l("score"), _l("score pad"), _l("final score"), _l("total")),
)

TERRITORY_POINTS = Topic(
    slug="territory-points",
    title=_l("Territory points"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "A **territory** is a group of plots of the same terrain joined side to side. "
                "Corners do not join plots."
            )
        ),
        p(_l("A lone plot is a territory of size 1.")),
        p(
            _l(
                "A plot of another terrain lying between two territories does not join them. "
                "They stay separate, and that plot is a territory of its own."
            )
        ),
        p(
            _l(
                "Each territory scores its number of plots multiplied by the number of cows "
                "standing in it."
            )
        ),
        item(_l("A territory without cows scores 0.")),
        item(
            _l(
                "Territories of the same terrain are scored one by one. "
                "The score pad shows their sum for each terrain."
            )
        ),
        item(_l("Cornfield territories always score 0, because cows may not stand on them.")),
        item(_l("Only the cows standing on plots count. Printed cow symbols do not.")),
        note(_l("Example: a canyon territory of 7 plots with 3 cows scores 7 × 3 = 21.")),
    ),
    see_also=("scoring", "overpopulation", "ties"),
    keywords=(_l("territory"), _l("region"), _l("area"), _l("size times cows"), _l("terrain")),
)

RESOURCE_POINTS = Topic(
    slug="resource-points",
    title=_l("Resource points"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "Each resource symbol in your ranch scores 1 point: "
                "nuggets, beavers and corn alike."
            )
        ),
        item(_l("Nuggets are found on desert, prairie and canyon plots.")),
        item(_l("Beavers are found on forest plots.")),
        item(_l("Corn is found on cornfield plots.")),
        item(_l("Farms show no resources.")),
        p(_l("A plot may show several symbols of its resource. Each symbol counts.")),
        p(_l("Plots in storage, or discarded, do not count.")),
        note(_l("Example: 4 nuggets, 1 beaver and 18 corn give 23 resource points.")),
    ),
    see_also=("scoring", "partner-points"),
    keywords=(_l("resources"), _l("nugget"), _l("beaver"), _l("corn"), _l("symbols")),
)

PARTNER_POINTS = Topic(
    slug="partner-points",
    title=_l("Partner points"),
    section=SECTION,
    blocks=(
        item(_l("Each [[gold-prospector|gold prospector]] scores 1 point per nugget symbol.")),
        item(_l("Each [[trapper|trapper]] scores 1 point per beaver symbol.")),
        item(_l("Each [[farmer|farmer]] scores 1 point per corn symbol.")),
        p(_l("These partners count the symbols of the whole ranch.")),
        p(_l("Every one of them scores: two farmers with 10 corn in the ranch give 20 points.")),
        p(_l("Cowboys, desperados and cattle thieves score no partner points.")),
    ),
    see_also=("partners", "resource-points", "scoring"),
    keywords=(_l("partner bonus"), _l("specialists"), _l("end-of-game effect")),
)

TIES = Topic(
    slug="ties",
    title=_l("Ties"),
    section=SECTION,
    blocks=(
        p(_l("If players tie for the highest total, compare only those players, step by step:")),
        step(
            _l(
                "The player with the largest single territory wins. Count its plots; "
                "any terrain counts, cornfields too, with or without cows."
            )
        ),
        step(_l("Still tied: the player with the most cows in the ranch wins.")),
        step(_l("Still tied: those players share the victory.")),
        note(_l("Cows are counted after overpopulation.")),
        note(
            _l(
                "The app ranks every player in the same order: total, then largest "
                "territory, then cows. It also says which step decided the winner."
            )
        ),
    ),
    see_also=("scoring", "territory-points", "overpopulation"),
    keywords=(_l("tie"), _l("tiebreak"), _l("tie-breaker"), _l("draw"), _l("same score")),
)

TOPICS = (SCORING, TERRITORY_POINTS, RESOURCE_POINTS, PARTNER_POINTS, TIES)
