import { HttpResponse, type HttpHandler } from 'msw';
import type { HealthReport, ParkedEvent } from '../../health.api.js';
import { healthFixtures } from '../fixtures/health.js';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';

export const healthEndpoints: readonly Endpoint[] = [
  ['get', '/health'],
  ['get', '/admin/parked-events'],
  ['post', '/admin/parked-events/:id/retry'],
];

const ADMIN_ID = '6921a3c0a1b2c3d4e5000002';

export interface HealthHandlerOptions {
  report?: HealthReport;
  parked?: readonly ParkedEvent[];
  /** A retry fails again (the bug is not fixed yet) instead of resolving the event. */
  retryFails?: boolean;
}

/**
 * /health and the dead-letter routes over one state: a retry that succeeds resolves the event and
 * takes it off its processor's parked count, as the API does.
 */
export function healthHandlers({ report = healthFixtures.healthy, parked = [], retryFails = false }: HealthHandlerOptions = {}): HttpHandler[] {
  let current = structuredClone(report);
  const events = structuredClone([...parked]);
  return [
    api.get('/health', () => HttpResponse.json(current)),
    api.get('/admin/parked-events', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status') ?? 'parked';
      const processor = url.searchParams.get('processor');
      const found = events.filter((e) => (status === 'all' || e.status === status) && (!processor || e.processorId === processor));
      const { items, pagination } = pageOf(found, url, 20);
      return HttpResponse.json({ parked: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
    api.post('/admin/parked-events/{id}/retry', ({ params }) => {
      const event = events.find((e) => e.id === params.id);
      if (!event) return errorReply(404, 'There is no parked event with this number.');
      if (event.status === 'resolved') return errorReply(409, 'This parked event is already resolved.');
      const now = new Date().toISOString();
      Object.assign(event, { attempts: event.attempts + 1, retriedBy: ADMIN_ID, retriedAt: now });
      if (retryFails) {
        Object.assign(event, { lastFailedAt: now });
      } else {
        Object.assign(event, { status: 'resolved', resolvedAt: now });
        current = withOneLessParked(current, event.processorId);
      }
      return HttpResponse.json(event);
    }),
  ];
}

function withOneLessParked(report: HealthReport, processorId: string): HealthReport {
  const processors = report.processors.map((p) => (p.id === processorId ? { ...p, parkedEvents: Math.max(0, p.parkedEvents - 1) } : p));
  const reasons = report.reasons.filter((reason) => !reason.startsWith(`processor ${processorId} has `));
  const left = processors.find((p) => p.id === processorId)?.parkedEvents ?? 0;
  if (left > 0) reasons.push(`processor ${processorId} has ${left} parked event${left === 1 ? '' : 's'}`);
  return { ...report, processors, reasons, status: reasons.length > 0 ? 'degraded' : 'ok' };
}

export const healthErrorHandlers = (msg?: string, status?: number) => failingHandlers(healthEndpoints, msg, status);
export const healthLoadingHandlers = () => loadingHandlers(healthEndpoints);
