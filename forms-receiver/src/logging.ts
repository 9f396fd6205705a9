const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Replaces anything shaped like an e-mail address: error messages of SMTP servers quote them. */
export function scrubText(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

function withoutQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

/**
 * What the logs say about requests, responses and errors: no IP address, no body,
 * no query string (tokens travel there), no header, no e-mail address.
 */
export const logSerializers = {
  req: (request: { id: string; method: string; url: string }) => ({
    id: request.id,
    method: request.method,
    url: withoutQuery(request.url),
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
    type: error.name,
    code: typeof error.code === 'string' ? error.code : undefined,
    statusCode: typeof error.statusCode === 'number' ? error.statusCode : undefined,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  }),
};

/** Fastify's logger options: pino with the serializers above, JSON lines on stdout or `stream`. */
export function loggerOptions(options: { level?: string; stream?: NodeJS.WritableStream } = {}) {
  return {
    level: options.level ?? process.env.FORMS_LOG_LEVEL ?? 'info',
    serializers: logSerializers,
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
