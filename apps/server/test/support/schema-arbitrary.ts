import fc from 'fast-check';

/**
 * fast-check arbitraries of the values a JSON Schema of the OpenAPI document allows, for the
 * keywords the document uses (type, enum, const, pattern, lengths, bounds, properties,
 * required, items, anyOf/oneOf, $ref), and of values it refuses (one thing broken).
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

/** Printable ASCII: strings a schema allows are drawn from it, so no rule beyond the schema's own refuses them. */
const PRINTABLE = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, Schema>) {}

  resolve(schema: Schema): Schema {
    let at = schema;
    while (at.$ref) {
      const name = at.$ref.split('/').pop() ?? '';
      const found = this.components[name];
      if (!found) throw new Error(`No schema ${at.$ref}`);
      at = found;
    }
    if (at.allOf?.length === 1 && at.allOf[0]) return { ...this.resolve(at.allOf[0]), ...Object.fromEntries(Object.entries(at).filter(([key]) => key !== 'allOf')) };
    return at;
  }

  /** Values the schema allows. */
  valid(raw: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.oneOf ?? schema.anyOf;
    if (options) return fc.oneof(...options.map((option) => this.valid(option)));
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1e6, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'string':
        return this.string(schema);
      case 'array':
        return fc.array(this.valid(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
      case 'object':
        return this.object(schema);
      default:
        return fc.jsonValue();
    }
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, 200);
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    if (schema.pattern?.startsWith('^')) {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      // A filter that never passes would spin for ever: say which schema, and how to fix it, instead.
      if (!fc.sample(matching, { numRuns: 200, seed: 1 }).some(fits))
        throw new Error(`The pattern ${schema.pattern} draws no string of ${minLength} to ${maxLength} characters: write the length into the pattern ({min,max}).`);
      return matching.filter(fits);
    }
    const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern);
    return fc.string({ unit: PRINTABLE, minLength, maxLength }).filter((text) => pattern === null || pattern.test(text));
  }

  private object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const required = new Set(schema.required ?? []);
    const entries = Object.entries(schema.properties ?? {});
    const record = Object.fromEntries(entries.map(([key, property]) => [key, this.valid(property)]));
    return fc.record(record, { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) });
  }

  /** Values the schema refuses: of another type, out of bounds, not in the enum, an unknown key, a required key left out. */
  invalid(raw: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    const options = schema.oneOf ?? schema.anyOf;
    if (options) {
      // Refused by every option: what none of them takes (objects: an unknown key in any).
      return fc.constantFrom(null, 'not-this', -1.5, ['x']).filter((value) => options.every((option) => !this.couldTake(option, value)));
    }
    const broken: fc.Arbitrary<unknown>[] = [];
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (schema.enum || schema.const !== undefined) broken.push(fc.constant('no-such-value'));
    if (type === 'integer' || type === 'number') {
      if (schema.minimum !== undefined && schema.minimum > -1e9) broken.push(fc.constant(schema.minimum - 1));
      if (schema.maximum !== undefined && schema.maximum < 1e9) broken.push(fc.constant(schema.maximum + 1));
      if (type === 'integer') broken.push(fc.constant(1.5));
      broken.push(fc.constant('seven'));
    }
    if (type === 'string') {
      if (schema.maxLength !== undefined) broken.push(fc.constant('x'.repeat(schema.maxLength + 1)));
      if ((schema.minLength ?? 0) > 0) broken.push(fc.constant(''));
      if (schema.pattern !== undefined) broken.push(fc.constantFrom('with space!', '').filter((text) => !new RegExp(schema.pattern ?? '').test(text)));
      broken.push(fc.constant(42));
    }
    if (type === 'object') {
      broken.push(fc.constant('an object, not a string'));
      broken.push(this.object(schema).map((value) => ({ ...value, unknownKey: 1 })));
      for (const key of schema.required ?? []) broken.push(this.object(schema).map(({ [key]: _dropped, ...rest }) => rest));
    }
    if (type === 'boolean') broken.push(fc.constant('yes'));
    if (broken.length === 0) throw new Error(`No way to break ${JSON.stringify(schema).slice(0, 200)}`);
    return fc.oneof(...broken);
  }

  /** A quick and sure check for the values `invalid` tries on unions. */
  private couldTake(raw: Schema, value: unknown): boolean {
    const schema = this.resolve(raw);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (value === null) return type === 'null';
    if (Array.isArray(value)) return type === 'array';
    if (typeof value === 'string') return type === 'string' && (!schema.enum || schema.enum.includes(value)) && (schema.const === undefined || schema.const === value);
    if (typeof value === 'number') return type === 'number';
    return true;
  }
}
