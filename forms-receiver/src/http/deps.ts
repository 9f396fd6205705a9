import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Challenges } from '../challenge';
import { type Metrics } from '../metrics';
import { type Store } from '../store/store';

/** What the routes need from the rest of the receiver. */
export interface AppDeps {
  store: Store;
  challenges: Challenges;
  /** Called after each commit that added to the outbox. */
  wakeOutbox: () => void;
  metrics: Metrics;
  settings: {
    /** The origin of the links in mails (from configuration only). */
    siteUrl: string;
    allowedOrigins: string[];
    trustProxy: string;
    ratePerMinute: number;
    noscriptPerHour: number;
    addressPerDay: number;
    requestTimeoutSeconds: number;
  };
  logger: FastifyServerOptions['logger'];
}

/** The app as the routes see it: bodies typed from their TypeBox schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
