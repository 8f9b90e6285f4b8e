#!/usr/bin/env node
// A Racetrack bot (protocol 1): reads JSON lines on stdin, answers each turn on stdout.
// It takes the option with the lowest distance estimate, unless that option would be too fast
// to stop before the finish or a wall: then the next best. Standard library only.
import readline from 'node:readline';

const speed = (v) => Math.max(Math.abs(v[0]), Math.abs(v[1]));

function choose(turn, me) {
  const options = turn.options;
  const unknown = (o) => (o.estimate === null ? 1 : 0);
  if (options[0].acc === null) {
    const best = [...options].sort((a, b) => unknown(a) - unknown(b) || a.estimate - b.estimate)[0];
    return { start: best.to };
  }
  const here = turn.cars[me].position;
  const score = (o) => {
    if (o.estimate === null) return [2, 0, 0];
    const s = speed([o.to[0] - here[0], o.to[1] - here[1]]);
    const tooFast = (s * (s + 1)) / 2 > o.estimate + s + 2;
    return [tooFast ? 1 : 0, o.estimate, s];
  };
  const cmp = (a, b) => a.findIndex((x, i) => x !== b[i]);
  const best = options.reduce((m, o) => {
    const [x, y] = [score(o), score(m)];
    const i = cmp(x, y);
    return i >= 0 && x[i] < y[i] ? o : m;
  });
  return { acc: best.acc };
}

let me = 0;
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'start') me = message.car;
  else if (message.type === 'turn') process.stdout.write(`${JSON.stringify(choose(message, me))}\n`);
  else if (message.type === 'end') lines.close();
});
