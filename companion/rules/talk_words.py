"""How players talk about the games, per language: the data of ``companion.rules.talk``.

Ours, and used only for matching (never shown), so data here rather than
catalog entries, as ``search_words`` is. The tables:

- ``SPOKEN_CANTONESE``: spoken Cantonese as Hong Kong players type it, and the
  written Chinese the rules use (冇 is 沒有, 佢 is 他, 粟米 is 玉米, 揭 is 翻開);
  the sentence particles (㗎, 喇, 囉 ...) become nothing.
- ``NUMBERS``: number words per language, so "fifty", "cincuenta" and 五十 are
  numbers like 50 (and "pareja", a couple, is 2).
- ``CLASSIFIERS`` and ``COUNTED_BY_MEASURE``: Chinese measure words, which go
  with a number, and what some of them count on their own (五格: five plots).
- ``CONCEPTS``: what players talk about, one entry a thing or a situation, in
  every language, for both games (a concept only one game's intents use says
  nothing to the other). Before the ``|``: the edition's own word (the rules
  text uses it, so the search can look for it when a player said something
  else); after: the words players use, including what a piece's picture shows
  (the farmer's pitchfork, the desperado's gun). ``*`` at a word's end (or
  start) lets it match any ending (or beginning): ``klau*`` is klaut, klaue...;
  a phrase ending in ``*`` lets its last word end any way.
- ``BROADER``: what a concept implies (a desert is a terrain, a duel two players).
- ``INTENTS``: per game and topic, the questions the topic answers, written
  as the concepts they combine ("steal cow": someone's cow taken), whatever
  the language they are asked in. ``NUM`` is any count, ``TWO`` the count 2
  (two players), ``SCORE`` a number of points (a number from 10 that counts
  nothing else, or next to a word for points); ``plot#`` plots counted (a
  number or "how many" before them), ``no-farmer`` a farmer said to be missing.
"""

from __future__ import annotations

SPOKEN_CANTONESE: dict[str, str] = {
    # questions and their A-not-A forms
    "有冇": "",
    "有無": "",
    "可唔可以": "可以",
    "得唔得": "",
    "使唔使": "需要",
    "係唔係": "是否",
    "係咪": "是否",
    "會唔會": "是否",
    "啱唔啱": "是否",
    "齊唔齊": "齊全",
    "夠唔夠": "足夠",
    "點算好": "點算",
    "點樣": "怎樣",
    "點解": "為甚麼",
    "點計": "怎樣計",
    "點玩": "怎樣玩",
    "做乜": "做甚麼",
    "咩事": "甚麼事",
    "乜嘢": "甚麼",
    "乜": "甚麼",
    "咩": "甚麼",
    "邊個": "誰",
    "邊度": "哪裡",
    "邊": "哪",
    "幾多": "多少",
    "幾時": "何時",
    # completion: "none left at all", "all used up"
    "冇晒": "沒有了",
    "冇哂": "沒有了",
    "冇曬": "沒有了",
    "用晒": "用完",
    "抽晒": "抽完",
    "放晒": "放完",
    "滿晒": "滿",
    "晒": "",
    # everyday words
    "冇": "沒有",
    "唔": "不",
    "係": "是",
    "喺": "在",
    "咗": "了",
    "緊": "",
    "佢哋": "他們",
    "佢": "他",
    "我哋": "我們",
    "你哋": "你們",
    "人哋": "別人",
    "o既": "的",
    "嘅": "的",
    "啲": "些",
    "嘢": "東西",
    "嗰個": "那個",
    "嗰": "那",
    "呢個": "這個",
    "呢隻": "這隻",
    "仲有": "還有",
    "點先": "怎樣才",
    "搵": "找",
    "呢度": "這裡",
    "俾": "給",
    "畀": "給",
    "揸住": "拿",
    "拎住": "拿",
    "攞住": "拿",
    "戴住": "戴",
    "攞": "拿",
    "拎": "拿",
    "揸": "拿",
    "揀": "選",
    "睇": "看",
    "嚟": "來",
    "諗": "想",
    "識": "會",
    "仲": "還",
    "而家": "現在",
    "郁": "動",
    "企": "站",
    "行過": "走過",
    "行去": "走去",
    "粟米": "玉米",
    "揭": "翻開",
    "冚住": "蓋住",
    "跌落": "跌入",
    "行到": "走到",
    "去到": "到達",
    "到咗": "到達",
    "打埋": "打完",
    "做埋": "做完",
    "唔見": "不見",
    "點用": "怎樣用",
    "淨係": "只是",
    "打和": "平手",
    "搞掂": "完成",
    "即係": "就是",
    "咁樣": "這樣",
    "咁": "",
    "唔該": "",
    # words typed as they sound (左 and 既 are read in context: see cantonese.py)
    "咩野": "甚麼",
    "乜野": "甚麼",
    "啲野": "些東西",
    "果個": "那個",
    "果隻": "那隻",
    "果度": "那裡",
    "依個": "這個",
    "依隻": "這隻",
    "依家": "現在",
    "即刻": "立即",
    "噉": "",
    # sentence particles
    "㗎": "",
    "啩": "",
    "啵": "",
    "咧": "",
    "咯": "",
    "囖": "",
    "喇": "",
    "啦": "",
    "囉": "",
    "咋": "",
    "嘛": "",
    "吖": "",
    "喎": "",
    "啫": "",
    "噃": "",
    "嘞": "",
    "呀": "",
    "啊": "",
    "吓": "",
}
"""Spoken Cantonese (after folding, so Simplified input is covered) -> written Chinese."""

NUMBERS: dict[str, str] = {
    "en": (
        "two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12 "
        "thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 "
        "twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 "
        "hundred=100 couple=2"
    ),
    "es": (
        "dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 doce=12 "
        "trece=13 catorce=14 quince=15 dieciseis=16 diecisiete=17 dieciocho=18 diecinueve=19 "
        "veinte=20 veinti*=20 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 "
        "ochenta=80 noventa=90 cien=100 ciento=100 pareja=2"
    ),
    "de": (
        "zwei=2 zwo=2 zweit=2 drei=3 dritt=3 vier=4 viert=4 funf=5 sechs=6 sieben=7 acht=8 "
        "neun=9 zehn=10 elf=11 zwolf=12 *zehn=13 zwanzig=20 dreissig=30 *zig=20 *ssig=30 "
        "hundert=100"
    ),
    "pt": (
        "dois=2 duas=2 tres=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9 dez=10 onze=11 "
        "doze=12 treze=13 catorze=14 quinze=15 dezasseis=16 dezassete=17 dezoito=18 "
        "dezanove=19 vinte=20 trinta=30 quarenta=40 cinquenta=50 sessenta=60 setenta=70 "
        "oitenta=80 noventa=90 cem=100 cento=100 casal=2"
    ),
    # Chinese numerals are read digit by digit (十 multiplies): see talk._chinese_number.
    "zh_Hant": "兩=2 二=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9 十=10 廿=20 卅=30 百=100",
}
"""Number words per language (folded): "word=value"; 1 is left out (it is also "a"), and so
is "once" (11 in Spanish, but "at once" in English: players type scores in digits)."""

CLASSIFIERS = "隻頭粒個塊格張次人位條舊嚿份行"
"""Chinese measure words: "三隻牛" is three cows; the measure word goes with the number."""

COUNTED_BY_MEASURE: dict[str, str] = {"格": "plot", "塊": "plot", "張": "card", "行": "row"}
"""What a Chinese measure word counts when no word follows it: 五格 is five squares (plots)."""

TERRAINS = ("desert", "canyon", "prairie", "forest", "farm", "cornfield")
"""The kinds of land: a word for one may stand before what is counted ("3 desert tiles")."""

BROADER: dict[str, tuple[str, ...]] = {
    **{kind: ("terrain",) for kind in TERRAINS},
    "duel": ("TWO", "players"),
    "steal": ("take",),
    "stuck": ("no-place",),
    "no-room": ("full",),
}
"""A concept -> what it implies: a question about "a desert of 4 tiles" asks what any
terrain's does; a duel is two players; stealing is a way of taking (a plank taken back
is River Dragons' remove); no room, however it is said, is full."""

CONCEPTS: dict[str, dict[str, str]] = {
    # --- the game's things, with their pictures ---
    "cow": {
        "en": "cow | cows, cattle, bull, bulls, heifer, steer, moo",
        "es": "vaca | vacas, vaquita*, ganado, toro, toros, res, reses",
        "de": "Rind | Rinder, Kuh, Kühe, Vieh, Stier, Ochse*, Kalb, Kälber",
        "zh_Hant": "牛 | 牛隻, 乳牛, 母牛, 牛牛",
        "pt": "vaca | vacas, vaquinha*, gado, boi, bois, touro*",
    },
    "plot": {
        "en": "plot | plots, tile, tiles, square, squares, piece, pieces, cell, cells, card, cards",
        "es": (
            "solar | solares, ficha, fichas, loseta*, casilla*, pieza*, carta, cartas, "
            "parcela*, cuadro*, cuadrado*"
        ),
        "de": "Parzelle | Parzellen, Plättchen, Kärtchen, Feld*, Karte*, Teil, Teile",
        "zh_Hant": "土地板塊 | 板塊, 土地, 地塊, 塊地, 格, 格子, 一格, 同一格, 牌, 卡",
        "pt": "parcela | parcelas, peça, peças, quadrado*, casa, casas, ficha*, carta*, mosaico*",
    },
    "board": {
        "en": (
            "Reservation board | board, boards, player board, mat, tableau, storage, "
            "storage space*, reserve"
        ),
        "es": "tablero de reserva | tablero*, almacen*, reserva",
        "de": (
            "Spieltableau | Tableau, Tableaus, Spielertableau, Brett, Tafel, Ablage, Lager, "
            "Vorrat, Vorratsfeld*"
        ),
        "zh_Hant": "玩家版圖 | 版圖, 儲存區, 圖板, 個人版圖",
        "pt": "tabuleiro de Reserva | tabuleiro*, reserva, armazem, armazenamento",
    },
    "box": {
        "en": "box | bag, draw pile, pile, stack, deck",
        "es": "caja | monton, mazo, pila",
        "de": "Schachtel | Box, Karton, Stapel, Nachziehstapel, Beutel",
        "zh_Hant": "盒 | 盒子, 箱, 牌堆, 牌庫",
        "pt": "caixa | pilha, monte, baralho",
    },
    "saloon": {
        "en": "Saloon | bar, tavern, pub",
        "es": "Saloon | bar, taberna, cantina",
        "de": "Saloon | Bar, Kneipe, Taverne",
        "zh_Hant": "沙龍 | 酒吧, 酒館",
        "pt": "Saloon | bar, taberna, taverna",
    },
    "partner": {
        "en": "partner | partners, character*, helper*, specialist*, hireling*",
        "es": "compañero | compañeros, personaje*, ayudante*, especialista*",
        "de": "Partner | Charakter*, Helfer*, Spezialist*",
        "zh_Hant": "夥伴 | 角色, 人物, 幫手, 專家",
        "pt": "Parceiro | parceiros, personage*, ajudante*, especialista*",
    },
    "ranchero": {
        "en": "ranchero | rancheros, pawn*, meeple*, figure*, wooden man",
        "es": "ranchero | rancheros, peon, peones, meeple*, muñeco*, figura*",
        "de": "Rancher | Pöppel, Meeple*, Männchen, Spielfigur*, Figur, Figuren",
        "zh_Hant": "農場主 | 棋子, 小人, 公仔",
        "pt": "Ranchero | rancheros, peao, peoes, meeple*, boneco*, figura*",
    },
    "skull": {
        "en": "skull | skulls, bones, bone, horns, dead cow, drought*, dry spell",
        "es": "calavera | calaveras, craneo*, hueso*, cuerno*, sequia*",
        "de": "Schädel | *schadel, Totenkopf, Knochen, Horner, Durre*, Trockenheit*",
        "zh_Hant": "骷髏 | 頭骨, 骨頭, 牛頭, 乾旱, 旱災, 旱",
        "pt": "caveira | caveiras, cranio*, osso*, chifre*, seca, secas",
    },
    "scenario": {
        "en": (
            "scenario | scenarios, mission*, variant of legends, timber rafting, gold rush, "
            "moon river city"
        ),
        "es": "escenario | escenarios, mision*, maderada, fiebre del oro, ciudad moon river",
        "de": (
            "Szenario | Szenarien, Szenarios, Mission*, Flosserei, Goldrausch*, Wilde Bande, "
            "Moon River City"
        ),
        "zh_Hant": "劇本 | 情境, 任務, 林間漂流, 淘金熱, 月河城, 不法者",
        "pt": (
            "cenário | cenarios, missao, missoes, transporte de madeira, corrida ao ouro, "
            "moon river city, foras da lei"
        ),
    },
    "pad": {
        "en": "score pad | score sheet*, scoresheet*, pad, sheet, scorecard*, paper",
        "es": "libreta de puntuación | libreta, hoja, hoja de puntos, bloc*, papel",
        "de": "Wertungsblock | Block, Zettel, Wertungsblatt, Blatt, Punkteblock*",
        "zh_Hant": "計分紙 | 記分紙, 計分表, 記分表, 分紙",
        "pt": "bloco de pontuação | bloco, folha, folha de pontos, papel",
    },
    "game": {
        "en": "| game, match, the game",
        "es": "| juego, partida, el juego, la partida",
        "de": "| Spiel, Partie, das Spiel",
        "zh_Hant": "| 遊戲, 一局, 一鋪, 成局",
        "pt": "| jogo, partida, o jogo, a partida",
    },
    "flip": {
        "en": "| flip*, turn over, turn it over, other side, cowboy side",
        "es": "| voltear, volteo, dar la vuelta, girar, giro, otra cara, lado del vaquero",
        "de": "| umdrehen, umgedreht, wenden, andere Seite, Cowboyseite",
        "zh_Hant": "| 反轉, 翻轉, 翻面, 反面, 另一面",
        "pt": "| virar, viro, voltar, outro lado, lado do cowboy",
    },
    "bandit": {
        "en": "bandit | bandits, outlaw*, gang, gangs, baddie*, villain*, crook*",
        "es": "bandido | bandidos, banda, bandas, malo, malos, villano*",
        "de": "Verbrecher | Bandit*, Bande, Banden, Gangster*, Schurke*, Verbrecherbande*",
        "zh_Hant": "壞人 | 幫派, 賊仔, 賊, 匪, 土匪, 悍匪, 不法者",
        "pt": "bandido | bandidos, bando, bandos, fora da lei, foras da lei, vilao*",
    },
    "discard": {
        "en": "| discard*, throw away, thrown away, threw away, toss*, bin, binned, left over*",
        "es": "| descart*, tirar, tiro, tirado*, desech*, sobra*",
        "de": "| abwerfen, abgeworfen, wirft ab, wegwerfen, weggeworfen, ubrig*, Abwurf",
        "zh_Hant": "| 棄置, 棄, 丟棄, 丟, 掉, 剩低, 剩下",
        "pt": "| descart*, deitar fora, deito fora, sobra*, restantes",
    },
    "order": {
        "en": "| turn order, my turn, whose turn, who s next, next player, order, who plays next",
        "es": "| orden de turno, mi turno, orden, a quien le toca, me toca, le toca",
        "de": "| dran, an der Reihe, Reihenfolge, Zugreihenfolge, wer ist dran",
        "zh_Hant": "| 輪到, 次序, 順序, 回合次序",
        "pt": "| ordem de jogo, a minha vez, vez, ordem, quem joga",
    },
    "column": {
        "en": "column | columns, line of plots, line of tiles",
        "es": "columna | columnas, fila de fichas",
        "de": "Spalte | Spalten, Auslage",
        "zh_Hant": "直行 | 一列, 直列",
        "pt": "coluna | colunas",
    },
    "kind": {
        "en": "| kind, kinds, type, types, sort, sorts, of each",
        "es": "| tipo, tipos, clase, clases, cada tipo, de cada",
        "de": "| Sorte, Sorten, Art, Arten, Typ, Typen, jeder Sorte",
        "zh_Hant": "| 種, 每種, 款, 每款, 類",
        "pt": "| tipo, tipos, especie, especies, cada tipo, de cada",
    },
    "orientation": {
        "en": (
            "| sideways, orientation, rotate*, vertical*, horizontal*, upright, any way, direction"
        ),
        "es": "| de lado, orientacion, vertical*, horizontal*, de pie, acostad*, direccion",
        "de": "| quer, hochkant, Ausrichtung, senkrecht, waagrecht, waagerecht, Richtung",
        "zh_Hant": "| 打橫, 打直, 方向, 橫放, 直放, 橫住, 直住",
        "pt": "| de lado, orientacao, vertical*, horizontal*, de pe, deitad*, direcao",
    },
    "printed": {
        "en": "| printed, print, symbol, symbols, icon, icons, drawn, drawing, picture of",
        "es": "| impres*, dibujad*, dibujo, simbolo*, icono*",
        "de": "| aufgedruckt*, gedruckt*, Symbol*, abgebildet*, Bildchen",
        "zh_Hant": "| 印, 印咗, 圖案, 符號, 標誌, 畫",
        "pt": "| impress*, desenhad*, desenho, simbolo*, icone*",
    },
    "later": {
        "en": "| after, afterwards, later, once used, used up",
        "es": "| despues, luego, mas tarde",
        "de": "| spater, danach, nachher",
        "zh_Hant": "| 之後, 然後, 後來, 用完",
        "pt": "| depois, mais tarde, a seguir",
    },
    "own": {
        "en": "| own, my own, mine, same colour as me",
        "es": "| propio, propia, mi propio, mi propia, mio, mia",
        "de": "| eigene*, meine eigene*, selbst",
        "zh_Hant": "| 自己, 自家",
        "pt": "| proprio, propria, meu proprio, minha propria",
    },
    "app": {
        "en": "| app, application, the app, website, site",
        "es": "| app, aplicacion, la app, la aplicacion, web",
        "de": "| App, Anwendung, die App, Webseite",
        "zh_Hant": "| 程式, 應用程式, app",
        "pt": "| app, aplicacao, a app, a aplicacao, site",
    },
    "circle": {
        "en": "circle | circles, ring, rings",
        "es": "círculo | circulos, anillo*, aro*",
        "de": "Kreis | Kreise, Ring, Ringe",
        "zh_Hant": "圓圈 | 圈",
        "pt": "círculo | circulos, anel, aneis, argola*",
    },
    "nugget": {
        "en": "nugget | nuggets, gold, gold stone*",
        "es": "pepita | pepitas, oro",
        "de": "Gold | Nugget*, Goldnugget*, Goldklumpen, Goldstuck*",
        "zh_Hant": "金塊 | 金, 金粒",
        "pt": "pepita | pepitas, ouro",
    },
    "beaver": {
        "en": "beaver | beavers",
        "es": "castor | castores",
        "de": "Biber | ",
        "zh_Hant": "水獺 | 海狸",
        "pt": "castor | castores",
    },
    "corn": {
        "en": "corn | maize, cob, cobs, corn cob*, ear of corn",
        "es": "maíz | mazorca*, choclo*, elote*",
        "de": "Mais | Maiskolben, Kolben",
        "zh_Hant": "玉米 | 玉米棒",
        "pt": "milho | maçaroca*, espiga*",
    },
    "cornfield": {
        "en": "cornfield | cornfields, corn field*",
        "es": "campo de maíz | campos de maiz, maizal*",
        "de": "Maisfeld | Maisfelder, Maisfeldern",
        "zh_Hant": "玉米田 | ",
        "pt": "milharais | milharal, campo de milho, campos de milho",
    },
    "forest": {
        "en": "forest | forests, wood, woods, tree, trees, pine*",
        "es": "bosque | bosques, arbol, arboles, pino*",
        "de": "Wald | Walder, Baum, Baume, Tanne*",
        "zh_Hant": "森林 | 樹, 樹林",
        "pt": "floresta | florestas, arvore*, pinheiro*",
    },
    "desert": {
        "en": "desert | deserts, cactus, cacti, sand",
        "es": "desierto | desiertos, cactus, arena",
        "de": "Wüste | Wusten, Kaktus, Kakteen, Sand",
        "zh_Hant": "沙漠 | 仙人掌",
        "pt": "deserto | desertos, cacto*, areia",
    },
    "canyon": {
        "en": "canyon | canyons, rocks, cliff*, red rock*, mountain*",
        "es": "cañón | cañones, roca*, montaña*",
        "de": "Canyon | Felsen, Schlucht*, Berg, Berge",
        "zh_Hant": "峽谷 | 岩石, 石頭, 山",
        "pt": "desfiladeiro | desfiladeiros, rocha*, montanha*",
    },
    "prairie": {
        "en": "prairie | prairies, grass, meadow*",
        "es": "pradera | praderas, hierba, pasto*, prado*",
        "de": "Prärie | Wiese*, Gras, Weide*",
        "zh_Hant": "草原 | 草地",
        "pt": "prado | prados, pradaria*, erva, relva, pasto*",
    },
    "farm": {
        "en": "farm | farms, house, houses, barn*, windmill*, building*, cabin*",
        "es": "granja | granjas, casa, casas, granero*, molino*, edificio*",
        "de": "Gebäude | Haus, Hauser, Hauschen*, Scheune*, Bauernhof*, Hof, Farm, Windmuhle*",
        "zh_Hant": "農舍 | 屋, 房子, 穀倉, 風車",
        "pt": "fazenda | fazendas, quinta*, celeiro*, moinho*, edificio*",
    },
    "territory": {
        "en": "territory | territories, region*, area, areas, zone*, patch*",
        "es": "territorio | territorios, zona*, region*, area*",
        "de": "Gebiet | Gebiete, Flache*, Region*, Zone*",
        "zh_Hant": "區域 | 地區, 範圍, 一片",
        "pt": "território | territorios, zona*, regiao*, area*",
    },
    "river": {
        "en": "river | water, stream",
        "es": "río | agua",
        "de": "Fluss | Wasser, Ufer",
        "zh_Hant": "河流 | 月亮河, 河, 河邊",
        "pt": "rio | agua",
    },
    "bridge": {
        "en": "bridge | bridges",
        "es": "puente | puentes",
        "de": "Brücke | Brucken",
        "zh_Hant": "橋 | ",
        "pt": "ponte | pontes",
    },
    "round": {
        "en": "round | rounds",
        "es": "ronda | rondas",
        "de": "Runde | Runden",
        "zh_Hant": "輪 | 回合",
        "pt": "ronda | rondas",
    },
    "bonus-tile": {
        "en": "bonus landscape tile | bonus tile*, extra tile*",
        "es": "loseta extra de paisaje | loseta extra, ficha extra, ficha suelta",
        "de": "Bonus-Landschaftsplättchen | Bonusplattchen, Extraplattchen, Bonus",
        "zh_Hant": "地貌獎勵板塊 | 獎勵板塊, 獎勵",
        "pt": "peça de Bónus de Paisagem | peça de bonus, peça extra, bonus",
    },
    # --- the partners, by name and by what their picture shows ---
    "cowboy": {
        "en": "cowboy | cowboys, horse*, rider, lasso*, lariat*, rope*, spurs",
        "es": "vaquero | vaqueros, caballo*, jinete*, lazo*, cuerda*, soga*, espuela*",
        "de": "Cowboy | Pferd*, Reiter, Lasso*, Seil*, Strick*, Sporen",
        "zh_Hant": "牛仔 | 馬, 騎馬, 套索, 繩, 馬刺",
        "pt": "Cowboy | cowboys, cavalo*, cavaleiro*, laço*, corda*, esporas",
    },
    "desperado": {
        "en": (
            "desperado | gun, guns, pistol*, revolver*, six shooter*, gunslinger*, rifle*, "
            "shotgun*, weapon*, mask*, bandana*, bandanna*, scarf"
        ),
        "es": (
            "forajido | pistola*, revolver*, pistolero*, escopeta*, rifle*, arma, armas, "
            "mascara, enmascarad*, antifaz*, pañuelo*"
        ),
        "de": (
            "Desperado | Pistole*, Revolver*, Colt*, Gewehr*, Flinte*, Knarre*, Waffe*, Maske*, "
            "maskiert*, Halstuch*, Tuch vor*"
        ),
        "zh_Hant": "亡命之徒 | 槍, 手槍, 槍手, 蒙面, 面罩, 頭巾, 口罩",
        "pt": (
            "Desperado | pistola*, revolver*, pistoleiro*, espingarda*, cacadeira*, arma, armas, "
            "mascara*, mascarad*, lenço*"
        ),
    },
    "cattle-thief": {
        "en": "cattle thief | rustler*, thief, thieves, crook*, robber*, lasso*, lariat*, rope*",
        "es": "ladrón de ganado | ladron*, ladrona*, cuatrero*, lazo*, cuerda*, soga*",
        "de": "Viehdiebin | Viehdieb*, Diebin, Dieb, Diebe, Rauber*, Gauner*, Lasso*, Seil*",
        "zh_Hant": "偷牛賊 | 賊, 小偷, 大盜, 套索, 繩",
        "pt": "Ladrão de Gado | ladrao, ladroes, ladra*, gatuno*, laço*, corda*",
    },
    "gold-prospector": {
        "en": (
            "gold prospector | prospector*, miner*, gold digger*, pickaxe*, pick axe*, pickax, "
            "shovel*, spade*, gold pan*, pan, sieve*, panning"
        ),
        "es": (
            "buscador de oro | buscador*, minero*, minera*, pico, piqueta*, pala, palas, "
            "batea*, tamiz*, cedazo*"
        ),
        "de": (
            "Goldgräberin | Goldgraber*, Goldsucher*, Bergmann, Spitzhacke*, Pickel, Hacke*, "
            "Schaufel*, Spaten*, Goldpfanne*, Pfanne*, Sieb*"
        ),
        "zh_Hant": "淘金者 | 礦工, 掘金, 鶴嘴鋤, 鋤頭, 鋤, 鏟, 淘金盤, 篩",
        "pt": "Garimpeiro | garimpeira*, mineiro*, mineira*, picareta*, pa, bateia*, peneira*",
    },
    "trapper": {
        "en": "trapper | trappers, hunter*, fur, furs, fur hat*, fur cap*, coonskin*, trap, traps",
        "es": (
            "trampero | trampera*, cazador*, piel, pieles, sombrero de piel*, gorro de piel*, "
            "trampa*"
        ),
        "de": "Trapper | Jager*, Fell, Felle, Pelz*, Fellmutze*, Mutze*, Hut, Hute, Falle, Fallen",
        "zh_Hant": "獵人 | 皮帽, 毛帽, 帽, 帽子, 陷阱, 捕獸夾, 獸皮",
        "pt": (
            "Caçador de Peles | cacador*, pele, peles, gorro de pele*, chapeu de pele*, armadilha*"
        ),
    },
    "farmer": {
        "en": "farmer | farmers, pitchfork*, fork, forks, hayfork*, straw hat*, overalls, rake*",
        "es": (
            "granjero | granjera*, horca*, horquilla*, bieldo*, sombrero de paja*, rastrillo*, "
            "campesino*"
        ),
        "de": (
            "Farmer | Farmerin*, Bauer, Bauerin*, Mistgabel*, Heugabel*, Gabel*, Strohhut*, "
            "Latzhose*, Rechen, Hut, Hute"
        ),
        "zh_Hant": "農夫 | 農民, 乾草叉, 草叉, 叉, 草帽, 帽, 帽子, 耙",
        "pt": (
            "Agricultor | agricultora*, forquilha*, forcado*, chapeu de palha*, ancinho*, "
            "lavrador*, campones*"
        ),
    },
    "herder": {
        "en": "herder | herders, shepherd*, guard*, protect*, safe",
        "es": "pastor | pastores, guardian*, proteg*, a salvo, segur*",
        "de": "Viehhüter | Huter*, Wachter*, schutz*, geschutzt*, sicher",
        "zh_Hant": "牧人 | 保護, 守護, 保住, 安全",
        "pt": "Vaqueiro | vaqueiros, guarda*, proteg*, a salvo, segur*",
    },
    # --- what players say happens ---
    "person": {
        "en": "| guy, guys, man, lady, woman, fella*, fellow*, dude, bloke, chap, the one with",
        "es": "| el de, la de, el del, la del, tipo, tia, tio, señor*, hombre, mujer, chico, chica",
        "de": "| Typ, Mann, Frau, Kerl, Dame, Madel, der mit, die mit, der mit dem, die mit der",
        "zh_Hant": "| 那個, 個人, 佬, 女仔, 男仔, 男人, 女人",
        "pt": "| o da, o do, a da, a do, tipo, senhor*, homem, mulher, gajo, gaja",
    },
    "someone": {
        "en": "| someone, somebody, another player, other player*, opponent*",
        "es": "| alguien, otro jugador, otra jugadora, rival*, contrincante*",
        "de": "| jemand, einer, ein anderer, Gegner*, Mitspieler*",
        "zh_Hant": "| 有人, 別人, 對手, 其他玩家, 另一個玩家",
        "pt": "| alguem, outro jogador, outra jogadora, adversario*",
    },
    "steal": {
        "en": (
            "steal | steals, stealing, stole, stolen, nick, nicked, nicks, pinch*, swipe*, "
            "rustle*, rob, robbed, nab*, take away, took away, taken away"
        ),
        "es": "roba | rob*, quit*, mang*, birl*, se ha llevado, se llevo, se lleva*, llevado",
        "de": (
            "stehlen | stiehlt, stahl, gestohlen*, klau*, geklaut*, mops*, gemopst*, "
            "wegnehm*, weggenommen, nimmt weg, abnehm*, abgenommen"
        ),
        "zh_Hant": "偷 | 搶, 拿走, 偷走, 偷了",
        "pt": "roubar | roub*, gam*, levaram, levou, tiraram, tirou, tirar",
    },
    "take": {
        "en": "| take, takes, took, taken, grab*, lose, lost, losing",
        "es": "| coger, cogio, tomar, llevar, perder, perdi, pierdo",
        "de": "| nehmen, genommen, nimmt, verlier*, verloren",
        "zh_Hant": "| 拿, 取, 執, 失去, 少了",
        "pt": "| pegar, levar, perder, perdi",
    },
    "full": {
        "en": "| full, no room, no space, no more room, no more space, filled up, no spot*",
        "es": (
            "| lleno, llena, llenos, llenas, sin sitio, no tengo sitio, no cabe, no caben, "
            "no me cabe, no hay sitio, sin espacio, no hay espacio, completo*"
        ),
        "de": "| voll, kein Platz, keinen Platz, belegt",
        "zh_Hant": (
            "| 滿, 放滿, 爆滿, 沒有位, 沒有空位, 沒位, 放不落, 放不下, 擺不落, 擺不下, 不夠位"
        ),
        "pt": "| cheio, cheia, cheios, cheias, sem espaco, sem lugar, nao cabe, nao ha espaco",
    },
    "runout": {
        "en": (
            "| run out, ran out, runs out, no more, none left, nothing left, empty, used up, "
            "all gone, nobody, nobody left, no one, no one left"
        ),
        "es": (
            "| no quedan, no queda, ya no hay, no hay mas, se acab*, acab*, se terminaron, "
            "vacia, vacio, agotad*, nadie"
        ),
        "de": "| keine mehr, kein mehr, leer, aufgebraucht, alle weg, ausgegangen, niemand, keiner",
        "zh_Hant": "| 沒有了, 沒有, 沒有人, 沒人, 用完, 抽完, 完了, 空了",
        "pt": "| ja nao ha, nao ha mais, acab*, esgot*, vazia, vazio, nao sobra*, ninguem",
    },
    "refill": {
        "en": "refill | refilled, fill up, top up, restock*, replenish*",
        "es": "rellena | rellen*, repon*, volver a llenar",
        "de": "aufgefüllt | auffull*, nachfull*, wieder voll, wieder aufgefullt",
        "zh_Hant": "補充 | 補, 補返, 補回, 補滿, 填滿",
        "pt": "repõe | repor, repo*, encher, volta a encher, reabastec*",
    },
    "room": {
        "en": "| room, space, spot, spots, fit, fits",
        "es": "| sitio, espacio, hueco, cabe, caben, cabia, cabian, caber, encaj*",
        "de": "| Platz, Raum, passt, passen, unterbringen",
        "zh_Hant": "| 位, 空位, 位置",
        "pt": "| espaco, lugar, sitio, cabe, cabem, caber, encaix*",
    },
    "alone": {
        "en": "| single, just one, only one, one single, on its own, by itself, alone, lone*",
        "es": "| sola, solo, suelto, suelta, una sola, un solo, aislad*, unica, unico",
        "de": "| einzeln*, nur ein, nur eine, nur einen, allein*, alleine",
        "zh_Hant": "| 單, 單獨, 只是, 只, 孤立",
        "pt": "| so uma, so um, sozinh*, isolad*, solt*, unica, unico",
    },
    "domino": {
        "en": "domino | dominoes, dominos, double tile*, pair of plots, two plots",
        "es": "ficha de dominó | domino, dominos, fichas de domino, ficha doble",
        "de": "Dominostein | Dominosteine, Dominosteinen, Domino, Dominos, Doppelplattchen",
        "zh_Hant": "地貌牌 | 骨牌, 兩格牌",
        "pt": "dominó | domino, dominos, peca dupla",
    },
    "island": {
        "en": "island | islands, isle*",
        "es": "isla | islas, islote*",
        "de": "Insel | Inseln",
        "zh_Hant": "島嶼 | 島, 小島",
        "pt": "ilha | ilhas, ilheu*",
    },
    "expert": {
        "en": "| expert*, advanced, hard mode, harder, variant*, pro mode",
        "es": "| experto*, avanzad*, variante*, dificil",
        "de": "| Experte*, Expertenregel*, fortgeschritten*, Fortgeschrittenenspiel*, Variante*",
        "zh_Hant": "| 專家, 進階, 高級, 變體",
        "pt": "| experiente*, perito*, avancad*, variante*, dificil",
    },
    "same": {
        "en": "| same, equal, identical, single",
        "es": "| mismo, misma, mismos, mismas, igual, iguales",
        "de": "| gleich, gleiche, gleichen, selbe, selben, derselbe*, demselben, dieselbe*",
        "zh_Hant": "| 同一, 同樣, 同分, 一樣, 相同, 一格, 同一格",
        "pt": "| mesmo, mesma, mesmos, mesmas, igual, iguais",
    },
    "many": {
        "en": "| how many, many, several, multiple, lots of",
        "es": "| cuantas, cuantos, varias, varios, muchas, muchos",
        "de": "| wie viele, mehrere, viele",
        "zh_Hant": "| 多少, 幾隻, 好多, 太多, 幾個, 多少個人, 幾個人",
        "pt": "| quantas, quantos, varias, varios, muitas, muitos",
    },
    "both": {
        "en": "| both, each, all of us, everyone, two of us",
        "es": "| los dos, las dos, ambos, ambas, cada uno, todos",
        "de": "| beide, beiden, jeder, alle",
        "zh_Hant": "| 都, 大家, 兩個, 雙方, 兩人, 每人",
        "pt": "| os dois, as duas, ambos, ambas, cada um, todos",
    },
    "points": {
        "en": "points | point, pts, score, scores, scored, worth, value, count, counts, how much",
        "es": (
            "puntos | punto, pts, puntuacion, puntua*, vale, valen, valor, cuentan, cuanto da, "
            "cuanto vale, cuanto es"
        ),
        "de": (
            "Punkte | Punkt, Punkten, Pkt, Wertung, wert, zahlt, zahlen, bringt, bringen, "
            "wie viel gibt, wieviel gibt, gewertet, werten, wertet"
        ),
        "zh_Hant": "分 | 分數, 得分, 計分, 幾分, 計數",
        "pt": (
            "pontos | ponto, pts, pontuacao, vale, valem, valor, contam, pontua*, quanto da, "
            "quanto vale, quanto e"
        ),
    },
    "move": {
        "en": "| move, moves, moving, moved, walk*, drive, herd, push*, shift*, lead, step, steps",
        "es": (
            "| mover, muevo, mueve, mueven, moverse, caminar, pasar, arrastrar, movimiento*, pasos"
        ),
        "de": (
            "| bewegen, bewegt, ziehen, zieht, treiben, treibt, verschieb*, laufen, lauft, "
            "Schritt*, Bewegung*"
        ),
        "zh_Hant": "| 移動, 走過, 走, 動, 趕, 推, 步",
        "pt": "| mover, movo, move, movem, mexer, andar, passar, levar, movimento*, passos",
    },
    "swap": {
        "en": "| swap*, switch*, exchange*, trade*",
        "es": "| cambiar, cambia, cambio, intercambi*",
        "de": "| tausch*, austausch*, wechsel*",
        "zh_Hant": "| 換, 交換, 調換",
        "pt": "| troc*, permut*",
    },
    "adjacent": {
        "en": (
            "| touch*, next to, adjacent, connect*, join*, beside, in a row, side by side, "
            "together, chain*"
        ),
        "es": "| toca*, al lado, junto*, conect*, pegad*, seguid*, en fila, unid*",
        "de": (
            "| beruhr*, angrenz*, grenzt, anleg*, neben*, verbunden, zusammen*, hintereinander, "
            "am stuck"
        ),
        "zh_Hant": "| 相鄰, 連接, 相連, 連住, 連續, 一排, 貼住, 隔籬, 一齊",
        "pt": "| toca*, ao lado, junt*, liga*, encost*, seguid*, em fila, lado a lado",
    },
    "corner": {
        "en": "| corner, corners, diagonal*",
        "es": "| esquina*, diagonal*",
        "de": "| Ecke, Ecken, Eck, uber Eck, diagonal*, schrag",
        "zh_Hant": "| 角, 對角, 斜",
        "pt": "| canto, cantos, diagonal*",
    },
    "win": {
        "en": "| win, wins, won, winner*, winning",
        "es": "| gana, ganar, ganado, ganador*, gano",
        "de": "| gewinnt, gewinnen, gewonnen, Sieger*, siegt",
        "zh_Hant": "| 贏, 勝, 勝出, 輸贏",
        "pt": "| ganha, ganhar, ganhou, vencedor*, vence*",
    },
    "tie": {
        "en": "| tie, ties, tied, draw, drawn",
        "es": "| empat*",
        "de": "| Gleichstand, unentschieden",
        "zh_Hant": "| 平手, 和局, 同分, 平局",
        "pt": "| empat*",
    },
    "end": {
        "en": "| end, last, final, finish*, at the end, game over",
        "es": "| final, al final, fin, ultimo, ultima, termin*",
        "de": "| Ende, am Ende, Schluss, am Schluss, letzte*, endet",
        "zh_Hant": "| 最後, 結束, 完結, 尾, 完場",
        "pt": "| fim, no fim, final, ultimo, ultima, termin*",
    },
    "first": {
        "en": "| first, start*, begin*",
        "es": "| primero, primera, empieza*, empezar, sale",
        "de": "| zuerst, erste*, anfang*, fangt, beginnt, Startspieler*",
        "zh_Hant": "| 先, 第一, 開始",
        "pt": "| primeiro, primeira, comeca*, comecar",
    },
    "setup": {
        "en": (
            "| setup, set up, at the start, start of the game, beginning of the game, "
            "game start, before starting, before the game, before we start"
        ),
        "es": (
            "| al principio, al empezar, al inicio, inicio de la partida, preparacion, "
            "antes de empezar"
        ),
        "de": (
            "| am Anfang, zu Beginn, Spielbeginn, Aufbau, Spielaufbau, Vorbereitung, "
            "vor dem Start, vor Spielbeginn"
        ),
        "zh_Hant": "| 開局, 開始時, 一開始, 準備, 開始之前, 開波",
        "pt": "| no inicio, ao inicio, no comeco, inicio do jogo, preparacao, antes de comecar",
    },
    "pass": {
        "en": (
            "| pass my turn, pass the turn, pass a turn, skip my turn, skip a turn, i pass, "
            "just pass"
        ),
        "es": "| pasar turno, pasar el turno, paso turno, pasar mi turno, paso",
        "de": "| passen, aussetzen, Zug auslassen, ich passe",
        "zh_Hant": "| pass, 跳過回合, 棄權, 不行",
        "pt": "| passar a vez, passo a vez, passar o turno, passo",
    },
    "shuffle": {
        "en": "| shuffle*, mix, mixed, randomi*",
        "es": "| baraj*, mezcl*",
        "de": "| misch*, gemischt",
        "zh_Hant": "| 洗牌, 洗, 混合, 打亂",
        "pt": "| baralh*, mistur*",
    },
    "must": {
        "en": "| have to, has to, must, mandatory, compulsory, forced, optional, obliged",
        "es": "| tengo que, tiene que, hay que, obligatori*, opcional, forzad*",
        "de": "| muss, musst, mussen, Pflicht, verpflichtend, freiwillig, gezwungen",
        "zh_Hant": "| 必須, 一定要, 一定, 強制, 可選, 要不要, 需要",
        "pt": "| tenho de, tenho que, tem de, tem que, obrigatori*, opcional, forcad*",
    },
    "players": {
        "en": "players | people",
        "es": "jugadores | personas",
        "de": "Spieler | Personen, Leute, zu zweit, zu dritt, zu viert",
        "zh_Hant": "玩家 | 人玩, 個人玩, 多少個人, 幾個人, 人數",
        "pt": "jogadores | pessoas",
    },
    "terrain": {
        "en": "terrain | terrains, landscape, landscapes, land type*, kind of land",
        "es": "tipo de paisaje | terreno, terrenos, paisaje, paisajes",
        "de": "Landschaftstyp | Landschaft, Landschaften, Gelande, Terrain",
        "zh_Hant": "地貌 | 地形",
        "pt": "paisagem | paisagens, terreno, terrenos",
    },
    "ranch": {
        "en": "ranch | ranches, grid, layout",
        "es": "rancho | ranchos, cuadricula*",
        "de": "Ranch | Raster, Gitter",
        "zh_Hant": "農場 | 牧場, 方格",
        "pt": "rancho | ranchos, grelha*",
    },
    "size": {
        "en": "| size, big, bigger, large, larger, how big, how large, wide, wider, deep, grow*",
        "es": "| tamaño, grande, mas grande, ancho, crece*",
        "de": "| gross, grosser, Grosse, breit, tief, wachst",
        "zh_Hant": "| 幾大, 多大, 大小, 面積, 闊",
        "pt": "| tamanho, grande, maior, largura, cresce*",
    },
    "row": {
        "en": "row | rows",
        "es": "fila | filas, hilera*",
        "de": "Reihe | Reihen, Zeile, Zeilen",
        "zh_Hant": "橫列 | 多少行, 行數, 幾行",
        "pt": "fila | filas",
    },
    "contents": {
        "en": (
            "| missing, come with, comes with, came with, come in, comes in, included, "
            "supposed to be, should be, should there be, should we have, in the game, in total, "
            "altogether, we lost, we ve lost, we have lost, "
            "components, contents, can t find"
        ),
        "es": (
            "| trae, traen, viene con, vienen con, incluye*, falta, faltan, deberia haber, "
            "tendria que haber, en total, componentes, no encontramos, se nos ha perdido, "
            "se nos perdio, hemos perdido"
        ),
        "de": (
            "| fehlt, fehlen, enthalten, enthalt, dabei, mitgeliefert, insgesamt, "
            "sollte es geben, Inhalt, Material, Spielmaterial, finden nicht, verloren gegangen"
        ),
        "zh_Hant": "| 不見, 遺失, 總共, 一共, 本身, 原本, 少了, 配件, 齊全, 足夠",
        "pt": (
            "| falta, faltam, vem com, vêm, trazem, traz, incluid*, devia haver, deveria haver, "
            "no total, ao todo, componentes, material, perdemos, perdeu se, desapareceu"
        ),
    },
    "lack": {
        "en": (
            "| no, not, without, never, haven t got, havent got, don t have, dont have, can t, "
            "cant, cannot, unable to"
        ),
        "es": (
            "| sin, ningun, ninguna, ninguno, nunca, no tengo, no tiene, no tienes, "
            "no tenemos, no hay"
        ),
        "de": "| ohne, kein, keine, keinen, keiner, keins, nie, nicht",
        "zh_Hant": "| 沒有, 無, 不用, 不能, 不可以",
        "pt": (
            "| sem, nenhum, nenhuma, nunca, nao, nao tenho, nao tem, nao tens, nao temos, "
            "nao consigo"
        ),
    },
    # --- River Dragons' things and happenings ---
    "card": {
        "en": "card | cards, action card*",
        "es": "carta | cartas, naipe*",
        "de": "Karte | Karten, Aktionskarte*",
        "zh_Hant": "卡牌 | 牌, 卡, 張牌",
        "pt": "carta | cartas",
    },
    "plank": {
        "en": "plank | planks, walkway*, beam*",
        "es": "tablón | tablones, tabla, tablas, tabloncillo*, pasarela*",
        "de": "Planke | Planken, Brett, Bretter, Steg, Stege",
        "zh_Hant": "木板 | 板, 木條",
        "pt": "tábua | tabuas, prancha*",
    },
    "stone": {
        "en": "stone | stones, pebble*, rock, rocks",
        "es": "piedra | piedras, roca, rocas",
        "de": "Stein | Steine, Kiesel*",
        "zh_Hant": "石頭 | 石, 石仔",
        "pt": "pedra | pedras, calhau*",
    },
    "pawn": {
        "en": "pawn | pawns, meeple*, figure*, token*",
        "es": "peón | peones, muñeco*, figura*, meeple*",
        "de": "Figur | Figuren, Spielfigur*, Poppel, Mannchen, Meeple*",
        "zh_Hant": "棋子 | 公仔, 小人",
        "pt": "peão | peoes, boneco*, figura*, meeple*",
    },
    "village": {
        "en": "village | villages, town*, home, goal, destination, finish line, other side",
        "es": "aldea | aldeas, pueblo*, destino, meta, otro lado",
        "de": "Dorf | Dorfer, Zieldorf, Ziel, Stadt, andere Seite",
        "zh_Hant": "村莊 | 村, 終點, 目的地, 對岸",
        "pt": "aldeia | aldeias, vila*, destino, meta, outro lado",
    },
    "reach": {
        "en": "| reach*, arrive*, get to, gets to, got to, made it, makes it, make it, got there",
        "es": "| lleg*, alcanz*",
        "de": "| erreich*, ankomm*, angekommen, kommt an",
        "zh_Hant": "| 到達, 抵達, 走到",
        "pt": "| chega*, chegou, alcanc*",
    },
    "hidden": {
        "en": "face down | facedown, hidden, unrevealed, not revealed, not turned, unturned",
        "es": "boca abajo | ocultas, sin girar, sin revelar, tapadas, por girar, sin destapar",
        "de": "verdeckt | verdeckte, umgedreht, nicht aufgedeckt, zugedeckt",
        "zh_Hant": "面朝下 | 未翻開, 未翻, 蓋住, 背面",
        "pt": "viradas para baixo | virada para baixo, escondidas, por revelar, tapadas, por virar",
    },
    "dragon": {
        "en": "Dragon | dragons, dragon card*",
        "es": "Dragón | dragones",
        "de": "Drache | Drachen, Drachenkarte*",
        "zh_Hant": "龍 | 龍卡",
        "pt": "Dragão | dragoes",
    },
    "cancel": {
        "en": "cancel | cancels, cancelled, canceled, cancelling, block*, nullif*, void*",
        "es": "cancela | cancel*, anula*, bloque*",
        "de": "| aufheben, hebt auf, aufgehoben, annulliert, blockier*, storniert",
        "zh_Hant": "取消 | 抵消, 擋, 阻止",
        "pt": "anula | anular, anulou, cancel*, bloque*",
    },
    "jump": {
        "en": "jump | jumps, jumped, jumping, leap*, hop*, skip over, vault*",
        "es": "salta | salt*, brinc*",
        "de": "springt | springen, Sprung, hupf*, uberspring*",
        "zh_Hant": "跳 | 跳過, 飛過",
        "pt": "salta | salt*, pular, pula*",
    },
    "fall": {
        "en": "| fall*, fell, drown*, in the water, into the water, in the river, swim*, splash*",
        "es": "| cae, caer, cayo, cayó, caigo, ahog*, al agua, al rio",
        "de": "| fallt, fallen, gefallen, ertrink*, ins Wasser, in den Fluss",
        "zh_Hant": "| 跌入, 跌, 掉, 落水, 落河",
        "pt": "| cai, cair, caiu, afog*, ao rio, a agua, na agua",
    },
    "stuck": {
        "en": (
            "| stuck, blocked, can t move, cant move, cannot move, nowhere to go, nowhere, "
            "no way, trapped"
        ),
        "es": (
            "| no puede moverse, no puede mover, no se puede mover, bloquead*, atrapad*, "
            "sin salida, ningun sitio"
        ),
        "de": "| kann nicht ziehen, kommt nicht weiter, blockiert, eingesperrt, nirgendwo*",
        "zh_Hant": "| 沒有路行, 沒有路走, 不能走, 不能行, 不能動, 卡住, 困住",
        "pt": (
            "| nao se pode mover, nao pode mover, nao consegue mover, bloquead*, encurralad*, "
            "preso, sem saida"
        ),
    },
    "remove": {
        "en": "| remove*, take back, takes back, take it back, pick up, get back, retrieve*",
        "es": "| quitar, quito, recuper*, retir*, devolver",
        "de": "| entfern*, zurucknehm*, zuruckholen, zuruck*, wegnehmen",
        "zh_Hant": "| 拿返, 拿回, 收回, 移走, 移除",
        "pt": "| retira*, recuper*, tirar, tiro, devolver",
    },
    "colour": {
        "en": "colour | colours, color, colors",
        "es": "color | colores",
        "de": "Farbe | Farben",
        "zh_Hant": "顏色 | 色",
        "pt": "cor | cores",
    },
    "apart": {
        "en": "| separate*, apart, split, not touching, divided",
        "es": "| separad*, aparte, divid*, no se tocan",
        "de": "| getrennt*, auseinander, geteilt, beruhren sich nicht",
        "zh_Hant": "| 分開, 不連, 隔開, 分離",
        "pt": "| separad*, divid*, afastad*, nao se tocam",
    },
    "duel": {
        "en": "| duel, heads up, head to head, one on one, 1v1, just the two of us",
        "es": "| duelo, mano a mano, cara a cara",
        "de": "| Duell, Zweierspiel, Zweierpartie",
        "zh_Hant": "| 二人, 雙人, 兩人, 單挑, 對打",
        "pt": "| duelo, frente a frente, cara a cara",
    },
    "change": {
        "en": "| change, changes, changed, different, difference*, differ*",
        "es": "| cambia, cambian, cambio, diferente*, diferencia*",
        "de": "| andert, andern, anders, Unterschied*, Anderung*",
        "zh_Hant": "| 不同, 分別, 改變, 變化",
        "pt": "| muda, mudam, muda*, diferente*, diferenca*",
    },
    "who": {
        "en": "| who",
        "es": "| quien",
        "de": "| wer",
        "zh_Hant": "| 誰",
        "pt": "| quem",
    },
    "place": {
        "en": "| place, put, lay, where",
        "es": "| colocar, coloco, poner, pongo, donde",
        "de": "| legen, lege, anlegen, hinlegen, wohin, wo",
        "zh_Hant": "| 放, 擺, 放置, 哪裡",
        "pt": "| colocar, coloco, por, ponho, onde",
    },
}
"""concept -> language -> "edition word | players' words" (see the module's docstring)."""

PICTURED = ("cowboy", "desperado", "cattle-thief", "gold-prospector", "trapper", "farmer")
"""The partners players name by what their picture shows: the thing a picture phrase
names alone ("hat" of "straw hat", "fur hat") means every one of them shown with it."""

ALWAYS_TAKEN = frozenset({"person", "someone", "both", "who", "lack"})
"""Concepts whose words say nothing to the text search ("the guy with", "both of us"):
they are taken out of the query even where the rules text happens to hold them."""

INTENTS: dict[str, dict[str, tuple[str, ...]]] = {
    "moon-river": {
        "setup": (
            "many players",
            "ranchero first",
            "setup",
            "setup first",
            "setup place",
            "setup ranchero",
            "players# plot",
            "players# column",
            "players# ranchero",
            "shuffle",
            "shuffle partner",
            "shuffle plot",
        ),
        "components": (
            "contents",
            "contents cow",
            "contents ranchero",
            "contents plot",
            "contents partner",
            "cow# box",
            "ranchero# box",
            "partner# box",
            "partner# kind",
            "partner kind",
        ),
        "turn": (
            "pass",
            "order",
            "order ranchero",
            "order plot",
            "board full",
            "full",
            "plot full",
            "who first",
            "take plot",
            "alone plot place",
            "alone domino",
            "domino# place",
            "no-place",
            "no-place plot",
            "no-place domino",
            "place no-plot",
            "place no-domino",
        ),
        "connection-rules": (
            "corner",
            "adjacent corner",
            "plot place",
            "bridge place",
            "ranch size",
            "ranch row",
            "ranch plot#",
            "row players",
            "orientation",
            "orientation domino",
            "orientation plot",
        ),
        "plot-symbols": (
            "skull",
            "skull cow",
            "circle",
            "saloon runout",
            "circle saloon",
            "skull herder",
            "skull partner",
            "skull herder cow",
            "flip partner",
            "flip cowboy",
            "printed cow",
            "printed cow end",
            "skull cow later",
        ),
        "partners": (
            "herder",
            "herder cow",
            "partner herder",
            "no-herder",
            "partner# plot",
            "partner# plot room",
            "partner# plot place",
            "must partner",
            "must cowboy",
            "must desperado",
            "must cattle-thief",
        ),
        "cowboy": ("cowboy", "move cow", "move cow cornfield"),
        "desperado": ("desperado", "swap", "swap plot", "swap board"),
        "cattle-thief": (
            "cattle-thief",
            "steal cow",
            "steal",
            "take cow someone",
            "someone cow",
            "cattle-thief herder",
            "cattle-thief cow",
            "steal herder",
        ),
        "gold-prospector": ("gold-prospector", "nugget person", "nugget partner"),
        "trapper": ("trapper", "beaver person", "beaver partner"),
        "farmer": ("farmer", "corn person", "corn partner"),
        "end-of-round": ("saloon end", "end round", "refill", "refill saloon", "column round"),
        "end-of-game": (
            "runout box",
            "runout plot",
            "box plot",
            "end place",
            "no-plot",
            "must end place",
            "end no-place",
            "end no-place plot",
            "end no-place domino",
            "end no-room",
            "end game",
            "runout game",
            "discard end",
            "plot# both",
            "plot# players",
            "plot# both end",
            "domino# both",
            "ranch win",
            "ranch plot# win",
            "plot# win",
        ),
        "overpopulation": (
            "cow# plot",
            "cow# same",
            "cow same plot",
            "cow plot end",
            "remove cow",
            "app take cow",
        ),
        "scoring": ("points SCORE", "points end", "win", "pad", "points pad", "discard points"),
        "choosing-a-scenario": ("scenario pad", "scenario points pad", "scenario place points"),
        "territory-points": (
            "territory points",
            "territory cow",
            "territory cow NUM",
            "territory size",
            "territory apart",
            "terrain apart",
            "terrain size",
            "terrain cow points",
            "terrain plot#",
            "terrain plot# cow",
            "plot# cow",
            "plot# cow points",
            "terrain cow#",
            "terrain points",
            "cornfield points",
        ),
        "resource-points": (
            "discard points",
            "nugget points",
            "beaver points",
            "corn points",
            "nugget no-gold-prospector",
            "beaver no-trapper",
            "corn no-farmer",
        ),
        "partner-points": (
            "partner points",
            "farmer# corn",
            "trapper# beaver",
            "gold-prospector# nugget",
            "partner# points",
        ),
        "ties": (
            "tie",
            "same points",
            "same SCORE",
            "both SCORE",
            "both points",
            "who win",
            "both SCORE terrain",
            "both SCORE territory",
            "both SCORE plot#",
            "both SCORE cow#",
            "same SCORE terrain",
            "same SCORE plot#",
        ),
        "timber-rafting": ("forest river", "forest adjacent", "river adjacent"),
        "gold-rush": ("nugget adjacent", "nugget NUM plot", "nugget NUM SCORE", "nugget NUM"),
        "outlaws": (
            "desperado adjacent",
            "cattle-thief adjacent",
            "partner adjacent",
            "bandit",
            "bandit adjacent",
            "bandit NUM",
            "bandit points",
        ),
        "moon-river-city": ("farm adjacent", "farm NUM"),
        "legends-of-the-west": ("expert",),
        "how-this-app-scores": ("cow cornfield", "app", "app points", "app cow"),
        "two-players": (
            "bonus-tile",
            "TWO players",
            "TWO ranch",
            "TWO size",
            "TWO row",
            "TWO change",
            "TWO ranch size",
            "TWO ranch row",
            "TWO row players",
            "TWO ranch plot#",
            "TWO column",
            "TWO column round",
        ),
    },
    "river-dragons": {
        "components": (
            "contents",
            "contents card",
            "contents pawn",
            "contents plank",
            "contents stone",
            "plank#",
            "stone#",
            "card# colour",
            "card# box",
        ),
        "setup": ("colour players", "players#", "colour village", "first round", "who first round"),
        "turn": (
            "first",
            "who first",
            "card place",
            "card# place",
            "card hidden",
            "card round",
            "must card",
            "flip card",
        ),
        "place-stones": ("stone", "stone place", "stone runout", "no-stone"),
        "place-planks": ("plank", "plank place", "plank stone", "no-plank", "room plank"),
        "remove": ("remove", "remove plank", "remove stone", "take plank", "take stone"),
        "moves": (
            "move",
            "move pawn",
            "stuck",
            "fall",
            "fall river",
            "pawn runout",
            "pawn# plank",
            "pawn plank same",
            "move plank same",
        ),
        "jump": ("jump", "jump pawn", "jump no-plank", "jump plank", "jump fall", "jump stuck"),
        "dragons": ("dragon", "cancel", "dragon colour", "dragon cancel", "must dragon"),
        "expert-rules": ("expert", "no-island", "island expert"),
        "how-this-app-resolves": ("app", "dragon colour own", "dragon own"),
        "end-of-game": (
            "end",
            "end game",
            "runout game",
            "win",
            "who win",
            "reach",
            "village reach",
            "village end",
            "village hidden",
            "reach hidden",
            "village card",
            "village card hidden",
            "reach card hidden",
        ),
    },
}
"""game -> topic slug -> the concept sets it answers (see the module's docstring)."""
