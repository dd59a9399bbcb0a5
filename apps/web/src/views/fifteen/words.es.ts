import type { fifteenWords } from './words.ts';

/** Las palabras propias de `fifteen` en español: las mismas claves que `words.ts`. */
export const fifteenWordsEs: Readonly<Record<keyof typeof fifteenWords, string>> = {
  'game.fifteen.title': 'Quince',
  'game.fifteen.blurb': 'Desliza las fichas hasta ordenarlas.',
  'game.fifteen.preparing': 'Preparando el puzle…',
  'game.fifteen.howMouse': 'Haz clic en una ficha de la fila o columna del hueco para deslizarla.',
  'game.fifteen.howTouch': 'Toca una ficha de la fila o columna del hueco para deslizarla.',
  'game.fifteen.howKeys': 'Las flechas deslizan la ficha junto al hueco.',
  'game.fifteen.grows': 'tamaño del tablero y mínimo de movimientos para resolverlo',
  'fifteen.background': 'Fondo',
  'fifteen.bg.numbers': 'Números',
  'fifteen.bg.life': 'Juego de la vida',
  'fifteen.boardLabel': 'Puzle del quince, {size, number} por {size, number}. Las flechas deslizan una ficha al hueco.',
  'fifteen.tile': 'Ficha {tile, number}',
  'refusal.fifteen.gap': 'Ese es el hueco; elige una ficha de su fila o columna.',
  'refusal.fifteen.not_in_line': 'Solo se deslizan las fichas de la fila o la columna del hueco.',
  'fifteen.help.rules':
    'Desliza fichas al hueco hasta que se lean del 1 al {last, number} fila a fila, con el hueco al final. Cuenta primero el tiempo y después los movimientos. «{finish}» termina la partida sin resolver.',
  'fifteen.help.home': 'en su sitio',
  'fifteen.help.away': 'fuera de su sitio',
  'fifteen.help.gap': 'el hueco',
};
