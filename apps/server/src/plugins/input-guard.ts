import type { FastifyInstance } from "fastify";
import { invalidInput } from "../errors";

/** A UTF-16 surrogate without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A field name we may repeat in `fields` (anything else is reported without a name). */
const NAMEABLE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether PostgreSQL can store this text: no NUL byte, and only whole Unicode characters. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * Walks a parsed input (iteratively: JSON may nest thousands deep) and returns where a string or a
 * key cannot be stored, or is `__proto__`: the top-level field it lies under (null at the top or when
 * that name is not repeatable), or undefined when the whole input is clean.
 */
export function findUnstorableText(input: unknown): { field: string | null } | undefined {
  const pending: Array<{ value: unknown; field: string | null }> = [{ value: input, field: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, field } = next;
    if (typeof value === "string") {
      if (!isStorableText(value)) return { field };
      continue;
    }
    if (value === null || typeof value !== "object" || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const name = field ?? (NAMEABLE.test(key) ? key : null);
      if (key === "__proto__" || !isStorableText(key)) return { field: name };
      pending.push({ value: child, field: name });
    }
  }
  return undefined;
}

const MESSAGE = "Texte invalide : caractère nul ou caractère Unicode incomplet";

/**
 * Refuses, before any handler runs, a body, query string or path parameter holding a NUL byte, a lone
 * surrogate or a `__proto__` key (400 ERR_INVALID_INPUT): none of them is ever meaningful, PostgreSQL
 * refuses the first two in text and JSON columns, and the last one is how prototypes get polluted.
 * Register before the routes: hooks apply to the routes registered after them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const found = findUnstorableText(input);
      if (found) throw invalidInput(found.field ? [found.field] : [], MESSAGE);
    }
  });
}
