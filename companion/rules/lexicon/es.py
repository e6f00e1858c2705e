"""The search's words for Spanish, its lexicon: ours, used only for matching,
never shown (``companion/rules/search_words.py`` explains each table)."""

from __future__ import annotations

QUESTION_WORDS = (
    "qué que cómo como cuándo cuando quién quien quiénes cuál cual cuáles cuántos "
    "cuántas dónde donde por para pasa ocurre sucede se si el la los las un una unos "
    "unas de del al en con y o es son hay puedo puede pueden mi mis me lo le a regla "
    "reglas hace hago hacer cuánto cuánta cuanto cuanta"
)
"""The words that make a question a question: dropped from a query."""

NUMBERS = (
    "dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 doce=12 "
    "trece=13 catorce=14 quince=15 dieciseis=16 diecisiete=17 dieciocho=18 "
    "diecinueve=19 veinte=20 veinti*=20 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 "
    "setenta=70 ochenta=80 noventa=90 cien=100 ciento=100 pareja=2"
)
"""Number words, "word=value" (folded; ``*`` lets a word start or end any way)."""

HEAD_FIRST = True
"""Phrases name the thing first (sombrero de paja), not last (straw hat)."""

CONCEPTS = {
    # --- the game's things, with their pictures ---
    "cow": "vaca | vacas, vaquita*, ganado, toro, toros, res, reses",
    "plot": (
        "solar | solares, ficha, fichas, loseta*, casilla*, pieza*, carta, cartas, "
        "parcela*, cuadro*, cuadrado*"
    ),
    "board": "tablero de reserva | tablero*, almacen*, reserva",
    "box": "caja | monton, mazo, pila",
    "saloon": "Saloon | bar, taberna, cantina",
    "partner": "compañero | compañeros, personaje*, ayudante*, especialista*",
    "ranchero": "ranchero | rancheros, peon, peones, meeple*, muñeco*, figura*",
    "skull": "calavera | calaveras, craneo*, hueso*, cuerno*, sequia*",
    "scenario": "escenario | escenarios, mision*, maderada, fiebre del oro, ciudad moon river",
    "pad": "libreta de puntuación | libreta, hoja, hoja de puntos, bloc*, papel",
    "game": "| juego, partida, el juego, la partida",
    "flip": "| voltear, volteo, dar la vuelta, girar, giro, otra cara, lado del vaquero",
    "bandit": "bandido | bandidos, banda, bandas, malo, malos, villano*",
    "discard": "| descart*, tirar, tiro, tirado*, desech*, sobra*",
    "order": "| orden de turno, mi turno, orden, a quien le toca, me toca, le toca",
    "column": "columna | columnas, fila de fichas",
    "kind": "| tipo, tipos, clase, clases, cada tipo, de cada",
    "orientation": "| de lado, orientacion, vertical*, horizontal*, de pie, acostad*, direccion",
    "printed": "| impres*, dibujad*, dibujo, simbolo*, icono*",
    "later": "| despues, luego, mas tarde",
    "own": "| propio, propia, mi propio, mi propia, mio, mia",
    "app": "| app, aplicacion, la app, la aplicacion, web",
    "circle": "círculo | circulos, anillo*, aro*",
    "nugget": "pepita | pepitas, oro",
    "beaver": "castor | castores",
    "corn": "maíz | mazorca*, choclo*, elote*",
    "cornfield": "campo de maíz | campos de maiz, maizal*",
    "forest": "bosque | bosques, arbol, arboles, pino*",
    "desert": "desierto | desiertos, cactus, arena",
    "canyon": "cañón | cañones, roca*, montaña*",
    "prairie": "pradera | praderas, hierba, pasto*, prado*",
    "farm": "granja | granjas, casa, casas, granero*, molino*, edificio*",
    "territory": "territorio | territorios, zona*, region*, area*",
    "river": "río | agua",
    "bridge": "puente | puentes",
    "round": "ronda | rondas",
    "bonus-tile": "loseta extra de paisaje | loseta extra, ficha extra, ficha suelta",
    # --- the partners, by name and by what their picture shows ---
    "cowboy": "vaquero | vaqueros, caballo*, jinete*, lazo*, cuerda*, soga*, espuela*",
    "desperado": (
        "forajido | pistola*, revolver*, pistolero*, escopeta*, rifle*, arma, armas, "
        "mascara, enmascarad*, antifaz*, pañuelo*"
    ),
    "cattle-thief": "ladrón de ganado | ladron*, ladrona*, cuatrero*, lazo*, cuerda*, soga*",
    "gold-prospector": (
        "buscador de oro | buscador*, minero*, minera*, pico, piqueta*, pala, palas, "
        "batea*, tamiz*, cedazo*"
    ),
    "trapper": (
        "trampero | trampera*, cazador*, piel, pieles, sombrero de piel*, gorro de piel*, trampa*"
    ),
    "farmer": (
        "granjero | granjera*, horca*, horquilla*, bieldo*, sombrero de paja*, "
        "rastrillo*, campesino*"
    ),
    "herder": "pastor | pastores, guardian*, proteg*, a salvo, segur*",
    # --- what players say happens ---
    "person": (
        "| el de, la de, el del, la del, tipo, tia, tio, señor*, hombre, mujer, chico, chica"
    ),
    "someone": "| alguien, otro jugador, otra jugadora, rival*, contrincante*",
    "steal": "roba | rob*, quit*, mang*, birl*, se ha llevado, se llevo, se lleva*, llevado",
    "take": "| coger, cogio, tomar, llevar, perder, perdi, pierdo",
    "full": (
        "| lleno, llena, llenos, llenas, sin sitio, no tengo sitio, no cabe, no caben, "
        "no me cabe, no hay sitio, sin espacio, no hay espacio, completo*"
    ),
    "runout": (
        "| no quedan, no queda, ya no hay, no hay mas, se acab*, acab*, se terminaron, "
        "vacia, vacio, agotad*, nadie"
    ),
    "refill": "rellena | rellen*, repon*, volver a llenar",
    "room": "| sitio, espacio, hueco, cabe, caben, cabia, cabian, caber, encaj*",
    "alone": "| sola, solo, suelto, suelta, una sola, un solo, aislad*, unica, unico",
    "domino": "ficha de dominó | domino, dominos, fichas de domino, ficha doble",
    "island": "isla | islas, islote*",
    "expert": "| experto*, avanzad*, variante*, dificil",
    "same": "| mismo, misma, mismos, mismas, igual, iguales",
    "many": "| cuantas, cuantos, varias, varios, muchas, muchos",
    "both": "| los dos, las dos, ambos, ambas, cada uno, todos",
    "points": (
        "puntos | punto, pts, puntuacion, puntua*, vale, valen, valor, cuentan, cuanto "
        "da, cuanto vale, cuanto es"
    ),
    "move": (
        "| mover, muevo, mueve, mueven, moverse, caminar, pasar, arrastrar, movimiento*, pasos"
    ),
    "swap": "| cambiar, cambia, cambio, intercambi*",
    "adjacent": "| toca*, al lado, junto*, conect*, pegad*, seguid*, en fila, unid*, conexion*",
    "corner": "| esquina*, diagonal*",
    "win": "| gana, ganar, ganado, ganador*, gano",
    "tie": "| empat*, desempat*",
    "end": "| final, al final, fin, ultimo, ultima, termin*",
    "first": "| primero, primera, empieza*, empezar, sale",
    "setup": (
        "| al principio, al empezar, al inicio, inicio de la partida, preparacion, antes de "
        "empezar, preparar, montar, empezar"
    ),
    "pass": "| pasar turno, pasar el turno, paso turno, pasar mi turno, paso",
    "shuffle": "| baraj*, mezcl*",
    "must": "| tengo que, tiene que, hay que, obligatori*, opcional, forzad*",
    "players": "jugadores | personas",
    "terrain": "tipo de paisaje | terreno, terrenos, paisaje, paisajes",
    "ranch": "rancho | ranchos, cuadricula*",
    "size": "| tamaño, grande, mas grande, ancho, crece*",
    "row": "fila | filas, hilera*",
    "contents": (
        "| trae, traen, viene con, vienen con, incluye*, falta, faltan, deberia haber, "
        "tendria que haber, en total, componentes, no encontramos, se nos ha perdido, "
        "se nos perdio, hemos perdido"
    ),
    "lack": (
        "| sin, ningun, ninguna, ninguno, nunca, no tengo, no tiene, no tienes, no tenemos, no hay"
    ),
    # --- River Dragons' things and happenings ---
    "card": "carta | cartas, naipe*",
    "plank": "tablón | tablones, tabla, tablas, tabloncillo*, pasarela*",
    "stone": "piedra | piedras, roca, rocas",
    "pawn": "peón | peones, muñeco*, figura*, meeple*",
    "village": "aldea | aldeas, pueblo*, destino, meta, otro lado",
    "reach": "| lleg*, alcanz*",
    "hidden": "boca abajo | ocultas, sin girar, sin revelar, tapadas, por girar, sin destapar",
    "dragon": "Dragón | dragones",
    "cancel": "cancela | cancel*, anula*, bloque*",
    "jump": "salta | salt*, brinc*",
    "fall": "| cae, caer, cayo, cayó, caigo, ahog*, al agua, al rio",
    "stuck": (
        "| no puede moverse, no puede mover, no se puede mover, bloquead*, atrapad*, "
        "sin salida, ningun sitio"
    ),
    "remove": "| quitar, quito, recuper*, retir*, devolver",
    "colour": "color | colores",
    "apart": "| separad*, aparte, divid*, no se tocan",
    "duel": "| duelo, mano a mano, cara a cara",
    "change": "| cambia, cambian, cambio",
    "difference": "| diferente*, diferencia*, distingu*",
    "who": "| quien",
    "place": "| colocar, coloco, poner, pongo, donde",
    # --- words that name one topic's matter ---
    "overpopulation": (
        "sobrepoblación | superpoblacion, superpoblad*, sobrepoblad*, demasiadas vacas, vacas de "
        "mas"
    ),
    "tally": (
        "| contar puntos, contar los puntos, se cuentan, se cuenta, recuento, puntuacion final"
    ),
    "raft": "| tronco, troncos, madera, balsa*",
    "vein": "| veta, vetas, filon*",
}
"""Concept (the same names in every language) -> "edition word | players' words"."""
