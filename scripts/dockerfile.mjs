// Reads the Dockerfile into stages and instructions, for `npm run production-check`, which runs
// the runtime stage's steps outside a container, and for packaging.test.ts. It knows the subset
// the project's Dockerfile uses: one instruction per logical line, `\` continuations, comments.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Splits `--name=value` options off the front of an instruction's arguments. */
function splitFlags(words) {
  const flags = {};
  let index = 0;
  for (; index < words.length && words[index].startsWith('--'); index++) {
    const [name, ...value] = words[index].slice(2).split('=');
    flags[name] = value.join('=');
  }
  return { flags, rest: words.slice(index) };
}

/** The Dockerfile's stages in order: `{ name, image, instructions: [{ keyword, args, flags, words }] }`. */
export function readDockerfile(file = path.join(root, 'Dockerfile')) {
  const stages = [];
  let pending = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // Docker drops comment lines, inside a continuation too.
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += `${line.replace(/\\\s*$/, '')} `;
    if (continued) continue;
    const text = pending.trim();
    pending = '';
    if (text === '') continue;
    const [keyword = '', ...rest] = text.split(/\s+/);
    const args = text.slice(keyword.length).trim();
    const { flags, rest: words } = splitFlags(rest);
    const instruction = { keyword: keyword.toUpperCase(), args, flags, words };
    if (instruction.keyword === 'FROM') {
      stages.push({ image: words[0], name: words[2] ?? String(stages.length), instructions: [] });
    } else {
      if (stages.length === 0) throw new Error(`Dockerfile: ${keyword} before the first FROM`);
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

/** `ENV A=1 B=2` as an object (values without spaces or quotes, as the project writes them). */
export function envOf(instruction) {
  return Object.fromEntries(instruction.words.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
}

/** The JSON array of an exec-form CMD, or of a HEALTHCHECK's CMD after its options. */
export function execForm(instruction) {
  const json = instruction.keyword === 'HEALTHCHECK' ? instruction.words.slice(1).join(' ') : instruction.args;
  if (instruction.keyword === 'HEALTHCHECK' && instruction.words[0] !== 'CMD') {
    throw new Error('Dockerfile: HEALTHCHECK without CMD');
  }
  const command = JSON.parse(json);
  if (!Array.isArray(command)) throw new Error(`Dockerfile: ${instruction.keyword} is not in exec form`);
  return command;
}

/** Each instruction of `stage` with this keyword. */
export const instructionsOf = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword);
