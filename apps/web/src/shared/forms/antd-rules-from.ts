import type { FormRule } from 'antd';

/** What the rules need of one zod field: a check that answers its first message on refusal. */
interface FieldIssue {
  message: string;
  code?: string;
  origin?: string;
  maximum?: number | bigint;
}

interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<FieldIssue> } };
}

/**
 * The schema's message, except zod's own wording for a text too long ("Too big: expected string to have
 * <=200 characters"), which a person filling in a form is told plainly instead.
 */
function messageOf(issue: FieldIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string' && issue.message.startsWith('Too big')) {
    return `Please use at most ${issue.maximum} characters`;
  }
  return issue.message;
}

function firstIssue(field: FieldSchema, value: unknown): FieldIssue | undefined {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error?.issues[0];
}

function firstMessage(field: FieldSchema, value: unknown): string | undefined {
  const issue = firstIssue(field, value);
  return issue && messageOf(issue);
}

/** What an empty box of any kind holds: text, nothing, or no choices ticked. */
const EMPTY_VALUES: ReadonlyArray<unknown> = ['', undefined, []];

/**
 * The schema's message for an empty field: the first that speaks of the value (a text's or a list's minimum)
 * rather than of its type, else the type's (which a schema gives for a missing number or choice).
 */
function emptyMessageOf(field: FieldSchema): string | undefined {
  const issues = EMPTY_VALUES.map((value) => firstIssue(field, value)).filter((issue) => issue !== undefined);
  const issue = issues.find((candidate) => candidate.code !== 'invalid_type') ?? issues[0];
  return issue && messageOf(issue);
}

function isBlank(value: unknown) {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The fields a form asks for although the API may take them empty: a list, or each with `true` or the message
 * the form shows when it is left empty (where the form says more than the API can, e.g. which product lacks a
 * price).
 */
type RequiredFields<Shape> = ReadonlyArray<keyof Shape> | { readonly [Name in keyof Shape]?: string | true };

function formRequires<Shape>(required: RequiredFields<Shape> | undefined, name: keyof Shape) {
  if (!required) return { isRequired: false };
  if (Array.isArray(required)) return { isRequired: required.includes(name) };
  const asked = (required as { readonly [Name in keyof Shape]?: string | true })[name];
  return { isRequired: asked !== undefined, message: typeof asked === 'string' ? asked : undefined };
}

/**
 * antd rules for a form's fields from the zod object schema the API checks, with zod's messages. A field is
 * required when the schema refuses it empty, or when the form names it in `required` (a schema whose fields are
 * all optional, such as a partial update); the empty field's message is the one the form gives, or else the
 * schema's own for an empty text.
 */
export function antdRulesFrom<Shape extends Record<string, FieldSchema>>(
  schema: { shape: Shape },
  options: { required?: RequiredFields<Shape> } = {},
) {
  return (name: keyof Shape & string): FormRule[] => {
    const field = schema.shape[name];
    if (!field) throw new Error(`The schema has no field ${name}`);
    const byForm = formRequires(options.required, name);
    const emptyMessage = byForm.message ?? emptyMessageOf(field);
    const isRequired = firstMessage(field, undefined) !== undefined || byForm.isRequired;
    const check: FormRule = {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) {
          // antd's required rule refuses nothing, '' and []; blank text is refused here, with its message.
          if (isRequired && typeof value === 'string' && value !== '') throw new Error(emptyMessage);
          return;
        }
        const message = firstMessage(field, value);
        if (message !== undefined) throw new Error(message);
      },
    };
    // `required` alone: with any other key antd would also check the value is text (a number would fail).
    return isRequired ? [{ required: true, message: emptyMessage }, check] : [check];
  };
}
