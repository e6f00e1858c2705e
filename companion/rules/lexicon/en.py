"""The search's words for English, its lexicon: ours, used only for matching,
never shown (``companion/rules/search_words.py`` explains each table)."""

from __future__ import annotations

QUESTION_WORDS = (
    "what whats which who whom whose how why where when does do did is are was were "
    "can could should may might will would must i we you my our your me us a an the of "
    "to in on at for with and or it its if there then happens happen happened mean "
    "means meant about rule rules get gets allowed many much ve ll re got"
)
"""The words that make a question a question: dropped from a query."""

NUMBERS = (
    "two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 "
    "twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 "
    "nineteen=19 twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 "
    "ninety=90 hundred=100 couple=2"
)
"""Number words, "word=value" (folded; ``*`` lets a word start or end any way)."""

CONCEPTS = {
    # --- the game's things, with their pictures ---
    "cow": "cow | cows, cattle, bull, bulls, heifer, steer, moo",
    "plot": "plot | plots, tile, tiles, square, squares, piece, pieces, cell, cells, card, cards",
    "board": (
        "Reservation board | board, boards, player board, mat, tableau, storage, "
        "storage space*, reserve"
    ),
    "box": "box | bag, draw pile, pile, stack, deck",
    "saloon": "Saloon | bar, tavern, pub",
    "partner": "partner | partners, character*, helper*, specialist*, hireling*",
    "ranchero": "ranchero | rancheros, pawn*, meeple*, figure*, wooden man",
    "skull": "skull | skulls, bones, bone, horns, dead cow, drought*, dry spell",
    "scenario": (
        "scenario | scenarios, mission*, variant of legends, timber rafting, gold "
        "rush, moon river city"
    ),
    "pad": "score pad | score sheet*, scoresheet*, pad, sheet, scorecard*, paper",
    "game": "| game, match, the game",
    "flip": "| flip*, turn over, turn it over, other side, cowboy side",
    "bandit": "bandit | bandits, outlaw*, gang, gangs, baddie*, villain*, crook*",
    "discard": "| discard*, throw away, thrown away, threw away, toss*, bin, binned, left over*",
    "order": "| turn order, my turn, whose turn, who s next, next player, order, who plays next",
    "column": "column | columns, line of plots, line of tiles",
    "kind": "| kind, kinds, type, types, sort, sorts, of each",
    "orientation": (
        "| sideways, orientation, rotate*, vertical*, horizontal*, upright, any way, direction"
    ),
    "printed": "| printed, print, symbol, symbols, icon, icons, drawn, drawing, picture of",
    "later": "| after, afterwards, later, once used, used up",
    "own": "| own, my own, mine, same colour as me",
    "app": "| app, application, the app, website, site, ruling*",
    "circle": "circle | circles, ring, rings",
    "nugget": "nugget | nuggets, gold, gold stone*",
    "beaver": "beaver | beavers",
    "corn": "corn | maize, cob, cobs, corn cob*, ear of corn",
    "cornfield": "cornfield | cornfields, corn field*",
    "forest": "forest | forests, wood, woods, tree, trees, pine*",
    "desert": "desert | deserts, cactus, cacti, sand",
    "canyon": "canyon | canyons, rocks, cliff*, red rock*, mountain*",
    "prairie": "prairie | prairies, grass, meadow*",
    "farm": "farm | farms, house, houses, barn*, windmill*, building*, cabin*",
    "territory": "territory | territories, region*, area, areas, zone*, patch*",
    "river": "river | water, stream",
    "bridge": "bridge | bridges",
    "round": "round | rounds",
    "bonus-tile": "bonus landscape tile | bonus tile*, extra tile*",
    # --- the partners, by name and by what their picture shows ---
    "cowboy": "cowboy | cowboys, horse*, rider, lasso*, lariat*, rope*, spurs",
    "desperado": (
        "desperado | gun, guns, pistol*, revolver*, six shooter*, gunslinger*, rifle*, "
        "shotgun*, weapon*, mask*, bandana*, bandanna*, scarf"
    ),
    "cattle-thief": (
        "cattle thief | rustler*, thief, thieves, crook*, robber*, lasso*, lariat*, rope*"
    ),
    "gold-prospector": (
        "gold prospector | prospector*, miner*, gold digger*, pickaxe*, pick axe*, "
        "pickax, shovel*, spade*, gold pan*, pan, sieve*, panning"
    ),
    "trapper": (
        "trapper | trappers, hunter*, fur, furs, fur hat*, fur cap*, coonskin*, trap, traps"
    ),
    "farmer": "farmer | farmers, pitchfork*, fork, forks, hayfork*, straw hat*, overalls, rake*",
    "herder": "herder | herders, shepherd*, guard*, protect*, safe",
    # --- what players say happens ---
    "person": "| guy, guys, man, lady, woman, fella*, fellow*, dude, bloke, chap, the one with",
    "someone": "| someone, somebody, another player, other player*, opponent*",
    "steal": (
        "steal | steals, stealing, stole, stolen, nick, nicked, nicks, pinch*, swipe*, "
        "rustle*, rob, robbed, nab*, take away, took away, taken away"
    ),
    "take": "| take, takes, took, taken, grab*, lose, lost, losing",
    "full": "| full, no room, no space, no more room, no more space, filled up, no spot*",
    "runout": (
        "| run out, ran out, runs out, no more, none left, nothing left, empty, used "
        "up, all gone, nobody, nobody left, no one, no one left"
    ),
    "refill": "refill | refilled, fill up, top up, restock*, replenish*",
    "room": "| room, space, spot, spots, fit, fits",
    "alone": "| single, just one, only one, one single, on its own, by itself, alone, lone*",
    "domino": "domino | dominoes, dominos, double tile*, pair of plots, two plots",
    "island": "island | islands, isle*",
    "expert": "| expert*, advanced, hard mode, harder, variant*, pro mode",
    "same": "| same, equal, identical, single",
    "many": "| how many, many, several, multiple, lots of",
    "both": "| both, each, all of us, everyone, two of us",
    "points": "points | point, pts, score, scores, scored, worth, value, count, counts, how much",
    "move": "| move, moves, moving, moved, walk*, drive, herd, push*, shift*, lead, step, steps",
    "swap": "| swap*, switch*, exchange*, trade*",
    "adjacent": (
        "| touch*, next to, adjacent, connect*, join*, beside, in a row, side by side, "
        "together, chain*"
    ),
    "corner": "| corner, corners, diagonal*",
    "win": "| win, wins, won, winner*, winning",
    "tie": "| tie, ties, tied, draw, drawn",
    "end": "| end, last, final, finish*, at the end, game over",
    "first": "| first, start*, begin*",
    "setup": (
        "| setup, set up, at the start, start of the game, beginning of the game, game "
        "start, before starting, before the game, before we start, prepar*"
    ),
    "pass": (
        "| pass my turn, pass the turn, pass a turn, skip my turn, skip a turn, i pass, just pass"
    ),
    "shuffle": "| shuffle*, mix, mixed, randomi*",
    "must": "| have to, has to, must, mandatory, compulsory, forced, optional, obliged",
    "players": "players | people",
    "terrain": "terrain | terrains, landscape, landscapes, land type*, kind of land",
    "ranch": "ranch | ranches, grid, layout",
    "size": "| size, big, bigger, large, larger, how big, how large, wide, wider, deep, grow*",
    "row": "row | rows",
    "contents": (
        "| missing, come with, comes with, came with, come in, comes in, included, "
        "supposed to be, should be, should there be, should we have, in the game, in "
        "total, altogether, we lost, we ve lost, we have lost, components, contents, "
        "can t find"
    ),
    "lack": (
        "| no, not, without, never, haven t got, havent got, don t have, dont have, "
        "can t, cant, cannot, unable to"
    ),
    # --- River Dragons' things and happenings ---
    "card": "card | cards, action card*",
    "plank": "plank | planks, walkway*, beam*",
    "stone": "stone | stones, pebble*, rock, rocks",
    "pawn": "pawn | pawns, meeple*, figure*, token*",
    "village": "village | villages, town*, home, goal, destination, finish line, other side",
    "reach": "| reach*, arrive*, get to, gets to, got to, made it, makes it, make it, got there",
    "hidden": "face down | facedown, hidden, unrevealed, not revealed, not turned, unturned",
    "dragon": "Dragon | dragons, dragon card*",
    "cancel": "cancel | cancels, cancelled, canceled, cancelling, block*, nullif*, void*",
    "jump": "jump | jumps, jumped, jumping, leap*, hop*, skip over, vault*",
    "fall": "| fall*, fell, drown*, in the water, into the water, in the river, swim*, splash*",
    "stuck": (
        "| stuck, blocked, can t move, cant move, cannot move, nowhere to go, nowhere, "
        "no way, trapped"
    ),
    "remove": "| remove*, take back, takes back, take it back, pick up, get back, retrieve*",
    "colour": "colour | colours, color, colors",
    "apart": "| separate*, apart, split, not touching, divided",
    "duel": "| duel, heads up, head to head, one on one, 1v1, just the two of us",
    "change": "| change, changes, changed",
    "difference": "| different, difference*, differ*, distinguish*",
    "who": "| who",
    "place": "| place, put, lay, where, placement*",
    # --- words that name one topic's matter ---
    "overpopulation": (
        "overpopulation | overcrowding, overcrowded, overpopulated, too many cows, too many cattle"
    ),
    "tally": (
        "| count points, count the points, count up, counting up, add up, tally*, final score*"
    ),
    "raft": "| raft, rafts, rafting, log, logs, logging",
    "vein": "| vein, veins, gold vein*, mother lode, lode",
}
"""Concept (the same names in every language) -> "edition word | players' words"."""
