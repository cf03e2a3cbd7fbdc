import type { z } from 'zod';

/** How a query-string value must be read to reach an input field's type. */
export type FieldKind =
  | { readonly kind: 'number' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'string' }
  | { readonly kind: 'array'; readonly element: FieldKind };

interface WrapperDef {
  readonly type: string;
  readonly innerType?: z.core.$ZodType;
  readonly in?: z.core.$ZodType;
  readonly element?: z.core.$ZodType;
  readonly options?: readonly z.core.$ZodType[];
}

// Wrappers that change presence or defaults but not the type of a given value.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The kind of a zod 4 field, looking through optional/default wrappers and pipes' inputs. */
export function fieldKind(schema: z.core.$ZodType): FieldKind {
  let current = schema;
  for (;;) {
    const def = current._zod.def as WrapperDef;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'number') return { kind: 'number' };
    else if (def.type === 'boolean') return { kind: 'boolean' };
    else if (def.type === 'array' && def.element) return { kind: 'array', element: fieldKind(def.element) };
    // A list that also takes its one element alone (`queries`): read as the list.
    else if (def.type === 'union' && def.options?.some((option) => fieldKind(option).kind === 'array')) {
      return def.options.map(fieldKind).find((kind) => kind.kind === 'array')!;
    }
    // Strings, enums, uuids, literals: the text goes to the schema as written.
    else return { kind: 'string' };
  }
}
