"""The words players type that the rules text does not use, per language.

Two tables, both ours and both used only for matching (never shown on a page,
so they are data here rather than catalog entries: a German synonym has no
English original to translate):

- ``QUESTION_WORDS``: the words that make a question a question ("what
  happens with", "qué pasa si", "怎麼辦"). They are dropped from a query so
  that "what happens with overpopulation?" searches for "overpopulation".
- ``SYNONYMS``: per game, language and topic, the everyday words next to the
  edition's terms (a German player says "Kühe" where the rulebook says
  "Rinder"; the Hong Kong edition's 空間分配行動 is what others call 人口過剩).
"""

from __future__ import annotations

QUESTION_WORDS: dict[str, str] = {
    "en": (
        "what whats which who whom whose how why where when does do did is are was were "
        "can could should may might will would must i we you my our your me us a an the "
        "of to in on at for with and or it its if there then happens happen happened "
        "mean means meant about rule rules get gets allowed many much ve ll re got"
    ),
    "es": (
        "qué que cómo como cuándo cuando quién quien quiénes cuál cual cuáles cuántos "
        "cuántas dónde donde por para pasa ocurre sucede se si el la los las un una unos "
        "unas de del al en con y o es son hay puedo puede pueden mi mis me lo le a "
        "regla reglas hace hago hacer cuánto cuánta cuanto cuanta"
    ),
    "de": (
        "was wie wer wen wem wann wo warum welche welcher welches passiert geschieht "
        "bei mit der die das den dem des ein eine einer einen eines ist sind wird werden "
        "kann darf muss ich man wir und oder zu zum zur im in am an auf von für gibt es "
        "wenn dann regel regeln macht mache viel viele vielen wieviel wieviele hat habe haben "
        "hast habt hab"
    ),
    "pt": (
        "o a os as que quê como quando quem qual quais quantos quantas onde porquê "
        "porque acontece se um uma uns umas de do da dos das no na nos nas em com e ou "
        "é são há posso pode podem para por ao à meu minha regra regras faz fazer quanto quanta"
    ),
    # Chinese has no spaces: these are cut out of the query wherever they occur.
    "zh_Hant": (
        "有甚麼用 有什麼用 有咩用 做甚麼 做什麼 怎麼辦 怎麼樣 怎麼 怎樣 點樣 點算 點解 "
        "甚麼 什麼 為什麼 為甚麼 如何 係咪 請問 是否 是不是 會不會 對不對 需要 可以 邊個 幾多 多少 "
        "嗎 呢 咩 吧 啊 嘅 規則"
    ),
}

_MOON_RIVER: dict[str, dict[str, str]] = {
    "en": {
        "overpopulation": "overpopulation, overcrowding, overcrowded, too many cows",
        "ties": "tie, tied, draw, same points, equal score, who wins, winner",
        "plot-symbols": "cows, cow, skull, circle",
        "cattle-thief": "steal a cow, thief, rustler, stolen cow",
        "gold-prospector": "gold digger, prospector",
        "timber-rafting": "rafting, logs, raft",
        "end-of-game": "game over, last round, end",
        "scoring": "count points, final score, score",
        "territory-points": "region, area, territory size",
        "two-players": "two players, 2 players, duel",
        "setup": "set up, prepare, start",
        "connection-rules": "placement, place a domino, adjacent",
        "cowboy": "move a cow",
        "trapper": "beaver",
        "farmer": "corn",
        "partners": "herder, protect, protected",
        "components": "in the box",
        "how-this-app-scores": "app, ruling, cornfield cow",
    },
    "es": {
        "overpopulation": "superpoblación, sobrepoblación, demasiadas vacas, vacas de más",
        "ties": "empate, empatados, mismos puntos, quién gana, ganador, desempate",
        "plot-symbols": "vacas, vaca, calavera, círculo",
        "cattle-thief": "ladrón, robar vacas, robar una vaca",
        "gold-prospector": "buscador de oro, minero",
        "timber-rafting": "maderada, troncos, madera",
        "end-of-game": "fin, final, última ronda, termina",
        "scoring": "contar puntos, cuentan, recuento, puntuación, puntos",
        "territory-points": "territorio, zona, región",
        "two-players": "dos jugadores, 2 jugadores",
        "setup": "preparar, montar, empezar",
        "connection-rules": "colocar, conectar, conexión, adyacente",
        "cowboy": "vaquero, mover vacas",
        "desperado": "forajido, intercambiar",
        "trapper": "trampero, castor",
        "farmer": "granjero, maíz",
        "partners": "compañeros, pastor, proteger, protegida",
        "components": "componentes, caja, piezas",
        "how-this-app-scores": "aplicación, app",
        "outlaws": "bandidos, banda",
        "gold-rush": "fiebre del oro, veta",
    },
    "de": {
        "overpopulation": "Überbevölkerung, Überpopulation, zu viele Rinder, zu viele Kühe",
        "ties": "Gleichstand, unentschieden, gleich viele Punkte, Sieger, gewinnt",
        "plot-symbols": "Kuh, Kühe, Rind, Rinder, Totenkopf",
        "cattle-thief": "Viehdiebin, Viehdieb, Diebin, Dieb, Kühe stehlen, Rind stehlen",
        "gold-prospector": "Goldgräberin, Goldgräber, Goldsucherin, Goldsucher",
        "timber-rafting": "Flößerei, Holz, Floß, Flöße",
        "end-of-game": "Ende, letzte Runde, endet",
        "scoring": "Punkte zählen, Wertung, Abrechnung, Punkte",
        "territory-points": "Gebiet, Fläche, Region",
        "two-players": "zwei Spieler, zu zweit, 2 Personen, 2 Spieler",
        "setup": "Aufbau, aufbauen, vorbereiten",
        "connection-rules": "anlegen, legen, Nachbar",
        "cowboy": "Kühe bewegen, Rinder bewegen",
        "desperado": "tauschen",
        "trapper": "Biber, Fallensteller",
        "farmer": "Bauer, Mais",
        "partners": "Viehhüter, Schutz, schützen, geschützt",
        "components": "Material, Inhalt, Schachtel",
        "how-this-app-scores": "App, Entscheidungen",
        "outlaws": "Bande, Verbrecher",
        "gold-rush": "Goldader",
    },
    "zh_Hant": {
        "overpopulation": "人口過剩, 牛太多, 太多牛, 牛隻過多, 空間分配, 擠",
        "ties": "平手, 打和, 同分, 和局, 平局, 誰贏, 勝負",
        "plot-symbols": "牛隻, 牛, 骷髏頭, 骷髏, 圓圈",
        "cattle-thief": "偷牛, 小偷, 賊",
        "gold-prospector": "淘金, 礦工",
        "timber-rafting": "漂流, 木材, 伐木",
        "end-of-game": "結束, 最後一輪, 完結, 終局",
        "scoring": "計分, 算分, 分數",
        "territory-points": "區域, 地區",
        "two-players": "兩人, 二人, 2人, 雙人",
        "setup": "準備, 設置, 開始",
        "connection-rules": "擺放, 放置, 相鄰, 連接",
        "cowboy": "移動牛",
        "desperado": "交換",
        "trapper": "水獺, 海狸",
        "farmer": "農民, 玉米",
        "partners": "夥伴, 保護, 牧人",
        "components": "配件, 內容",
        "how-this-app-scores": "應用程式, 程式",
        "outlaws": "幫派, 壞人",
        "gold-rush": "金礦",
    },
    "pt": {
        "overpopulation": "sobrepopulação, superpopulação, sobrelotação, demasiadas vacas",
        "ties": "empate, empatados, mesmos pontos, quem ganha, vencedor, desempate",
        "plot-symbols": "vacas, vaca, caveira, círculo",
        "cattle-thief": "ladrão, roubar vacas, roubar uma vaca",
        "gold-prospector": "garimpeiro, mineiro",
        "timber-rafting": "madeira, troncos, jangada",
        "end-of-game": "fim, final, última ronda, termina",
        "scoring": "contar pontos, contam, contagem, pontuação, pontos",
        "territory-points": "território, zona, região",
        "two-players": "dois jogadores, 2 jogadores",
        "setup": "preparar, montar, começar",
        "connection-rules": "colocar, ligar, adjacente",
        "cowboy": "mover vacas",
        "desperado": "trocar",
        "trapper": "caçador, castor",
        "farmer": "agricultor, milho",
        "partners": "parceiros, vaqueiro, proteger, protegida",
        "components": "componentes, peças, caixa",
        "how-this-app-scores": "aplicação, app",
        "outlaws": "bandidos, bando",
        "gold-rush": "filão, corrida ao ouro",
    },
}

_RIVER_DRAGONS: dict[str, dict[str, str]] = {
    "en": {"dragons": "dragon, cancelled", "jump": "jump over", "end-of-game": "who wins"},
    "es": {"dragons": "dragón, dragones, anular", "jump": "saltar", "end-of-game": "quién gana"},
    "de": {"dragons": "Drache, Drachen", "jump": "springen", "end-of-game": "wer gewinnt"},
    "zh_Hant": {"dragons": "龍, 取消", "jump": "跳", "end-of-game": "誰贏"},
    "pt": {"dragons": "dragão, dragões, anular", "jump": "saltar", "end-of-game": "quem ganha"},
}

SYNONYMS: dict[str, dict[str, dict[str, str]]] = {
    "moon-river": _MOON_RIVER,
    "river-dragons": _RIVER_DRAGONS,
}
"""game -> language -> topic slug -> comma-separated words."""


def synonyms(game: str, code: str, slug: str) -> list[str]:
    words = SYNONYMS.get(game, {}).get(code, {}).get(slug, "")
    return [word.strip() for word in words.split(",") if word.strip()]
