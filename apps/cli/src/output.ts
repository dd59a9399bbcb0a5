/** Where a command writes: one JSON object on one line with `--json`, else text for people. */
export interface Output {
  readonly json: boolean;
  /** The command's result; with --json, its whole stdout. */
  result(value: object, text: () => string): void;
  /**
   * An error; with --json, `{error: {...}}` on stdout (`index` 0-based, docs/cli.md#json-output), else a line
   * on stderr for people, who count moves from 1.
   */
  error(error: { code: string; message: string; index?: number }): void;
}

export function makeOutput(json: boolean, write = (s: string) => process.stdout.write(s), writeErr = (s: string) => process.stderr.write(s)): Output {
  return {
    json,
    result(value, text) {
      write(json ? `${JSON.stringify(value)}\n` : `${text()}\n`);
    },
    error(error) {
      if (json) write(`${JSON.stringify({ error })}\n`);
      else writeErr(`gridrace: ${error.index === undefined ? '' : `move ${error.index + 1} is refused: `}${error.message}\n`);
    },
  };
}
