"""The search's words for European Portuguese, its lexicon: ours, used only for matching,
never shown (``companion/rules/search_words.py`` explains each table)."""

from __future__ import annotations

QUESTION_WORDS = (
    "o a os as que quê como quando quem qual quais quantos quantas onde porquê porque "
    "acontece se um uma uns umas de do da dos das no na nos nas em com e ou é são há "
    "posso pode podem para por ao à meu minha regra regras faz fazer quanto quanta"
)
"""The words that make a question a question: dropped from a query."""

NUMBERS = (
    "dois=2 duas=2 tres=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9 dez=10 onze=11 "
    "doze=12 treze=13 catorze=14 quinze=15 dezasseis=16 dezassete=17 dezoito=18 "
    "dezanove=19 vinte=20 trinta=30 quarenta=40 cinquenta=50 sessenta=60 setenta=70 "
    "oitenta=80 noventa=90 cem=100 cento=100 casal=2"
)
"""Number words, "word=value" (folded; ``*`` lets a word start or end any way)."""

HEAD_FIRST = True
"""Phrases name the thing first (sombrero de paja), not last (straw hat)."""

CONCEPTS = {
    # --- the game's things, with their pictures ---
    "cow": "vaca | vacas, vaquinha*, gado, boi, bois, touro*",
    "plot": "parcela | parcelas, peça, peças, quadrado*, casa, casas, ficha*, carta*, mosaico*",
    "board": "tabuleiro de Reserva | tabuleiro*, reserva, armazem, armazenamento",
    "box": "caixa | pilha, monte, baralho",
    "saloon": "Saloon | bar, taberna, taverna",
    "partner": "Parceiro | parceiros, personage*, ajudante*, especialista*",
    "ranchero": "Ranchero | rancheros, peao, peoes, meeple*, boneco*, figura*",
    "skull": "caveira | caveiras, cranio*, osso*, chifre*, seca, secas",
    "scenario": (
        "cenário | cenarios, missao, missoes, transporte de madeira, corrida ao ouro, "
        "moon river city, foras da lei"
    ),
    "pad": "bloco de pontuação | bloco, folha, folha de pontos, papel",
    "game": "| jogo, partida, o jogo, a partida",
    "flip": "| virar, viro, voltar, outro lado, lado do cowboy",
    "bandit": "bandido | bandidos, bando, bandos, fora da lei, foras da lei, vilao*",
    "discard": "| descart*, deitar fora, deito fora, sobra*, restantes",
    "order": "| ordem de jogo, a minha vez, vez, ordem, quem joga",
    "column": "coluna | colunas",
    "kind": "| tipo, tipos, especie, especies, cada tipo, de cada",
    "orientation": "| de lado, orientacao, vertical*, horizontal*, de pe, deitad*, direcao",
    "printed": "| impress*, desenhad*, desenho, simbolo*, icone*",
    "later": "| depois, mais tarde, a seguir",
    "own": "| proprio, propria, meu proprio, minha propria",
    "app": "| app, aplicacao, a app, a aplicacao, site",
    "circle": "círculo | circulos, anel, aneis, argola*",
    "nugget": "pepita | pepitas, ouro",
    "beaver": "castor | castores",
    "corn": "milho | maçaroca*, espiga*",
    "cornfield": "milharais | milharal, campo de milho, campos de milho",
    "forest": "floresta | florestas, arvore*, pinheiro*",
    "desert": "deserto | desertos, cacto*, areia",
    "canyon": "desfiladeiro | desfiladeiros, rocha*, montanha*",
    "prairie": "prado | prados, pradaria*, erva, relva, pasto*",
    "farm": "fazenda | fazendas, quinta*, celeiro*, moinho*, edificio*",
    "territory": "território | territorios, zona*, regiao*, area*",
    "river": "rio | agua",
    "bridge": "ponte | pontes",
    "round": "ronda | rondas",
    "bonus-tile": "peça de Bónus de Paisagem | peça de bonus, peça extra, bonus",
    # --- the partners, by name and by what their picture shows ---
    "cowboy": "Cowboy | cowboys, cavalo*, cavaleiro*, laço*, corda*, esporas",
    "desperado": (
        "Desperado | pistola*, revolver*, pistoleiro*, espingarda*, cacadeira*, arma, "
        "armas, mascara*, mascarad*, lenço*"
    ),
    "cattle-thief": "Ladrão de Gado | ladrao, ladroes, ladra*, gatuno*, laço*, corda*",
    "gold-prospector": (
        "Garimpeiro | garimpeira*, mineiro*, mineira*, picareta*, pa, bateia*, peneira*"
    ),
    "trapper": (
        "Caçador de Peles | cacador*, pele, peles, gorro de pele*, chapeu de pele*, armadilha*"
    ),
    "farmer": (
        "Agricultor | agricultora*, forquilha*, forcado*, chapeu de palha*, ancinho*, "
        "lavrador*, campones*"
    ),
    "herder": "Vaqueiro | vaqueiros, guarda*, proteg*, a salvo, segur*",
    # --- what players say happens ---
    "person": "| o da, o do, a da, a do, tipo, senhor*, homem, mulher, gajo, gaja",
    "someone": "| alguem, outro jogador, outra jogadora, adversario*",
    "steal": "roubar | roub*, gam*, levaram, levou, tiraram, tirou, tirar",
    "take": "| pegar, levar, perder, perdi",
    "full": "| cheio, cheia, cheios, cheias, sem espaco, sem lugar, nao cabe, nao ha espaco",
    "runout": "| ja nao ha, nao ha mais, acab*, esgot*, vazia, vazio, nao sobra*, ninguem",
    "refill": "repõe | repor, repo*, encher, volta a encher, reabastec*",
    "room": "| espaco, lugar, sitio, cabe, cabem, caber, encaix*",
    "alone": "| so uma, so um, sozinh*, isolad*, solt*, unica, unico",
    "domino": "dominó | domino, dominos, peca dupla",
    "island": "ilha | ilhas, ilheu*",
    "expert": "| experiente*, perito*, avancad*, variante*, dificil",
    "same": "| mesmo, mesma, mesmos, mesmas, igual, iguais",
    "many": "| quantas, quantos, varias, varios, muitas, muitos",
    "both": "| os dois, as duas, ambos, ambas, cada um, todos",
    "points": (
        "pontos | ponto, pts, pontuacao, vale, valem, valor, contam, pontua*, quanto "
        "da, quanto vale, quanto e"
    ),
    "move": "| mover, movo, move, movem, mexer, andar, passar, levar, movimento*, passos",
    "swap": "| troc*, permut*",
    "adjacent": "| toca*, ao lado, junt*, liga*, encost*, seguid*, em fila, lado a lado",
    "corner": "| canto, cantos, diagonal*",
    "win": "| ganha, ganhar, ganhou, vencedor*, vence*",
    "tie": "| empat*, desempat*",
    "end": "| fim, no fim, final, ultimo, ultima, termin*",
    "first": "| primeiro, primeira, comeca*, comecar",
    "setup": (
        "| no inicio, ao inicio, no comeco, inicio do jogo, preparacao, antes de comecar, "
        "preparar, montar"
    ),
    "pass": "| passar a vez, passo a vez, passar o turno, passo",
    "shuffle": "| baralh*, mistur*",
    "must": "| tenho de, tenho que, tem de, tem que, obrigatori*, opcional, forcad*",
    "players": "jogadores | pessoas",
    "terrain": "paisagem | paisagens, terreno, terrenos",
    "ranch": "rancho | ranchos, grelha*",
    "size": "| tamanho, grande, maior, largura, cresce*",
    "row": "fila | filas",
    "contents": (
        "| falta, faltam, vem com, vêm, trazem, traz, incluid*, devia haver, deveria "
        "haver, no total, ao todo, componentes, material, perdemos, perdeu se, "
        "desapareceu"
    ),
    "lack": (
        "| sem, nenhum, nenhuma, nunca, nao, nao tenho, nao tem, nao tens, nao temos, nao consigo"
    ),
    # --- River Dragons' things and happenings ---
    "card": "carta | cartas",
    "plank": "tábua | tabuas, prancha*",
    "stone": "pedra | pedras, calhau*",
    "pawn": "peão | peoes, boneco*, figura*, meeple*",
    "village": "aldeia | aldeias, vila*, destino, meta, outro lado",
    "reach": "| chega*, chegou, alcanc*",
    "hidden": (
        "viradas para baixo | virada para baixo, escondidas, por revelar, tapadas, por virar"
    ),
    "dragon": "Dragão | dragoes",
    "cancel": "anula | anular, anulou, cancel*, bloque*",
    "jump": "salta | salt*, pular, pula*",
    "fall": "| cai, cair, caiu, afog*, ao rio, a agua, na agua",
    "stuck": (
        "| nao se pode mover, nao pode mover, nao consegue mover, bloquead*, "
        "encurralad*, preso, sem saida"
    ),
    "remove": "| retira*, recuper*, tirar, tiro, devolver",
    "colour": "cor | cores",
    "apart": "| separad*, divid*, afastad*, nao se tocam",
    "duel": "| duelo, frente a frente, cara a cara",
    "change": "| muda, mudam, muda*",
    "difference": "| diferente*, diferenca*, distingu*",
    "who": "| quem",
    "place": "| colocar, coloco, por, ponho, onde",
    # --- words that name one topic's matter ---
    "overpopulation": (
        "Superpopulação | sobrepopulacao, sobrelotacao, sobrelotad*, demasiadas vacas, vacas a mais"
    ),
    "tally": "| contar pontos, contar os pontos, contam se, se contam, contagem, pontuacao final",
    "raft": "| madeira, tronco, troncos, jangada*",
    "vein": "| filao, filoes, veio, veios",
}
"""Concept (the same names in every language) -> "edition word | players' words"."""
