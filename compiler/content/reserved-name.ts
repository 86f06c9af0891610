// A field named `__proto__` or `constructor` cannot be a key of a plain object: JSON Schema
// generation, record reading and the program would all see the object's prototype instead.

/** Whether `name` is a property every plain object has (`__proto__`, `constructor`, `valueOf`, ...), so it cannot name a field. */
export function isReservedName(name: string): boolean {
  return name === "__proto__" || name in Object.prototype;
}
