import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { describeMultipartError } from './multipart.ts';

function body(message: string, fullMessages: string[] = [message]) {
  return { message, errors: { full_messages: fullMessages } };
}

function fieldLabel(path: string): string {
  const last =
    path
      .split(/[./[\]]/)
      .filter(Boolean)
      .pop() ?? '';
  const words = last.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** One place turns every failure into the spec's error body; a 5xx never shows its cause to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.message, error.fullMessages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => {
        const label = fieldLabel(issue.instancePath);
        const text = issue.message ?? 'is invalid';
        return label && !text.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${text}` : text;
      });
      return reply.status(422).send(body(messages[0] ?? 'Invalid input', messages));
    }
    const multipartError = describeMultipartError(error, request);
    if (multipartError) return reply.status(multipartError.status).send(body(multipartError.message));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('Too many attempts. Please wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('Something went wrong!'));
  });
}
