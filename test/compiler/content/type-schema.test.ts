import { describe, it, expect } from "vitest";
import { Ajv } from "ajv";
import { schemaForType, schemasForGame } from "../../../compiler/content/index.js";
import { Card, ctx, enumDecl, field, t, typeDecl } from "./helpers.js";

describe("schemaForType", () => {
  const schema = schemaForType(Card, ctx) as any;
  const props = schema.items.properties;

  it("describes a list of records with id, copies and the declared fields", () => {
    expect(schema.type).toBe("array");
    expect(schema.items.additionalProperties).toBe(false);
    expect(schema.items.required).toEqual(["id", "name", "cost"]);
    expect(props.id).toMatchObject({ type: "string", pattern: "^[a-z0-9][a-z0-9-]*$" });
    expect(props.copies).toMatchObject({ type: "integer", minimum: 1 });
  });

  it("maps each DSL type", () => {
    expect(props.name).toMatchObject({ type: "string", description: "text" });
    expect(props.cost).toEqual({ type: "integer", description: "int" });
    expect(props.level).toEqual({ type: "integer", minimum: 1, maximum: 3, description: "int 1..3" });
    expect(props.color).toMatchObject({ type: "string", enum: ["red", "blue", "yellow", "green"] });
    expect(props.evidence).toMatchObject({ type: "array", items: { type: "string", enum: ["red", "blue", "yellow", "green"] } });
    expect(props.ability.type).toBe("string");
    expect(props.ability.description).toMatch(/^effect: DSL statements/);
    expect(props.requires.description).toMatch(/^expr: /);
    expect(props.starter.type).toBe("boolean");
    expect(props.upgrade).toMatchObject({ type: "string", description: "Card: the id of a Card record" });
  });

  it("maps player to a non-negative integer", () => {
    const s = schemaForType(typeDecl("Seat", [field("owner", t.player())]), ctx) as any;
    expect(s.items.properties.owner).toMatchObject({ type: "integer", minimum: 0 });
  });
});

describe("schemasForGame", () => {
  const decls = [enumDecl("Color", ["red", "blue"]), Card, typeDecl("Cost", [field("amount", t.int())])];
  const schemas = schemasForGame("demo", decls);

  it("gives each sourced type an $id and a title", () => {
    expect(Object.keys(schemas)).toEqual(["Card"]);
    expect(schemas["Card"]).toMatchObject({ $id: "menagerie:demo/Card", title: "Card records (cards.yaml)" });
  });

  it("is accepted by a default strict Ajv", () => {
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(schemas["Card"]!);
    expect(validate([{ id: "a", name: "A", cost: 1, color: "red" }])).toBe(true);
    expect(validate([{ id: "a", name: "A", cost: 1, color: "green" }])).toBe(false);
  });
});
