// Types of dockerfile.mjs, for packaging.test.ts.
export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuations joined. */
  args: string;
  /** The `--name=value` options before the arguments. */
  flags: Record<string, string>;
  /** The arguments after the options, split on white space. */
  words: string[];
}
export interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}
export function readDockerfile(file?: string): Stage[];
export function envOf(instruction: Instruction): Record<string, string>;
export function execForm(instruction: Instruction): string[];
export function instructionsOf(stage: Stage, keyword: string): Instruction[];
