"""The arithmetic behind each score-pad line, in words: "7 plots × 3 cows = 21".

A player who sees only "Canyon 21" cannot check it against the table; with the
sum written out they can. The sentences are translated templates with named
placeholders (every language orders them its own way), built from the numbers
the engine already found: territories and their cows (S4), resource symbols
(S5), partners times symbols (S6) and the scenario groups (S7).

``for_js`` hands the very same templates to the browser as one JSON-ready
dict, so the editor's live arithmetic and the results page never word a line
differently and no English sits in a script. Plural forms go as a pair
(``[one, other]``): all five languages of the app need no more than "one"
and "other", and Chinese uses the same text for both.
"""

from __future__ import annotations

from collections import Counter

from flask_babel import get_translations
from flask_babel import gettext as _

from companion.games.moonriver.model import (
    Partner,
    Ranch,
    RanchScore,
    Resource,
    Scenario,
    Terrain,
)
from companion.games.moonriver.scenarios import SCENARIOS
from companion.i18n import punctuation_for_js


def _plural_forms() -> dict[str, tuple[str, str]]:
    """Each counted thing as (singular, plural) templates; ``%(num)d`` is the count.

    The templates are looked up raw (not yet formatted) so the browser can
    format them too; pybabel still extracts them as plural entries.
    """
    t = get_translations()
    forms = {
        "plots": lambda n: t.ngettext("%(num)d plot", "%(num)d plots", n),
        "cows": lambda n: t.ngettext("%(num)d cow", "%(num)d cows", n),
        "nuggets": lambda n: t.ngettext("%(num)d nugget", "%(num)d nuggets", n),
        "beavers": lambda n: t.ngettext("%(num)d beaver", "%(num)d beavers", n),
        "corn": lambda n: t.ngettext("%(num)d corn", "%(num)d corn", n),
        "partners": lambda n: t.ngettext("%(num)d partner", "%(num)d partners", n),
        # The same territory three times or more: "4 plots × 1 cow, 3 times".
        "times": lambda n: t.ngettext("%(term)s, %(num)d time", "%(term)s, %(num)d times", n),
        # S1, said in the editor's sums as on the results page.
        "overpopulation": lambda n: t.ngettext(
            "Overpopulation: %(num)d cow removed.", "Overpopulation: %(num)d cows removed.", n
        ),
    }
    return {key: (form(1), form(2)) for key, form in forms.items()}


NBSP = "\u00a0"


def _templates() -> dict[str, str]:
    return {
        # A whole line where the label is not already beside it (the editor's live sum).
        "line": _("%(label)s: %(arithmetic)s"),
        # The terms of a line and its points. The sum's own spaces do not break, so
        # "= 21" never starts a line of its own, away from its terms.
        "sum": _("%(terms)s = %(points)s").replace(" ", NBSP),
        # S4: one territory, its plots times the cows in it.
        "territory": _("%(plots)s × %(cows)s"),
        # S5: every resource symbol is worth one point.
        "resource": _("%(symbols)s × 1"),
        # S6: how many partners of a kind, times the symbols each one scores for.
        "partner": _("%(partners)s × %(symbols)s"),
        # The same territory more than once: "5 plots × 2 cows, twice".
        "twice": _("%(term)s, twice"),
        # S7: a group of n scores 10 + 10 × (n − 3); "beyond" is n − 3. A group of exactly
        # three is just its size: the sum's "= 10" says the rest ("3 nuggets = 10").
        "group": _("%(size)s = 10 + 10 × %(beyond)s"),
        "group_of_three": "%(size)s",
        # Translators: S7 with several groups, each group's sum in brackets so that the "+"
        # between them reads right: "(4 plots = 10 + 10 × 1) + (3 plots)".
        "bracketed": _("(%(sum)s)"),
    }


RESOURCE_UNIT = {Resource.NUGGET: "nuggets", Resource.BEAVER: "beavers", Resource.CORN: "corn"}
SCENARIO_UNIT = {scenario: rules.counts for scenario, rules in SCENARIOS.items()}
"""What the n of a scenario group counts (S7): plots, nugget symbols or partners."""
PLUS = " + "
"""Between the terms of a sum; the same sign in every language of the app."""


def for_js() -> dict[str, object]:
    """The templates in the page's language, for a ``data-arithmetic`` JSON attribute."""
    return {
        "templates": _templates(),
        "units": {key: list(forms) for key, forms in _plural_forms().items()},
        "resource_units": {r.value: unit for r, unit in RESOURCE_UNIT.items()},
        "scenario_units": {s.value: unit for s, unit in SCENARIO_UNIT.items()},
        "plus": PLUS,
        "punctuation": punctuation_for_js(),
    }


class Wording:
    """The arithmetic of one request's language; make one per page, not per line."""

    def __init__(self) -> None:
        self.templates = _templates()
        self.forms = _plural_forms()

    def count(self, unit: str, n: int) -> str:
        one, other = self.forms[unit]
        return (one if n == 1 else other) % {"num": n}

    def total(self, terms: list[str], points: int) -> str:
        return self.templates["sum"] % {"terms": PLUS.join(terms), "points": points}

    def repeated(self, term: str, times: int) -> str:
        """A term that comes ``times`` times in one sum, said once: "5 plots × 2 cows, twice"."""
        if times == 1:
            return term
        if times == 2:
            return self.templates["twice"] % {"term": term}
        return self.forms["times"][1] % {"term": term, "num": times}  # 3 or more: "other"

    def territories(self, score: RanchScore, terrain: Terrain) -> str | None:
        """Each territory's plots × cows; equal territories said once, with how many there are."""
        sizes = Counter(
            (t.size, t.cows) for t in score.territories if t.terrain is terrain and t.points
        )
        terms = [
            self.repeated(
                self.templates["territory"]
                % {"plots": self.count("plots", size), "cows": self.count("cows", cows)},
                times,
            )
            for (size, cows), times in sizes.items()
        ]
        return self.total(terms, score.territory_points.get(terrain, 0)) if terms else None

    def resources(self, score: RanchScore, resource: Resource) -> str | None:
        symbols = score.resources.get(resource, 0)
        if not symbols:
            return None
        term = self.templates["resource"] % {
            "symbols": self.count(RESOURCE_UNIT[resource], symbols)
        }
        return self.total([term], symbols)

    def partners(self, score: RanchScore, ranch: Ranch, partner: Partner) -> str | None:
        count = sum(1 for plot in ranch.plots if plot.partner is partner)
        resource = partner.bonus_resource
        if not count or resource is None:
            return None
        symbols = self.count(RESOURCE_UNIT[resource], score.resources.get(resource, 0))
        term = self.templates["partner"] % {"partners": count, "symbols": symbols}
        return self.total([term], score.partner_points.get(partner, 0))

    def scenario(self, score: RanchScore, scenario: Scenario | None) -> str | None:
        if scenario is None or not score.scenario_groups:
            return None
        unit = SCENARIO_UNIT[scenario]
        terms = []
        for group in score.scenario_groups:
            beyond = group.size - 3
            key = "group" if beyond else "group_of_three"
            terms.append(
                self.templates[key] % {"size": self.count(unit, group.size), "beyond": beyond}
            )
        if len(terms) > 1:
            terms = [self.templates["bracketed"] % {"sum": term} for term in terms]
        return self.total(terms, score.scenario_points)
