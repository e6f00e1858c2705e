"""A season's refusals in words, in the request's language (pages and API say the same)."""

from __future__ import annotations

from companion.events import messages
from companion.events.seasons import SeasonCode
from companion.events.service import Issue
from companion.words import N_, NP_, say

TEXTS = {
    SeasonCode.SEASON_NAME: N_("Give the season a name of 1 to %(limit)d characters."),
    SeasonCode.BEST_OF: N_("Count each player's best 1 to %(limit)d events, or all of them."),
    SeasonCode.EVENT_LINK: N_(
        "No event has this organiser link. Paste the link of the event's organiser page."
    ),
    SeasonCode.EVENT_IN_SEASON: N_("This event is already in this season."),
    SeasonCode.EVENT_IN_OTHER_SEASON: N_(
        "This event is already in another season; an event counts for one season only."
    ),
    SeasonCode.TOO_MANY_EVENTS: N_("A season holds at most %(limit)d events."),
    SeasonCode.NO_EVENT_YET: N_(
        "The season has no event yet: add one first, its players are carried to the next."
    ),
    SeasonCode.SEASON_CHANGED: NP_(
        "Someone else changed the season meanwhile: it has %(events)d event now. "
        "Nothing was changed; look at the season again.",
        "Someone else changed the season meanwhile: it has %(events)d events now. "
        "Nothing was changed; look at the season again.",
    ),
    SeasonCode.NO_SUCH_SEASON_PLAYER: N_("This player is not in this season."),
    SeasonCode.SAME_EVENT: N_(
        "That season player already plays this event as “%(name)s”: one player, one place "
        "per event. Unmatch that name first."
    ),
}


def issue_message(issue: Issue) -> str:
    """One refusal as a sentence: a season's own, or an event's (a name, a language)."""
    if issue.code is SeasonCode.SEASON_CHANGED:
        return say(TEXTS[issue.code], issue.params["events"], **issue.params)
    if isinstance(issue.code, SeasonCode):
        return say(TEXTS[issue.code], **issue.params)
    return messages.issue_message(issue)
