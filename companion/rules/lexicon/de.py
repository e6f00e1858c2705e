"""The search's words for German, its lexicon: ours, used only for matching,
never shown (``companion/rules/search_words.py`` explains each table)."""

from __future__ import annotations

QUESTION_WORDS = (
    "was wie wer wen wem wann wo warum welche welcher welches passiert geschieht bei "
    "mit der die das den dem des ein eine einer einen eines ist sind wird werden kann "
    "darf muss ich man wir und oder zu zum zur im in am an auf von für gibt es wenn "
    "dann regel regeln macht mache viel viele vielen wieviel wieviele hat habe haben "
    "hast habt hab"
)
"""The words that make a question a question: dropped from a query."""

NUMBERS = (
    "zwei=2 zwo=2 zweit=2 drei=3 dritt=3 vier=4 viert=4 funf=5 sechs=6 sieben=7 acht=8 "
    "neun=9 zehn=10 elf=11 zwolf=12 *zehn=13 zwanzig=20 dreissig=30 *zig=20 *ssig=30 "
    "hundert=100"
)
"""Number words, "word=value" (folded; ``*`` lets a word start or end any way)."""

CONCEPTS = {
    # --- the game's things, with their pictures ---
    "cow": "Rind | Rinder, Kuh, Kühe, Vieh, Stier, Ochse*, Kalb, Kälber",
    "plot": "Parzelle | Parzellen, Plättchen, Kärtchen, Feld*, Karte*, Teil, Teile",
    "board": (
        "Spieltableau | Tableau, Tableaus, Spielertableau, Brett, Tafel, Ablage, "
        "Lager, Vorrat, Vorratsfeld*"
    ),
    "box": "Schachtel | Box, Karton, Stapel, Nachziehstapel, Beutel",
    "saloon": "Saloon | Bar, Kneipe, Taverne",
    "partner": "Partner | Charakter*, Helfer*, Spezialist*",
    "ranchero": "Rancher | Pöppel, Meeple*, Männchen, Spielfigur*, Figur, Figuren",
    "skull": "Schädel | *schadel, Totenkopf, Knochen, Horner, Durre*, Trockenheit*",
    "scenario": (
        "Szenario | Szenarien, Szenarios, Mission*, Flosserei, Goldrausch*, Wilde "
        "Bande, Moon River City"
    ),
    "pad": "Wertungsblock | Block, Zettel, Wertungsblatt, Blatt, Punkteblock*",
    "game": "| Spiel, Partie, das Spiel",
    "flip": "| umdrehen, umgedreht, wenden, andere Seite, Cowboyseite",
    "bandit": "Verbrecher | Bandit*, Bande, Banden, Gangster*, Schurke*, Verbrecherbande*",
    "discard": "| abwerfen, abgeworfen, wirft ab, wegwerfen, weggeworfen, ubrig*, Abwurf",
    "order": "| dran, an der Reihe, Reihenfolge, Zugreihenfolge, wer ist dran",
    "column": "Spalte | Spalten, Auslage",
    "kind": "| Sorte, Sorten, Art, Arten, Typ, Typen, jeder Sorte",
    "orientation": "| quer, hochkant, Ausrichtung, senkrecht, waagrecht, waagerecht, Richtung",
    "printed": "| aufgedruckt*, gedruckt*, Symbol*, abgebildet*, Bildchen",
    "later": "| spater, danach, nachher",
    "own": "| eigene*, meine eigene*, selbst",
    "app": "| App, Anwendung, die App, Webseite, Entscheidung*",
    "circle": "Kreis | Kreise, Ring, Ringe",
    "nugget": "Gold | Nugget*, Goldnugget*, Goldklumpen, Goldstuck*",
    "beaver": "Biber | ",
    "corn": "Mais | Maiskolben, Kolben",
    "cornfield": "Maisfeld | Maisfelder, Maisfeldern",
    "forest": "Wald | Walder, Baum, Baume, Tanne*",
    "desert": "Wüste | Wusten, Kaktus, Kakteen, Sand",
    "canyon": "Canyon | Felsen, Schlucht*, Berg, Berge",
    "prairie": "Prärie | Wiese*, Gras, Weide*",
    "farm": "Gebäude | Haus, Hauser, Hauschen*, Scheune*, Bauernhof*, Hof, Farm, Windmuhle*",
    "territory": "Gebiet | Gebiete, Flache*, Region*, Zone*",
    "river": "Fluss | Wasser, Ufer",
    "bridge": "Brücke | Brucken",
    "round": "Runde | Runden",
    "bonus-tile": "Bonus-Landschaftsplättchen | Bonusplattchen, Extraplattchen, Bonus",
    # --- the partners, by name and by what their picture shows ---
    "cowboy": "Cowboy | Pferd*, Reiter, Lasso*, Seil*, Strick*, Sporen",
    "desperado": (
        "Desperado | Pistole*, Revolver*, Colt*, Gewehr*, Flinte*, Knarre*, Waffe*, "
        "Maske*, maskiert*, Halstuch*, Tuch vor*"
    ),
    "cattle-thief": (
        "Viehdiebin | Viehdieb*, Diebin, Dieb, Diebe, Rauber*, Gauner*, Lasso*, Seil*"
    ),
    "gold-prospector": (
        "Goldgräberin | Goldgraber*, Goldsucher*, Bergmann, Spitzhacke*, Pickel, "
        "Hacke*, Schaufel*, Spaten*, Goldpfanne*, Pfanne*, Sieb*"
    ),
    "trapper": (
        "Trapper | Jager*, Fell, Felle, Pelz*, Fellmutze*, Mutze*, Hut, Hute, Falle, Fallen, "
        "Fallensteller*"
    ),
    "farmer": (
        "Farmer | Farmerin*, Bauer, Bauerin*, Mistgabel*, Heugabel*, Gabel*, "
        "Strohhut*, Latzhose*, Rechen, Hut, Hute"
    ),
    "herder": "Viehhüter | Huter*, Wachter*, schutz*, geschutzt*, sicher",
    # --- what players say happens ---
    "person": "| Typ, Mann, Frau, Kerl, Dame, Madel, der mit, die mit, der mit dem, die mit der",
    "someone": "| jemand, einer, ein anderer, Gegner*, Mitspieler*",
    "steal": (
        "stehlen | stiehlt, stahl, gestohlen*, klau*, geklaut*, mops*, gemopst*, "
        "wegnehm*, weggenommen, nimmt weg, abnehm*, abgenommen"
    ),
    "take": "| nehmen, genommen, nimmt, verlier*, verloren",
    "full": "| voll, kein Platz, keinen Platz, belegt",
    "runout": (
        "| keine mehr, kein mehr, leer, aufgebraucht, alle weg, ausgegangen, niemand, keiner"
    ),
    "refill": "aufgefüllt | auffull*, nachfull*, wieder voll, wieder aufgefullt",
    "room": "| Platz, Raum, passt, passen, unterbringen",
    "alone": "| einzeln*, nur ein, nur eine, nur einen, allein*, alleine",
    "domino": "Dominostein | Dominosteine, Dominosteinen, Domino, Dominos, Doppelplattchen",
    "island": "Insel | Inseln",
    "expert": "| Experte*, Expertenregel*, fortgeschritten*, Fortgeschrittenenspiel*, Variante*",
    "same": "| gleich, gleiche, gleichen, selbe, selben, derselbe*, demselben, dieselbe*",
    "many": "| wie viele, mehrere, viele",
    "both": "| beide, beiden, jeder, alle",
    "points": (
        "Punkte | Punkt, Punkten, Pkt, Wertung, wert, zahlt, zahlen, bringt, bringen, "
        "wie viel gibt, wieviel gibt, gewertet, werten, wertet"
    ),
    "move": (
        "| bewegen, bewegt, ziehen, zieht, treiben, treibt, verschieb*, laufen, lauft, "
        "Schritt*, Bewegung*"
    ),
    "swap": "| tausch*, austausch*, wechsel*",
    "adjacent": (
        "| beruhr*, angrenz*, grenzt, anleg*, neben*, verbunden, zusammen*, "
        "hintereinander, am stuck, Nachbar*"
    ),
    "corner": "| Ecke, Ecken, Eck, uber Eck, diagonal*, schrag",
    "win": "| gewinnt, gewinnen, gewonnen, Sieger*, siegt",
    "tie": "| Gleichstand, unentschieden",
    "end": "| Ende, am Ende, Schluss, am Schluss, letzte*, endet",
    "first": "| zuerst, erste*, anfang*, fangt, beginnt, Startspieler*",
    "setup": (
        "| am Anfang, zu Beginn, Spielbeginn, Aufbau, Spielaufbau, Vorbereitung, vor "
        "dem Start, vor Spielbeginn, vorbereit*, aufbauen"
    ),
    "pass": "| passen, aussetzen, Zug auslassen, ich passe",
    "shuffle": "| misch*, gemischt",
    "must": "| muss, musst, mussen, Pflicht, verpflichtend, freiwillig, gezwungen",
    "players": "Spieler | Personen, Leute, zu zweit, zu dritt, zu viert",
    "terrain": "Landschaftstyp | Landschaft, Landschaften, Gelande, Terrain",
    "ranch": "Ranch | Raster, Gitter",
    "size": "| gross, grosser, Grosse, breit, tief, wachst",
    "row": "Reihe | Reihen, Zeile, Zeilen",
    "contents": (
        "| fehlt, fehlen, enthalten, enthalt, dabei, mitgeliefert, insgesamt, sollte "
        "es geben, Inhalt, Material, Spielmaterial, finden nicht, verloren gegangen"
    ),
    "lack": "| ohne, kein, keine, keinen, keiner, keins, nie, nicht",
    # --- River Dragons' things and happenings ---
    "card": "Karte | Karten, Aktionskarte*",
    "plank": "Planke | Planken, Brett, Bretter, Steg, Stege",
    "stone": "Stein | Steine, Kiesel*",
    "pawn": "Figur | Figuren, Spielfigur*, Poppel, Mannchen, Meeple*",
    "village": "Dorf | Dorfer, Zieldorf, Ziel, Stadt, andere Seite",
    "reach": "| erreich*, ankomm*, angekommen, kommt an",
    "hidden": "verdeckt | verdeckte, umgedreht, nicht aufgedeckt, zugedeckt",
    "dragon": "Drache | Drachen, Drachenkarte*",
    "cancel": "| aufheben, hebt auf, aufgehoben, annulliert, blockier*, storniert",
    "jump": "springt | springen, Sprung, hupf*, uberspring*",
    "fall": "| fallt, fallen, gefallen, ertrink*, ins Wasser, in den Fluss",
    "stuck": "| kann nicht ziehen, kommt nicht weiter, blockiert, eingesperrt, nirgendwo*",
    "remove": "| entfern*, zurucknehm*, zuruckholen, zuruck*, wegnehmen",
    "colour": "Farbe | Farben",
    "apart": "| getrennt*, auseinander, geteilt, beruhren sich nicht",
    "duel": "| Duell, Zweierspiel, Zweierpartie",
    "change": "| andert, andern, Anderung*",
    "difference": "| anders, Unterschied*, unterscheid*",
    "who": "| wer",
    "place": "| legen, lege, anlegen, hinlegen, wohin, wo",
    # --- words that name one topic's matter ---
    "overpopulation": (
        "Überpopulation | Uberbevolkerung, uberbevolkert, zu viele Rinder, zu viele Kuhe"
    ),
    "tally": "| Punkte zahlen, Abrechnung, Endwertung, Schlusswertung, zusammenzahlen",
    "raft": "| Holz, Floss, Flosse, Baumstamm*, Stamme",
    "vein": "| Goldader*, Ader, Adern",
}
"""Concept (the same names in every language) -> "edition word | players' words"."""
