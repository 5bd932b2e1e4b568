import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ERRORS } from '@nestling/shared';
import { loadTranslations, localizeText, translations } from './request-locale.js';

/**
 * Every text the server can answer with, found in the code rather than listed by hand (issue 28,
 * decision 076): the message argument of each error factory the server throws through
 * (`notFound`, `conflict`, `new HttpError`, …, `recordIdSchema`), and every custom message of a
 * zod schema (`.min(1, '…')`, `.refine(…, '…')`, `{ error: '…' }`, `addIssue({ message })`) in
 * the server's and the shared package's code, which validation details carry. TypeScript's
 * checker reads each argument's type: the texts are `as const` constants (or literals), so the
 * type is the text itself.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');
const repoRoot = path.resolve(serverRoot, '../..');

/**
 * The functions whose argument at the given index is a text an answer carries — the error
 * factories (lib/http-errors.ts, realtime's `SocketEventError`) and the helpers that pass a
 * parameter on to one of them or to a zod check, so their callers' texts are found instead —
 * with, for an options argument, the names of its properties that are texts.
 */
const SINKS: Record<string, number | [index: number, properties: string[]]> = {
  notFound: 0,
  badRequest: 1,
  unauthorized: 1,
  forbidden: 1,
  conflict: 1,
  foundOr404: 1,
  HttpError: 2,
  RetryLaterError: 0,
  SocketEventError: 1,
  recordIdSchema: 0,
  // Helpers passing a text on (a parameter, or a property of an options parameter).
  keyedRateLimit: [1, ['message']],
  countInAddressLimit: 1,
  readMultipart: [2, ['tooLarge']],
  wholeNumber: 2,
  requiredText: 1,
  invalidField: 1,
};

/** Types of options whose every text property an answer may carry (the uploads' 415/400). */
const SINK_TYPES = new Set(['ProcessMessages']);

/** Zod's methods taking a custom message (a text or `{ message | error }`), at this index. */
const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  regex: 1,
  refine: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  multipleOf: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  nonempty: 0,
  email: 0,
  url: 0,
  uuid: 0,
};

/**
 * Files that are no answer's: the environment's check at start (an operator reads it in the
 * log) and the parsing of the suggestion provider's own answers (never sent to a client).
 */
const NOT_ANSWERS = [
  'apps/server/src/config/',
  'apps/server/src/modules/milestone-suggestions/openai-compatible-provider.ts',
];

interface Found {
  /** Each text → where it is given (file:line). */
  texts: Map<string, string[]>;
  /**
   * Message arguments whose value the checker cannot tell (a `string`, not a constant): `file
   * expression`, each once.
   */
  unresolved: Set<string>;
}

function collect(): Found {
  const configPath = path.join(serverRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  // The server's code (the shared package's comes with its imports), not its tests.
  const files = config.fileNames.filter((file) => !/\.test\.ts$|\/test\//.test(file));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const found: Found = { texts: new Map(), unresolved: new Set() };

  const fileOf = (node: ts.Node) => path.relative(repoRoot, node.getSourceFile().fileName);
  const where = (node: ts.Node) => {
    const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
    return `${fileOf(node)}:${line + 1}`;
  };
  const unresolved = (node: ts.Node, text: string) =>
    found.unresolved.add(`${fileOf(node)} ${text.replace(/\s+/g, ' ')}`);

  const add = (text: string, place: string) => {
    const places = found.texts.get(text) ?? [];
    places.push(place);
    found.texts.set(text, places);
  };

  /** The string literal(s) an expression's type is, or undefined when it is not only those. */
  const literalsOf = (
    node: ts.Expression,
    type: ts.Type = checker.getTypeAtLocation(node),
  ): string[] | undefined => {
    const parts = type.isUnion() ? type.types : [type];
    const texts: string[] = [];
    for (const part of parts) {
      if (part.isStringLiteral()) texts.push(part.value);
      else if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
      else return undefined;
    }
    return texts;
  };

  /** The name of the function a parameter belongs to. */
  const ownerName = (parameter: ts.ParameterDeclaration): string | undefined => {
    const owner = parameter.parent;
    if (ts.isFunctionDeclaration(owner) || ts.isMethodDeclaration(owner))
      return owner.name?.getText();
    if (ts.isConstructorDeclaration(owner)) return owner.parent.name?.getText();
    if ((ts.isArrowFunction(owner) || ts.isFunctionExpression(owner)) && owner.parent)
      return ts.isVariableDeclaration(owner.parent) ? owner.parent.name.getText() : undefined;
    return undefined;
  };

  /**
   * A parameter (or a property of one: `options.message`) of a function that is itself a sink,
   * or of a sink type: its callers' arguments are checked instead.
   */
  const isForwardedParameter = (node: ts.Expression): boolean => {
    let root: ts.Expression = node;
    while (ts.isPropertyAccessExpression(root)) root = root.expression;
    if (!ts.isIdentifier(root)) return false;
    const declaration = checker.getSymbolAtLocation(root)?.valueDeclaration;
    if (!declaration || !ts.isParameter(declaration)) return false;
    const name = ownerName(declaration);
    if (name !== undefined && name in SINKS) return true;
    const typeName = checker.getTypeAtLocation(declaration).getSymbol()?.getName();
    return typeName !== undefined && SINK_TYPES.has(typeName);
  };

  const isStringish = (node: ts.Expression) => {
    const type = checker.getTypeAtLocation(node);
    return (type.isUnion() ? type.types : [type]).some(
      (part) => (part.flags & ts.TypeFlags.StringLike) !== 0,
    );
  };

  const message = (node: ts.Expression) => {
    const texts = literalsOf(node);
    if (texts) for (const text of texts) add(text, where(node));
    else if (!isForwardedParameter(node)) unresolved(node, node.getText());
  };

  /** The text properties `names` of an options argument. */
  const properties = (node: ts.Expression, names: string[]) => {
    const type = checker.getTypeAtLocation(node);
    for (const name of names) {
      const property = type.getProperty(name);
      if (!property) continue;
      const texts = literalsOf(node, checker.getTypeOfSymbolAtLocation(property, node));
      if (texts) for (const text of texts) add(text, where(node));
      else if (!isForwardedParameter(node)) unresolved(node, `${node.getText()}.${name}`);
    }
  };

  /** `{ message: '…' }` or `{ error: '…' }` given to a zod check or `addIssue`. */
  const messagesOfObject = (node: ts.Expression) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
        continue;
      const name = property.name.getText();
      if (name !== 'message' && name !== 'error') continue;
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      if (isStringish(value)) message(value);
    }
  };

  /** Whether a call's receiver is zod (`z`) or a zod schema (its type's name: `ZodString`…). */
  const isZod = (node: ts.Expression) => {
    if (ts.isIdentifier(node) && node.text === 'z') return true;
    const name = checker.getTypeAtLocation(node).getSymbol()?.getName() ?? '';
    return /^\$?Zod/.test(name);
  };

  /** Whether an argument is `{ message | error: … }`. */
  const hasMessageProperty = (node: ts.Expression) =>
    ts.isObjectLiteralExpression(node) &&
    node.properties.some((property) => /^(message|error)$/.test(property.name?.getText() ?? ''));

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const args = node.arguments ?? [];
      if (ts.isIdentifier(callee) && callee.text in SINKS) {
        const sink = SINKS[callee.text]!;
        const argument = args[typeof sink === 'number' ? sink : sink[0]];
        if (argument && typeof sink === 'number') message(argument);
        else if (argument && typeof sink !== 'number') properties(argument, sink[1]);
      } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'addIssue') {
        for (const argument of args) messagesOfObject(argument);
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        (callee.name.text in ZOD_CHECKS || args.some(hasMessageProperty)) &&
        isZod(callee.expression)
      ) {
        const index = ZOD_CHECKS[callee.name.text];
        args.forEach((argument, at) => {
          if (ts.isObjectLiteralExpression(argument)) messagesOfObject(argument);
          else if (at === index && isStringish(argument)) message(argument);
        });
      }
    }
    if (ts.isExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const contextual = ts.isObjectLiteralExpression(node) || ts.isIdentifier(node);
      const typeName = contextual ? checker.getContextualType(node)?.getSymbol()?.getName() : '';
      if (typeName && SINK_TYPES.has(typeName) && !isForwardedParameter(node)) {
        const type = checker.getTypeAtLocation(node);
        properties(
          node,
          type.getProperties().map((property) => property.getName()),
        );
      }
    }
    ts.forEachChild(node, visit);
  };

  const roots = [path.join(serverRoot, 'src'), path.join(repoRoot, 'packages/shared/src')];
  for (const file of program.getSourceFiles()) {
    if (!roots.some((root) => file.fileName.startsWith(root))) continue;
    if (/\.test\.ts$/.test(file.fileName)) continue;
    if (NOT_ANSWERS.some((prefix) => file.fileName.startsWith(path.join(repoRoot, prefix))))
      continue;
    visit(file);
  }
  // A socket event's refusal without a text of its own says its code's (`SOCKET_ERRORS`).
  for (const text of Object.values(SOCKET_ERRORS)) add(text, 'SOCKET_ERRORS');
  return found;
}

/**
 * The texts composed at run time (a value in a sentence), which the checker cannot read: each
 * with an example of what it says, which `localizeText` must say in Spanish (through a catalogue
 * message with arguments, or messages side by side), or — the only way out — why no parent
 * reads it (`notAnswer`). A new one fails the test below. (There was a third way, "why it stays
 * English", through which the implausible measurement's text and the page size's list reached
 * Spanish parents in English: a text a parent reads has a sample.)
 */
const COMPOSED: Record<string, { sample: string } | { notAnswer: string }> = {
  'apps/server/src/lib/multipart.ts `Only one file, in the "${fileField}" field, is expected.`': {
    sample: 'Only one file, in the "photo" field, is expected.',
  },
  'apps/server/src/modules/measurements/measurement.service.ts details[0]!.message': {
    sample:
      'This weight is not plausible at this age. Please check the value and the unit. Plausible at this age: 2.1 to 5.6 kg.',
  },
  'apps/server/src/modules/milestones/milestone.service.ts milestoneExistsMessage(title)': {
    sample: 'Milestone "First steps" already exists.',
  },
  'packages/shared/src/schemas/message-requests.ts message': {
    sample: 'Limit must be a whole number from 1 to 100.',
  },
  'packages/shared/src/schemas/paging.ts PAGING_MESSAGES.pageSizeRange(max)': {
    sample: 'Page size must be a whole number from 1 to 50.',
  },
  'packages/shared/src/schemas/paging.ts message': {
    sample: 'Page size must be 10, 20 or 50.',
  },
  'packages/shared/src/schemas/push.ts end.error': {
    notAnswer: 'the Settings form’s time fields: the web’s form schema, not a request’s',
  },
  'packages/shared/src/schemas/push.ts start.error': {
    notAnswer: 'the Settings form’s time fields: the web’s form schema, not a request’s',
  },
};

let found: Found;

beforeAll(async () => {
  await loadTranslations();
  found = collect();
}, 300_000);

describe('every text the server answers with reads in Spanish (issue 28, decision 076)', () => {
  it('finds the texts in the code (the error factories, the schemas’ own messages)', () => {
    expect(found.texts.size).toBeGreaterThan(100);
    expect(found.texts.has('Event not found.')).toBe(true);
  });

  it('every message argument is a text the checker can read (a constant), but the composed', () => {
    expect([...found.unresolved].sort()).toEqual(Object.keys(COMPOSED).sort());
  });

  it('a catalogue says each of them in Spanish', () => {
    const untranslated = [...found.texts]
      .filter(([text]) => translations.localize('es', text) === text)
      .map(([text, places]) => `${text}  (${places[0]})`);
    expect(untranslated).toEqual([]);
  });

  it('says the composed texts in Spanish through a message with arguments, but the listed', () => {
    for (const composed of Object.values(COMPOSED)) {
      if ('sample' in composed)
        expect(localizeText('es', composed.sample), composed.sample).not.toBe(composed.sample);
    }
    expect(localizeText('es', 'Milestone "First steps" already exists.')).toBe(
      'El logro "First steps" ya existe.',
    );
    // Two messages side by side: an implausible value's text and the plausible range.
    expect(
      localizeText(
        'es',
        'This weight is not plausible at this age. Please check the value and the unit. Plausible at this age: 2.1 to 5.6 kg.',
      ),
    ).toBe(
      'Este peso no es plausible a esta edad. Revisa el valor y la unidad. Plausible a esta edad: de 2.1 a 5.6 kg.',
    );
    expect(localizeText('es', 'Page size must be 5, 10 or 20.')).toBe(
      'El tamaño de página debe ser 5, 10 o 20.',
    );
    // Two words side by side at least: a value is never read as a message of its own; and a
    // text only partly ours stays whole in English.
    const partly =
      'This weight is not plausible at this age. Please check the value and the unit. 5 kg.';
    expect(localizeText('es', partly)).toBe(partly);
  });
});
