import { describe, expect, it } from 'vitest';
import { paramNames, paramsJsonSchema } from './params-schema.ts';
import { GAMES } from './registry.ts';
import { RULES } from './registry.ts';

describe.each(GAMES)('%s params', (game) => {
  it('name every key its presets and defaults use', () => {
    const used = new Set([...Object.values(RULES[game].presets).flatMap((preset) => Object.keys(preset)), ...Object.keys(RULES[game].defaultParams as object)]);
    expect(used.size).toBeGreaterThan(0);
    expect(paramNames(game)).toEqual(expect.arrayContaining([...used]));
  });

  it('say in their JSON Schema that no other key is taken', () => {
    expect(paramsJsonSchema(game)).toMatchObject({ type: 'object', additionalProperties: false });
  });
});
