import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '@huella/contracts';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { safeLoggerOptions } from './lib/log-safe-error';
import { accessControlRoutes } from './modules/access-control/access-control.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { healthRoutes } from './modules/health/health.routes';
import { membersRoutes } from './modules/members/members.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { plantRoutes } from './modules/plants/plants.routes';
import { vehicleCatalogRoutes } from './modules/vehicle-catalog/vehicle-catalog.routes';
import { configurationRoutes } from './modules/vehicle-catalog/configurations.routes';
import { catalogueCurationRoutes } from './modules/vehicle-catalog/catalogue-curation.routes';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes';
import { vehicleImportRoutes } from './modules/vehicles/vehicle-import.routes';
import { usersRoutes } from './modules/users/users.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { exchangeRateRoutes } from './modules/exchange-rate/exchange-rate.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { acceptanceCriteriaRoutes } from './modules/acceptance-criteria/acceptance-criteria.routes';
import { tyreCatalogRoutes } from './modules/tyres/tyre-catalog.routes';
import { tyreRoutes } from './modules/tyres/tyres.routes';
import { tyreImportRoutes } from './modules/tyres/tyre-import.routes';
import { appDownloadRoutes, appVersionRoutes } from './modules/app-versions/app-versions.routes';
import { firstStepsRoutes } from './modules/first-steps/first-steps.routes';
import { incidentAnswerRoutes } from './modules/incidents/incident-answers.routes';
import { incidentRoutes } from './modules/incidents/incidents.routes';
import { fileRoutes } from './modules/files/files.routes';
import { imageRoutes } from './modules/images/images.routes';
import { inspectionReportRoutes } from './modules/inspections/inspection-report.routes';
import { inspectionRoutes } from './modules/inspections/inspection.routes';
import { installationRoutes } from './modules/lifecycle/installation.routes';
import { scrapRoutes } from './modules/lifecycle/scrap.routes';
import { tyreStateRoutes } from './modules/lifecycle/tyre-states.routes';
import { kmCorrectionRoutes } from './modules/lifecycle/km-correction.routes';
import { dashboardRoutes } from './modules/reports/dashboard/dashboard.routes';
import { inspectionAnalysisRoutes } from './modules/reports/dashboard/inspection-analysis.routes';
import { indicatorRoutes } from './modules/reports/indicators/indicators.routes';
import { reportPeriodRoutes } from './modules/reports/report-periods.routes';
import { scrapLossRoutes } from './modules/reports/scrap/scrap-losses.routes';
import { scrapReportRoutes } from './modules/reports/scrap/scrap-reports.routes';
import { tyreWearCurveRoutes } from './modules/reports/wear/tyre-wear-curve.routes';
import { vehicleWearCurveRoutes } from './modules/reports/wear/vehicle-wear-curve.routes';
import { remnantByUnitRoutes } from './modules/reports/remnant/remnant-by-unit.routes';
import { tyreComparisonRoutes } from './modules/reports/comparisons/tyre-comparison.routes';
import { brandComparisonRoutes } from './modules/reports/comparisons/brand-comparison.routes';
import { consolidatedRoutes } from './modules/reports/consolidated/consolidated.routes';
import { recommendationRoutes } from './modules/reports/consolidated/recommendations.routes';
import { reportPdfRoutes } from './modules/reports/consolidated/report-pdf.routes';
import { reportApprovalRoutes } from './modules/reports/consolidated/report-approval.routes';
import { detailedReportRoutes } from './modules/reports/detailed/detailed-report.routes';
import { usageRoutes } from './modules/reports/usage/usage.routes';
import { marketingRoutes } from './modules/reports/marketing/marketing.routes';
import { accessPlugin } from './plugins/access';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { RequestLog, type RequestLogLevel } from './plugins/request-log';
import { textGuardPlugin } from './plugins/text-guard';
import { webStaticOptions } from './plugins/web-static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Uploaded files (logos, signatures, images, packages), stored under generated names. */
    uploadsDir: string;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Level of the one line logged per answered request (plugins/request-log.ts); `info` unless told. */
  requestLogLevel?: RequestLogLevel;
  /** Requests per address for registration and recovery; tests may lower it to reach the limit quickly. */
  recoveryLimit?: { max: number; timeWindow: string };
  /** Where uploads are stored; DATA_DIR/uploads unless a test gives its own. */
  uploadsDir?: string;
  /** Where mail goes as text files when no SMTP server is configured (the start script sets DATA_DIR/outbox). */
  outboxDir?: string;
  /** The built SPA; served for every GET outside /api when it exists. */
  webDist?: string;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole API, one module per line, so the architecture reads from this file (style.md). */
const modules = [
  healthRoutes,
  authRoutes,
  sessionRoutes,
  clientsRoutes,
  membersRoutes,
  subscriptionsRoutes,
  accessControlRoutes,
  usersRoutes,
  profileRoutes,
  plantRoutes,
  vehicleCatalogRoutes,
  configurationRoutes,
  catalogueCurationRoutes,
  tyreCatalogRoutes,
  tyreRoutes,
  tyreImportRoutes,
  vehicleRoutes,
  vehicleImportRoutes,
  exchangeRateRoutes,
  applicationRoutes,
  acceptanceCriteriaRoutes,
  incidentRoutes,
  incidentAnswerRoutes,
  firstStepsRoutes,
  fileRoutes,
  imageRoutes,
  appVersionRoutes,
  installationRoutes,
  scrapRoutes,
  tyreStateRoutes,
  kmCorrectionRoutes,
  inspectionRoutes,
  inspectionReportRoutes,
  reportPeriodRoutes,
  indicatorRoutes,
  dashboardRoutes,
  inspectionAnalysisRoutes,
  scrapReportRoutes,
  scrapLossRoutes,
  tyreWearCurveRoutes,
  vehicleWearCurveRoutes,
  remnantByUnitRoutes,
  tyreComparisonRoutes,
  brandComparisonRoutes,
  consolidatedRoutes,
  recommendationRoutes,
  reportPdfRoutes,
  reportApprovalRoutes,
  detailedReportRoutes,
  usageRoutes,
  marketingRoutes,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests and errors are logged without secrets (query strings with codes, failed queries' values).
    logger: safeLoggerOptions(options.logger ?? false),
    // One line per request instead of Fastify's two, at the level the caller chooses (plugins/request-log.ts).
    logController: new RequestLog(options.requestLogLevel ?? 'info'),
    bodyLimit: 1024 * 1024,
    // Only the proxies named in TRUST_PROXY may give the client's address (X-Forwarded-For): the login and
    // recovery limits count by address, and a client must not choose its own.
    trustProxy: options.config.trustProxy,
    // Bad URL encoding and over-long path parameters are refused before routing: answer them as `{ error }` too.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate(
    'mailer',
    createMailer({
      outboxDir: options.outboxDir,
      db: options.database.db,
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
      log: app.log,
    }),
  );

  app.decorate('uploadsDir', options.uploadsDir ?? path.join(options.config.dataDir, 'uploads'));

  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  // Limits per request are set where a file is read (lib/uploads.ts); this is the outer bound.
  await app.register(multipart, { limits: { fileSize: 12 * 1024 * 1024, files: 2 } });
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, error: MSG.demasiadosIntentos }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Huella API',
        version: '0.1.0',
        description: 'API de gestión de neumáticos para flotas',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(accessPlugin);
      const recoveryLimit = options.recoveryLimit ?? { max: 10, timeWindow: '15 minutes' };
      for (const module of modules) await api.register(module, { recoveryLimit });
    },
    { prefix: '/api' },
  );

  // Outside /api (a browser navigation downloads the mobile app) and before the SPA fallback.
  await app.register(appDownloadRoutes);

  const webDist = options.webDist ?? defaultWebDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(webDist));

  // Unknown /api paths answer JSON; any other GET is a route of the SPA, which draws its own not-found page.
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: MSG.noEncontrado });
  });

  return app;
}
