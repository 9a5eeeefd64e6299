/**
 * `cn` joins class names without resolving conflicts (ADR 047): two utilities for the same property on one
 * element would leave the winner to the order of Tailwind's stylesheet, not to the order of the call. This test
 * reads every `cn(…)` and `cva(…)` in app/ and fails when classes that can apply together set the same
 * property: the unconditional strings of a call with each of its conditional ones (`x && "…"`, either branch
 * of `c ? "…" : "…"`), and each variant of a `cva` with its base. tailwind-merge (a development dependency
 * only, tests/support/class-conflicts.ts) is the judge. The built pages' class attributes, where a
 * component's `className` prop meets its defaults, are checked the same way in tests/server/first-load.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { overridden } from "../tests/support/class-conflicts";

const APP = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const literal = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

/** What one argument of `cn` can add: always (`fixed`), or only in some renders (`optional`, each alone). */
function readArgument(node: ts.Node, fixed: string[], optional: string[]): void {
  const text = literal(node);
  if (text !== undefined) fixed.push(text);
  else if (ts.isParenthesizedExpression(node)) readArgument(node.expression, fixed, optional);
  else if (ts.isConditionalExpression(node)) {
    for (const branch of [node.whenTrue, node.whenFalse]) {
      const inner: string[] = [];
      readArgument(branch, inner, optional);
      if (inner.length > 0) optional.push(inner.join(" "));
    }
  } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const inner: string[] = [];
    readArgument(node.right, inner, optional);
    if (inner.length > 0) optional.push(inner.join(" "));
  }
}

type Finding = { where: string; classes: string; dropped: string[] };

function conflictsIn(file: string): Finding[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const check = (node: ts.Node, classes: string) => {
    const dropped = overridden(classes);
    if (dropped.length === 0) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    findings.push({ where: `${path.relative(APP, file)}:${line + 1}`, classes, dropped });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === "cn") {
        const fixed: string[] = [];
        const optional: string[] = [];
        for (const arg of node.arguments) readArgument(arg, fixed, optional);
        check(node, fixed.join(" "));
        for (const extra of optional) check(node, `${fixed.join(" ")} ${extra}`);
      } else if (node.expression.text === "cva") {
        const [base, config] = node.arguments;
        const baseText = (base && literal(base)) ?? "";
        const variants = config && ts.isObjectLiteralExpression(config) ? config.properties : undefined;
        const variantsProp = variants?.find((p) => p.name?.getText(source) === "variants");
        if (
          variantsProp &&
          ts.isPropertyAssignment(variantsProp) &&
          ts.isObjectLiteralExpression(variantsProp.initializer)
        ) {
          for (const group of variantsProp.initializer.properties) {
            if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) continue;
            for (const option of group.initializer.properties) {
              const value = ts.isPropertyAssignment(option) ? literal(option.initializer) : undefined;
              if (value !== undefined) check(option, `${baseText} ${value}`);
            }
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe("class names", () => {
  it("judges overrides like Tailwind: same property, same variant", () => {
    expect(overridden("py-16 md:py-24 py-12")).toEqual(["py-16"]);
    expect(overridden("inline-flex hidden lg:inline-flex")).toEqual(["inline-flex"]);
    expect(overridden("ring-1 ring-line shadow-card")).toEqual([]);
    expect(overridden("text-lg text-ink text-white")).toEqual(["text-ink"]);
    expect(overridden("border-t border-line overflow-hidden overflow-x-auto")).toEqual([]);
    expect(overridden("bg-white bg-brand-gradient")).toEqual([]);
  });

  it("knows the theme's own type scale, shadows and animations", () => {
    expect(overridden("text-display text-white")).toEqual([]);
    expect(overridden("text-4xl text-display")).toEqual(["text-4xl"]);
    expect(overridden("shadow-card shadow-lift")).toEqual(["shadow-card"]);
    expect(overridden("animate-fade-up animate-none")).toEqual(["animate-fade-up"]);
  });

  it("finds no two classes for one property that can apply together in any cn() or cva() of app/", () => {
    const findings = sourceFiles(APP).flatMap(conflictsIn);
    expect(findings).toEqual([]);
  });
});
