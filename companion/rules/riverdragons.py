"""The River Dragons rules reference, in the project's own words (English source text).

Facts come from the Spanish rulebook as the app reads it; the
"how-this-app-resolves" topic records our decisions on its open questions
(R-1 to R-7) and says what is inferred rather than stated.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.rules.topics import Topic, item, note, p, register, step

TOPICS = [
    Topic(
        slug="components",
        title=_l("Components"),
        section="basics",
        blocks=(
            p(_l("The box holds everything for 2 to 6 players.")),
            item(_l("1 two-sided **board**: the **island side** and the **no-island side**.")),
            item(_l("78 **Action cards**: 13 in each of the six colours.")),
            item(_l("6 **pawns**, one per colour (3 girls and 3 boys).")),
            item(_l("36 numbered **planks**: 6 sizes in each of the six colours.")),
            item(_l("27 **stones**, shared by everyone.")),
            item(_l("1 **First-player card**.")),
            p(_l("The six colours are pink, black, blue, red, green and yellow.")),
            p(_l("The island side of the board shows 27 islands.")),
            note(_l("A game lasts 15 to 45 minutes and suits players aged 8 and up.")),
        ),
        see_also=("setup",),
        keywords=(_l("contents"), _l("box")),
    ),
    Topic(
        slug="setup",
        title=_l("Setting up"),
        section="basics",
        blocks=(
            step(_l("Put the board in the middle of the table with the **island side** up.")),
            step(_l("Put the **stones** beside the board as the common **stone supply**.")),
            step(_l("Each player picks a colour whose **starting village** is in play.")),
            step(_l("Each player puts their **pawn** on their starting village.")),
            step(
                _l("Each player takes the 6 planks of their colour as their **personal reserve**.")
            ),
            step(_l("Each player takes the 13 Action cards of their colour.")),
            step(_l("Everyone returns the Dragon cards of the colours not in play to the box.")),
            step(_l("The youngest player takes the **First-player card**.")),
            p(_l("The number of players decides which colours (and villages) are in play:")),
            item(_l("2 players: pink and black.")),
            item(_l("3 players: blue, red and pink.")),
            item(_l("4 players: blue, green, red and yellow.")),
            item(_l("5 players: every colour except pink.")),
            item(_l("6 players: all six colours.")),
            p(
                _l(
                    "A small icon beside each village on the board shows the player counts it is "
                    "used in."
                )
            ),
            note(_l("The rulebook suggests a few games with 2 to 4 players before trying 5 or 6.")),
        ),
        see_also=("components", "turn", "how-this-app-resolves"),
        keywords=(_l("preparation"), _l("player count"), _l("colours")),
    ),
    Topic(
        slug="turn",
        title=_l("A game turn"),
        section="basics",
        blocks=(
            p(_l("Each turn has two phases: programming, then resolution.")),
            p(_l("**Programming phase**: every player picks 5 Action cards from their hand.")),
            p(_l("They lay them face down in a row, from left to right.")),
            p(_l("The leftmost card is played first; the row is the order of play.")),
            p(_l("Once laid, the cards cannot be swapped, reordered or taken back into the hand.")),
            p(
                _l(
                    "**Resolution phase**: when everyone has laid 5 cards, everyone turns over "
                    "their first card together."
                )
            ),
            p(
                _l(
                    "The first player carries out their card, then the others do, one at a time, "
                    "clockwise."
                )
            ),
            p(
                _l(
                    "When every first card is done, everyone turns over their second card, and so "
                    "on up to the fifth."
                )
            ),
            p(_l("A [[dragons|Dragon card]] can cancel another player's action.")),
            p(
                _l(
                    "Every action is compulsory: if your card can be carried out, you must carry "
                    "it out."
                )
            ),
            p(
                _l(
                    "**End of the turn**: the first player passes the First-player card to the "
                    "player on their left."
                )
            ),
            p(_l("Everyone takes their 5 cards back into hand; they can be used again next turn.")),
            note(_l("So the first player changes every turn, moving clockwise round the table.")),
        ),
        see_also=("dragons", "how-this-app-resolves", "end-of-game"),
        keywords=(_l("programming"), _l("resolution"), _l("first player"), _l("slot")),
    ),
    Topic(
        slug="place-stones",
        title=_l("Place 1 stone / Place 2 stones"),
        section="actions",
        blocks=(
            p(_l("**Place 1 stone**: take a stone from the supply and put it on an island.")),
            p(_l("**Place 2 stones**: put two stones on two different islands.")),
            item(_l("A stone must lie entirely within its island.")),
            item(_l("An island holds at most one stone.")),
            item(_l("A stone never goes on a village.")),
            item(_l("A placed stone stays put: only the Remove action can take it away.")),
            item(_l("If the supply is empty when you need a stone, that action is lost.")),
            note(_l("With the [[expert-rules]], stones go in the water instead of on islands.")),
        ),
        see_also=("remove", "place-planks"),
        keywords=(_l("stone"), _l("island")),
    ),
    Topic(
        slug="place-planks",
        title=_l("Place 1 plank / Place 2 planks"),
        section="actions",
        blocks=(
            p(
                _l(
                    "**Place 1 plank**: lay a plank from your reserve across two stones, or "
                    "across a stone and a village."
                )
            ),
            p(_l("**Place 2 planks**: do the same twice.")),
            p(
                _l(
                    "Look at the gap first, then pick a plank from your reserve; your choice is "
                    "final."
                )
            ),
            item(_l("A plank that is too long is fine: it may stick out past the stone.")),
            item(_l("A plank too short to lie steadily must be placed somewhere else.")),
            item(_l("If it fits nowhere, the plank leaves the game.")),
            item(_l("You may not move a stone to make a plank fit.")),
            item(
                _l(
                    "A plank may rest on another plank only where a stone or village holds up the "
                    "point of contact."
                )
            ),
            item(_l("A stone holds at most 3 planks, and so does a village.")),
        ),
        see_also=("remove", "moves", "how-this-app-resolves"),
        keywords=(_l("plank"), _l("walkway"), _l("bridge")),
    ),
    Topic(
        slug="remove",
        title=_l("Remove 1 plank or 1 stone"),
        section="actions",
        blocks=(
            p(_l("Choose one of two things.")),
            item(
                _l(
                    "Take a plank of any colour and size off the board and add it to your "
                    "personal reserve for later."
                )
            ),
            item(_l("Or return a stone from the board to the common supply.")),
            p(_l("Some removals are not allowed:")),
            item(_l("a plank with a pawn on it;")),
            item(_l("a plank that would give you two planks of the same size (same number);")),
            item(_l("a plank that would give you planks of more than two colours;")),
            item(_l("a stone that holds up at least one plank.")),
            p(_l("If nothing can be removed, the action is lost.")),
        ),
        see_also=("place-stones", "place-planks"),
        keywords=(_l("take back"), _l("reserve")),
    ),
    Topic(
        slug="moves",
        title=_l("1 move / 2 moves"),
        section="actions",
        blocks=(
            p(_l("**1 move**: step your pawn onto a free adjacent plank or an adjacent village.")),
            p(_l("**2 moves**: travel two planks, or one plank and one village.")),
            item(_l("Pawns move in any direction and over planks of any colour.")),
            item(_l("A plank holds one pawn: you cannot step onto an occupied plank.")),
            item(_l("A village holds any number of pawns.")),
            item(
                _l(
                    "With 2 moves you may go out and come back, ending on the plank you started "
                    "from."
                )
            ),
            p(
                _l(
                    "If your pawn cannot move at all, it **falls into the river** and goes back "
                    "to its starting village."
                )
            ),
        ),
        see_also=("jump", "end-of-game", "how-this-app-resolves"),
        keywords=(_l("movement"), _l("pawn"), _l("falls into the river")),
    ),
    Topic(
        slug="jump",
        title=_l("Jump over another pawn"),
        section="actions",
        blocks=(
            p(_l("Your pawn jumps over a pawn standing on an adjacent plank.")),
            p(_l("The jump covers the same distance as 2 moves.")),
            p(_l("It only counts if your pawn lands on a village or on a free plank.")),
            p(
                _l(
                    "With no pawn next to you, or nowhere to land, the jump fails: your pawn "
                    "falls into the river and goes back to its starting village."
                )
            ),
        ),
        see_also=("moves", "how-this-app-resolves"),
        keywords=(_l("leap"), _l("jump")),
    ),
    Topic(
        slug="dragons",
        title=_l("The River Dragons"),
        section="dragons",
        blocks=(
            p(_l("A **Dragon card** carries a colour and does no action of its own.")),
            p(
                _l(
                    "When it is turned over, it cancels the card of the player of that colour in "
                    "the same slot."
                )
            ),
            p(_l("You may play at most one Dragon per turn, and you never have to play one.")),
            p(
                _l(
                    "Dragons never cancel Dragons: if several players reveal Dragons in the same "
                    "slot, every one of them takes effect."
                )
            ),
            p(_l("Several Dragons aimed at the same player still cancel just that one card.")),
            p(
                _l(
                    "With fewer than 6 players, the Dragons of the colours not in play stay in "
                    "the box."
                )
            ),
            note(
                _l(
                    "Example: pink plays a green Dragon in slot 4 and green plays a blue Dragon "
                    "in slot 4."
                )
            ),
            note(
                _l(
                    "Green's card is a Dragon, so the green Dragon cancels nothing, and blue's "
                    "slot-4 action is cancelled."
                )
            ),
        ),
        see_also=("turn", "how-this-app-resolves"),
        keywords=(_l("dragon"), _l("cancel")),
    ),
    Topic(
        slug="end-of-game",
        title=_l("End of the game"),
        section="basics",
        blocks=(
            p(_l("The game ends the moment a pawn reaches its destination village.")),
            p(_l("It ends there and then, even in the middle of a turn or a row of actions.")),
            p(_l("The owner of that pawn wins the race and the king's golden dragon.")),
        ),
        see_also=("turn", "how-this-app-resolves"),
        keywords=(_l("winner"), _l("destination village")),
    ),
    Topic(
        slug="expert-rules",
        title=_l("Expert rules"),
        section="expert",
        blocks=(
            p(_l("Play on the **no-island side** of the board.")),
            p(_l("Stones go straight into the water instead of onto islands.")),
            p(_l("Everything else stays the same.")),
            note(
                _l(
                    "So the limits of islands and \u201cone stone per island\u201d no longer "
                    "apply, but a stone still never goes on a village."
                )
            ),
        ),
        see_also=("place-stones", "setup"),
        keywords=(_l("expert"), _l("no islands"), _l("variant")),
    ),
    Topic(
        slug="how-this-app-resolves",
        title=_l("How this app resolves"),
        section="app",
        blocks=(
            p(_l("The rulebook leaves a few points open; here is how this app reads them.")),
            p(_l("**The resolver.** For each slot, every card is revealed at once.")),
            p(
                _l(
                    "Each Dragon cancels the card of its colour in that slot, unless that card is "
                    "itself a Dragon."
                )
            ),
            p(
                _l(
                    "Then players act clockwise from the first player; a player whose card is a "
                    "Dragon does nothing, and a player whose card is cancelled skips it."
                )
            ),
            p(
                _l(
                    "Cancellation happens at the reveal, so it does not depend on where anyone "
                    "sits."
                )
            ),
            p(
                _l(
                    "The app refuses a turn with two Dragons from one player, a Dragon of the "
                    "player's own colour, or a Dragon of a colour not in play."
                )
            ),
            p(
                _l(
                    "**The hand (inferred).** The rulebook says each colour has 13 cards but does "
                    "not list them."
                )
            ),
            p(
                _l(
                    "We read them as the 8 action cards plus one Dragon of each of the other five "
                    "colours."
                )
            ),
            p(
                _l(
                    "This fits the table of Dragons to remove: hands hold 9, 10, 11, 12 or 13 "
                    "cards for 2 to 6 players."
                )
            ),
            p(_l("It is also why nobody can hold a Dragon of their own colour.")),
            p(
                _l(
                    "Since the rulebook does not say that each action appears only once, the "
                    "app accepts the same action twice in one row."
                )
            ),
            p(
                _l(
                    "**R-1 Adjacency.** The rulebook never defines \u201cadjacent\u201d; the app "
                    "does not track the board, so the table decides."
                )
            ),
            p(
                _l(
                    "We suggest: two planks, or a plank and a village, are adjacent when they "
                    "share a supporting stone or village, or touch."
                )
            ),
            p(
                _l(
                    "**R-2 Partial actions.** With one stone left, Place 2 stones places that "
                    "stone and the second one is lost."
                )
            ),
            p(_l("A plank card played with an empty personal reserve is lost.")),
            p(
                _l(
                    "**R-3 Villages on the way.** We count a village as one step of 2 moves, so "
                    "you may pass through it."
                )
            ),
            p(
                _l(
                    "A jump need not be in a straight line, as long as it passes over the "
                    "adjacent pawn."
                )
            ),
            p(
                _l(
                    "**R-4 Arriving.** The game ends as soon as a pawn reaches its destination "
                    "village, even with a step left."
                )
            ),
            p(_l("The resolver still lists all five slots: stop reading at the winning action.")),
            p(
                _l(
                    "**R-5 Starting village.** A pawn in its starting village that cannot move "
                    "falls into the river and comes back to the same village, so nothing changes."
                )
            ),
            p(
                _l(
                    "**R-6 Judging by eye.** Whether a plank fits or lies steadily is for the "
                    "players to judge; the app does not record it."
                )
            ),
            p(
                _l(
                    "**R-7 Names.** We call the second phase the **resolution phase**, and every "
                    "tablón or tabloncillo a **plank**."
                )
            ),
            note(
                _l(
                    "These are our readings, not the publisher's; a table may agree on others "
                    "before play."
                )
            ),
        ),
        see_also=("dragons", "turn", "setup"),
        keywords=(_l("resolver"), _l("rulings"), _l("ambiguities")),
    ),
    Topic(
        slug="glossary",
        title=_l("Glossary"),
        section="reference",
        blocks=(
            item(_l("**Action card**: one of the cards you program; each does one action.")),
            item(
                _l(
                    "**Dragon card**: an Action card that cancels the card of its colour in the "
                    "same slot."
                )
            ),
            item(
                _l(
                    "**Slot**: a position in your row of 5 programmed cards, from 1 (left) to 5 "
                    "(right)."
                )
            ),
            item(
                _l(
                    "**First player**: the holder of the First-player card, who acts first in "
                    "every slot."
                )
            ),
            item(_l("**Programming phase**: laying your 5 cards face down.")),
            item(_l("**Resolution phase**: revealing and carrying out the cards slot by slot.")),
            item(_l("**Island**: one of the 27 places for stones on the island side.")),
            item(_l("**Stone supply**: the common pile of stones beside the board.")),
            item(_l("**Personal reserve**: the planks in front of you.")),
            item(
                _l(
                    "**Starting village** / **destination village**: where your pawn starts and "
                    "where it must arrive."
                )
            ),
            item(_l("**Falls into the river**: your pawn goes back to its starting village.")),
            item(_l("**The action is lost**: the card does nothing this time.")),
            item(_l("**Clockwise**: to the left, the way the First-player card travels.")),
        ),
        see_also=("components", "turn"),
        keywords=(_l("terms"), _l("words")),
        items_by_name=True,
    ),
]

register("river-dragons", TOPICS)
