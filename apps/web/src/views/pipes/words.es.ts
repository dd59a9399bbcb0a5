import type { pipesWords } from './words.ts';

/** Las palabras propias de `pipes` en español: las mismas claves que `words.ts`. */
export const pipesWordsEs: Readonly<Record<keyof typeof pipesWords, string>> = {
  'game.pipes.title': 'Tuberías',
  'game.pipes.blurb': 'Gira las fichas para unir la flecha con el corazón.',
  'game.pipes.preparing': 'Preparando el puzle…',
  'game.pipes.howMouse': 'Un clic gira una ficha en sentido horario; clic derecho (o Mayús+clic), en sentido antihorario; clic central la bloquea.',
  'game.pipes.howTouch': 'Tocar gira una ficha en el sentido elegido sobre el tablero; mantén pulsada una ficha para bloquearla.',
  'game.pipes.howKeys': 'Las flechas mueven, Intro gira, Mayús+Intro gira al revés, L bloquea.',
  'game.pipes.presetDetail': '{cols}×{rows}',
  'game.pipes.grows': 'tamaño del tablero y mínimo de giros para conectarlo',
  'pipes.cw': 'Horario',
  'pipes.ccw': 'Antihorario',
  'pipes.turnGroup': 'En qué sentido gira una ficha al tocarla',
  'pipes.tapTurns': 'Tocar gira',
  'pipes.boardLabel': 'Tuberías, {cols, number} por {rows, number}. Las flechas mueven, Intro gira, Mayús+Intro gira al revés, L bloquea.',
  'pipes.tile': '{kind} en la columna {x, number}, fila {y, number}{on, select, yes {, conectada} other {}}{locked, select, yes {, bloqueada} other {}}',
  'pipes.kind': '{kind, select, start {inicio} end {final} straight {recta} other {curva}}',
  'refusal.pipes.fixed': 'La pieza {end, select, start {de inicio} other {final}} no gira.',
  'pipes.help.rules':
    'Gira las fichas hasta que una tubería sin cortes una la flecha con el corazón; lo unido se ilumina. La flecha y el corazón no giran; una ficha bloqueada no gira por error. «{finish}» termina la partida sin resolver.',
  'pipes.help.start': 'la salida',
  'pipes.help.end': 'la llegada',
  'pipes.help.joined': 'unida a la salida',
  'pipes.help.pipe': 'una tubería por girar',
  'pipes.help.locked': 'bloqueada',
};
