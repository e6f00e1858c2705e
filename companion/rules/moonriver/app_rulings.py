"""How this app scores: every scoring ruling the app follows, each with its reason.

The rules reference shows players each decision the app
makes where the editions are silent or disagree. The ruling codes (G1, P2, ...)
are kept in the text so players and developers can refer to the same item.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, note, p

SECTION = "app"

GRID = (
    p(_l("**The ranch grid.** Rows are counted from the river: row 1 lies along the board.")),
    p(
        _l(
            "**G1.** With three or four players, a ranch is 5 columns by 5 rows and holds at most "
            "24 plots (12 dominoes). Why: each player receives 24 plots."
        )
    ),
    p(
        _l(
            "**G2.** With two players, a ranch is 5 columns by 10 rows and holds at most 49 plots: "
            "48 plots of 24 dominoes and one bonus landscape tile. Why: the rulebooks give "
            "49 spaces for a 5 by 10 grid, so the app reads 49 as the number of plots."
        )
    ),
    p(
        _l(
            "**G3.** Any cell may be empty; the app never assumes a blocked cell. "
            "Why: no rulebook says which cell, if any, is unavailable."
        )
    ),
    p(
        _l(
            "**G4.** A plot touches the river when it lies in row 1. Why: the ranch is built "
            "from the river side of the board, and no edition names other river plots."
        )
    ),
)

PLOTS = (
    p(_l("**What you enter for each plot.**")),
    p(_l("**P1.** Exactly one terrain: desert, canyon, prairie, forest, cornfield or farm.")),
    p(
        _l(
            "**P2.** A whole number of resource symbols, 0 to 9. Nuggets on desert, prairie and "
            "canyon, beavers on forest, corn on cornfield; a farm with resources is refused. "
            "Why: a plot can show several symbols, as the rulebook example proves."
        )
    ),
    p(
        _l(
            "**P3.** The cows standing on the plot, as found on the table before "
            "overpopulation. Why: the app then removes the extra cows itself."
        )
    ),
    p(
        _l(
            "**P4.** At most one partner, named by the face that is up. "
            "Why: a plot has at most one circle."
        )
    ),
    p(
        _l(
            "**P5.** Printed cow, skull and circle symbols are not entered. "
            "Why: they act during play only and never change the final score."
        )
    ),
)

SCORING = (
    p(_l("**Scoring, in order.**")),
    p(
        _l(
            "**S1.** Overpopulation first: each plot keeps at most one cow, and the app reports "
            "how many cows it removed. Why: all editions check overpopulation before scoring."
        )
    ),
    p(
        _l(
            "**S2.** A cow on a cornfield gets a warning naming the plot, and it counts nowhere: "
            "not in territory points, not in the cow tiebreak. Why: every edition forbids cows "
            "on cornfields, so such a cow is a mistake on the table."
        )
    ),
    p(
        _l(
            "**S3.** A territory is a largest group of plots of one terrain joined side to side. "
            "A lone plot between two territories does not join them. Why: this is the "
            "glossary definition; only the Chinese edition adds a note, with the same meaning."
        )
    ),
    p(
        _l(
            "**S4.** Each territory scores plots times cows; cornfield territories always score "
            "0; territories of one terrain are summed on the score sheet. "
            "Why: that is how every edition's score pad works."
        )
    ),
    p(_l("**S5.** Resource points: 1 point per resource symbol in the ranch.")),
    p(
        _l(
            "**S6.** Each gold prospector scores 1 per nugget, each trapper 1 per beaver, each "
            "farmer 1 per corn, and they all score. Cowboys, desperados and cattle thieves "
            "score nothing here. Why: the rulebooks say each of these partners scores."
        )
    ),
    p(
        _l(
            "**S7.** Scenario points, Legends of the West only: each group of 3 or more scores "
            "10 + 10 × (size − 3); smaller groups score nothing. Why: this is the rulebooks' "
            "formula; a group is always as large as it can be, which never lowers a score."
        )
    ),
    p(
        _l(
            "**S7 Timber Rafting.** A forest territory of 3 or more plots with a plot in row 1; "
            "its size is its plots."
        )
    ),
    p(
        _l(
            "**S7 Gold Rush.** 3 or more plots joined side to side that each show at least one "
            "nugget, any terrain mixed; its size is the number of nugget symbols, not plots."
        )
    ),
    p(
        _l(
            "**S7 Outlaws.** Plots joined side to side that each hold a partner, with at least "
            "one desperado or cattle thief face up; its size is the partners, cowboys included."
        )
    ),
    p(_l("**S7 Moon River City.** A farm territory of 3 or more plots; its size is its plots.")),
    p(_l("**S8.** Total = territory points + resource points + partner points + scenario points.")),
)

WINNER = (
    p(_l("**Winner and ties.**")),
    p(_l("**W1.** The highest total wins.")),
    p(
        _l(
            "**W2.** Among players tied on the highest total, the largest single territory wins: "
            "any terrain, cornfields included, with or without cows. Why: every edition "
            "says so."
        )
    ),
    p(
        _l(
            "**W3.** Still tied: the most cows in the ranch wins, counted after overpopulation "
            "and without cows on cornfields."
        )
    ),
    p(_l("**W4.** Still tied: those players share the victory.")),
    p(
        _l(
            "**W5.** Every player is ranked in the same order: total, largest territory, cows. "
            "Players equal on all three share a rank. Why: a table wants second and third "
            "places too."
        )
    ),
    p(
        _l(
            "**W6.** The result says which step decided the winner: a clear total, the largest "
            "territory, the cows, or a shared victory."
        )
    ),
)

TABLE = (
    p(_l("**What the app refuses.** These cannot happen with the real game, so they are typos.")),
    p(
        _l(
            "**T1.** 2 to 4 players per game, each with a different name; a single ranch "
            "is a score check (T7)."
        )
    ),
    p(_l("**T2.** At most 32 cows on all ranches together. Why: the box holds 32.")),
    p(_l("**T3.** At most 20 partners on all ranches together. Why: the box holds 20.")),
    p(_l("**T4.** Plots inside the grid, one plot per cell, no more plots than G1 or G2 allow.")),
    p(_l("**T5.** Legends of the West needs exactly one scenario; the base game has none.")),
    p(
        _l(
            "**T6.** A whole table plays the grid of its player count: 10 rows for two "
            "players, 5 rows for three or four (see G1 and G2). Why: the real game cannot "
            "give anything else."
        )
    ),
    p(
        _l(
            "**T7.** One ranch alone is a score check: its points, with no winner and no "
            "ranking, on either grid. Why: no edition has a solo game."
        )
    ),
    p(
        _l(
            "**T8.** The specialists on all ranches together must be sides that the box's "
            "partner tokens can show. Count each of the five specialists and put the counts "
            "in order, largest first: they must fit under 5, 5, 5, 3 and 2. So no specialist "
            "more than 5 times, at most three of them more than 3 times, and at most four of "
            "them more than twice. Why: each token has the cowboy on one side and one "
            "specialist on the other, and the whole table takes its partners from one box."
        )
    ),
    note(
        _l(
            "**Names for T1.** Names that differ only in capitals or spaces, such as Ana "
            "and ana, count as the same name."
        )
    ),
    note(
        _l(
            "**Counting cows for T2.** The app counts the cows as you enter them, before "
            "overpopulation removes the extra ones: every one of them came out of the box."
        )
    ),
    note(
        _l(
            "**The partner tokens for T3 and T8.** What the rulebooks say: the component list "
            "has 20 partner tokens, each with a cowboy side and a specialist side, and the "
            "overview of plots and partners at the end of the Spanish, Chinese and Portuguese "
            "editions gives 20 for the cowboy and 5, 5, 3, 5 and 2 for the five specialists. "
            "What the app infers: each count is how many tokens show that specialist, so none "
            "is on more than 5. The app does not assume "
            "which specialist is on 3 tokens and which on 2: it refuses only what no way of "
            "sharing the five counts among the five specialists allows. A cowboy can be the "
            "other side of any token, so the cowboys only need T3."
        )
    ),
    note(
        _l(
            "**Counting plots for G2.** In a two-player ranch at most 48 plots may come from "
            "dominoes; the 49th can only be the bonus landscape tile."
        )
    ),
)

WARNINGS = (
    p(_l("**What the app warns about.** It still scores the ranch, and names the plots.")),
    p(
        _l(
            "**A1.** An odd number of plots, not counting a bonus landscape tile. "
            "Why: plots are placed as dominoes."
        )
    ),
    p(
        _l(
            "**A2.** Plots not connected to row 1 through other plots. "
            "Why: every domino joins the river side or an earlier domino."
        )
    ),
    p(_l("**A3.** A cow on a cornfield (see S2).")),
    p(
        _l(
            "**A4.** In a two-player ranch, a bonus landscape tile while no plot lies in "
            "row 10. Why: the tile is earned by reaching the 10th and last row."
        )
    ),
)

EDITIONS = (
    p(_l("**Where the editions differ.**")),
    note(
        _l(
            "**Gold Rush.** The Spanish, German and Portuguese editions count nugget symbols; "
            "the Chinese edition says plots. The app counts nuggets, like most editions. "
            "It only matters when a plot shows two nuggets."
        )
    ),
    note(
        _l(
            "**Gold veins in German.** The German text says each plot shows one gold symbol. "
            "The app lets any plot with at least one nugget join a vein."
        )
    ),
    note(
        _l(
            "**Scenario row.** The German and Chinese editions put the scenario points directly "
            "above the total; the Spanish and Portuguese say the bottom or last row. "
            "The app shows the scenario row above the total, as the score pad does."
        )
    ),
    note(
        _l(
            "**Cows on cornfields.** The cowboy may not take cows onto a cornfield, and the "
            "scoring rules say cows cannot be there. A cow on a cornfield is reported, "
            "and it counts nowhere."
        )
    ),
    note(
        _l(
            "**The cattle thief on a cornfield.** The rules leave one way for a cow to land on "
            "a cornfield: the cattle thief puts the stolen cow on its own plot, and that plot "
            "may be a cornfield. No edition says what happens then. The app treats that cow "
            "like any cow on a cornfield: it is reported (A3) and counts nowhere, neither in "
            "territory points nor in the cow tiebreak."
        )
    ),
    note(
        _l(
            "**Two-player ranch.** The rulebooks say both 5 by 10 and 49 spaces. The app reads "
            "49 as the most plots you can place: 48 plus one bonus landscape tile."
        )
    ),
    note(
        _l(
            "**The river.** Only the German edition says where the river is. The app takes "
            "row 1, along the board, as the plots touching the river."
        )
    ),
)

HOW_THIS_APP_SCORES = Topic(
    slug="how-this-app-scores",
    title=_l("How this app scores"),
    section=SECTION,
    blocks=(
        p(
            _l(
                "The four rulebooks agree on almost everything. Where they are silent or "
                "differ, the app follows these rulings, each with its reason."
            )
        ),
        *GRID,
        *PLOTS,
        *SCORING,
        *WINNER,
        *TABLE,
        *WARNINGS,
        *EDITIONS,
    ),
    see_also=("scoring", "ties", "gold-rush", "overpopulation", "faq"),
    keywords=(
        _l("rulings"),
        _l("editions"),
        _l("differences"),
        _l("warnings"),
        _l("scenario row"),
        _l("cornfield cows"),
    ),
)

TOPICS = (HOW_THIS_APP_SCORES,)
