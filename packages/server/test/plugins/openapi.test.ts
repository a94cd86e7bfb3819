import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

// Whether the committed openapi.json is what the routes describe is checked by the api-client's
// check:fresh step, in a process of its own: in this suite, files share modules (isolate: false)
// and the schema library's registry then names two request bodies differently.
describe('OpenAPI', () => {
  it('describes every account endpoint with an operationId, request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe('3.1.0');
    const expected: [string, string, string, boolean][] = [
      ['post', '/api/user/login', 'login', true],
      ['post', '/api/user/register', 'register', true],
      ['post', '/api/user/recovery', 'requestPasswordRecovery', true],
      ['post', '/api/user/recovery-account', 'recoverAccount', true],
      ['post', '/api/user/verify-email', 'verifyEmail', true],
      ['post', '/api/user/change-password', 'changePassword', true],
      ['post', '/api/user/image', 'uploadUserImage', true],
      ['get', '/api/user/me', 'getMe', false],
      ['patch', '/api/user/profile', 'updateProfile', true],
      ['get', '/api/user/preferences', 'getPreferences', false],
      ['patch', '/api/user/preferences', 'updatePreferences', true],
      ['get', '/api/user/{id}', 'getUserById', false],
      ['post', '/api/fcm/save-token', 'savePushToken', true],
      ['post', '/api/contact', 'sendContactMessage', true],
      ['get', '/api/city', 'getCities', false],
      ['get', '/api/brand', 'getBrands', false],
      ['get', '/api/model', 'getModels', false],
      ['get', '/api/body', 'getBodies', false],
      ['get', '/api/fuel', 'getFuels', false],
      ['get', '/api/health', 'getHealth', false],
      ['get', '/api/admin/users', 'adminListUsers', false],
      ['post', '/api/admin/users/{id}/approve', 'adminApproveUser', true],
      ['post', '/api/admin/users/{id}/reject', 'adminRejectUser', true],
      ['post', '/api/admin/users/{id}/block', 'adminBlockUser', true],
      ['post', '/api/admin/users/{id}/unblock', 'adminUnblockUser', true],
      ['get', '/api/admin/contact-messages', 'adminListContactMessages', false],
      ['post', '/api/admin/contact-messages/{id}/handled', 'adminSetContactMessageHandled', true],
      ['post', '/api/admin/contact-messages/{id}/answer', 'adminAnswerContactMessage', true],
      ['get', '/api/admin/subscriptions/{id}/payments', 'adminListSubscriptionPayments', false],
      ['get', '/api/admin/audit', 'adminListAudit', false],
      ['get', '/api/admin/audit/actors', 'adminListAuditActors', false],
    ];
    for (const [method, path, operationId, hasBody] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.operationId).toBe(operationId);
      expect(op!.tags?.length).toBeGreaterThan(0);
      expect(Boolean(op!.requestBody), `${path} request body`).toBe(hasBody);
      const success = op!.responses['200'] ?? op!.responses['201'];
      expect(success, `${path} success response`).toHaveProperty('content');
      if (path !== '/api/health') expect(op!.responses['500']).toHaveProperty('content');
    }
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves readable docs at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
